// The site's public pages, in one list: /sitemap.xml lists them (server/routes/site-files.ts) and
// the build prerenders each of them (scripts/lib/prerender.mjs). A new public page adds its path here; pages
// with many paths (blog articles, categories, tags) add a function of their content beside it.
// Not listed: /dashboard (signed-in owners only), /verify and /reset-password (links from mails,
// useless without their token), /project/* (the 404 page).
import { blogPaths } from './blog-paths';

export const publicPaths: readonly string[] = [
  '/',
  '/school-management-system',
  '/coaching-management-system',
  '/blog',
  ...blogPaths,
  '/user-guide',
  '/register',
  '/login',
  '/forgot-password',
  '/terms-and-conditions',
  '/privacy-policy',
];

/**
 * Pages that exist but are not prerendered: the dashboard (its content is the owner's), the pages
 * mails link to (useless without their token) and the /contact redirect. The server answers them
 * with the app shell and status 200; every other path without a prerendered page gets the 404
 * page with status 404 (server/plugins/static-spa.ts).
 */
export const clientRenderedPaths: readonly string[] = [
  '/dashboard',
  '/verify',
  '/reset-password',
  '/contact',
];

/** Paths robots are asked to leave alone: the owner's dashboard (in every language) and the API. */
export const disallowedPages: readonly string[] = ['/dashboard'];
export const disallowedApiPrefix = '/prod/';
