// The site's public pages, in one list: /sitemap.xml lists them (server/routes/site-files.ts) and
// any later page renderer can walk the same list. A new public page adds its path here; pages
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

/** Paths robots are asked to leave alone: the owner's dashboard and the API. */
export const disallowedPaths: readonly string[] = ['/dashboard', '/prod/'];
