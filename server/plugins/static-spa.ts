import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { LANGUAGE_COOKIE, languageOfPath, pathInLanguage, pathWithoutLanguage } from '@common/languages';
import { clientRenderedPaths } from '@common/public-paths';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBodyOf } from '../http-error';
import { isApiPath, pathOnly } from '../paths';
import { PORTAL_BUILD_FOLDER, type PortalPagesOptions, servePortalPage } from './portal-pages';
import type { InlineHashes } from './security-headers';

// Serves the production build (STATIC_DIR, written by `npm run build`). It runs as the root
// not-found handler, so API routes always win, and any URL no route claims is:
//   - a file of the build, including a prerendered page (`/blog` -> blog/index.html);
//   - a page that exists but is rendered in the browser (/dashboard, /verify, ..., and the same
//     under /hi: /hi/verify is where a Hindi owner's mail links): the app shell, app-shell.html,
//     with status 200;
//   - any other page URL: the prerendered 404 page of its language with a real 404 status;
//   - anything else (a missing /assets/x.js, a POST): a JSON 404.
// Builds made without the prerender (index.html only) still work: index.html stands in for both.
//
// Languages (docs/requirements/languages.md#addresses, #switch): every page exists at /path
// (English) and /hi/path (Hindi). A visitor who chose Hindi carries the `language=hi` cookie;
// opening an English page from outside the site (a bookmark, a search result, a typed address)
// redirects them to the Hindi one, so their first paint is Hindi
// (docs/decisions/0012-hindi-under-hi.md). Navigations from the site's own pages (Sec-Fetch-Site:
// same-origin) are never redirected: that is someone following an English link on purpose.
//
// Compression: the build wrote brotli and gzip copies of every text file (scripts/lib/
// precompress.mjs); @fastify/static sends the one the browser accepts, with Content-Encoding and
// Vary, and no CPU is spent compressing per request.
//
// Caching: Vite's hashed files under /assets never change, so browsers keep them for a year;
// HTML must be revalidated on every visit so a deploy is seen at once (ETags make that cheap);
// other unhashed files (favicon, robots.txt, images in public/) get an hour.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** The app shell and the 404 page of each language, as scripts/lib/prerender.mjs writes them. */
const SHELL_FILES = { en: 'app-shell.html', hi: 'hi/app-shell.html' } as const;
const NOT_FOUND_FILES = { en: '404.html', hi: 'hi/404.html' } as const;
const CSP_HASHES_FILE = 'csp-hashes.json';
const clientRendered = new Set(clientRenderedPaths);

/** The hashes of the build's inline scripts and styles (dist/csp-hashes.json); none without a build. */
export function readInlineHashes(staticDir: string): InlineHashes {
  let text: string;
  try {
    text = readFileSync(join(staticDir, CSP_HASHES_FILE), 'utf8');
  } catch {
    return {};
  }
  const parsed = JSON.parse(text) as Record<string, unknown>;
  const list = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  return { scriptHashes: list(parsed['script-src']), styleHashes: list(parsed['style-src']) };
}

export interface StaticSpaOptions {
  staticDir: string;
  /** Page requests on a portal address (tenant-host.ts) get the portal's build instead (portal-pages.ts). */
  portal: Omit<PortalPagesOptions, 'staticDir'>;
}

export function registerStaticSpa(app: FastifyInstance, options: StaticSpaOptions): void {
  const root = options.staticDir;
  // serve: false: only reply.sendFile (ETag, ranges, pre-compressed .br/.gz when the build has them);
  // the lookup below decides what to send. The directory may not exist yet (no build): no warning.
  app.register(fastifyStatic, {
    root,
    serve: false,
    cacheControl: false,
    preCompressed: true,
    suppressWarning: true,
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.portalCode) return servePortalPage(request, reply, { staticDir: root, ...options.portal });
    const method = request.method;
    const path = pathOnly(request.url);
    if (method !== 'GET' && method !== 'HEAD') return notFound(reply, method, path);
    if (!(await isFile(join(root, 'index.html')))) {
      return reply.code(503).header('cache-control', 'no-store').send(errorBodyOf('app_not_built'));
    }
    const chosen = wantsPage(request, path) ? languageToRedirectTo(request, path) : undefined;
    if (chosen) {
      return reply
        .code(302)
        .header('cache-control', REVALIDATE)
        .header('vary', 'Cookie, Sec-Fetch-Site')
        .redirect(pathInLanguage(request.url, chosen), 302);
    }
    const file = await findFile(root, path);
    // English pages depend on the language cookie (above): shared caches must keep them apart.
    if (file?.endsWith('.html') && languageOfPath(path) === 'en') reply.header('vary', 'Cookie');
    if (file) {
      reply.header('cache-control', cacheControlFor(file));
      return reply.sendFile(file);
    }
    if (wantsPage(request, path)) {
      reply.header('cache-control', REVALIDATE);
      const page = posix.normalize(path).replace(/(.)\/$/, '$1');
      const language = languageOfPath(page);
      if (clientRendered.has(pathWithoutLanguage(page))) {
        return reply.sendFile(await existing(root, SHELL_FILES[language]));
      }
      return reply.code(404).sendFile(await existing(root, NOT_FOUND_FILES[language]));
    }
    return notFound(reply, method, path);
  });
}

/**
 * 'hi' when this request for an English page should go to the Hindi one: the visitor's cookie
 * says Hindi and they arrived from outside the site. Files (a path with an extension) and the API
 * never move.
 */
function languageToRedirectTo(request: FastifyRequest, path: string): 'hi' | undefined {
  if (languageOfPath(path) !== 'en' || isApiPath(path)) return undefined;
  if (path.slice(path.lastIndexOf('/') + 1).includes('.')) return undefined;
  if (request.headers['sec-fetch-site'] === 'same-origin') return undefined;
  const cookie = request.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookie);
  return match?.[1] === 'hi' ? 'hi' : undefined;
}

function notFound(reply: FastifyReply, method: string, path: string) {
  return reply.code(404).send(errorBodyOf('not_found', `Nothing found at ${method} ${path.slice(0, 200)}.`));
}

function cacheControlFor(file: string): string {
  if (file.startsWith('assets/')) return IMMUTABLE;
  if (file.endsWith('.html')) return REVALIDATE;
  return SHORT;
}

/**
 * A page navigation: the browser asks for HTML. Clients that accept anything (curl, no Accept) get
 * the page too when the path has no file extension, so a missing /assets/x.js stays a 404 and
 * never turns into HTML that the browser would try to run.
 */
function wantsPage(request: FastifyRequest, path: string): boolean {
  const accept = request.headers.accept ?? '*/*';
  if (accept.includes('text/html')) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return accept.includes('*/*') && !last.includes('.');
}

/** The build file for a URL path (relative to root), trying prerendered `page/index.html` and `page.html` too. */
async function findFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  // No way out of root, and no dotfiles (.env, .git) except the standard .well-known folder.
  if (
    segments.some((segment, index) => segment.startsWith('.') && !(index === 0 && segment === '.well-known'))
  ) {
    return undefined;
  }
  // The portal's build is served on portal addresses only (portal-pages.ts).
  if (segments[0] === PORTAL_BUILD_FOLDER) {
    return undefined;
  }
  const relative = posix.join(...(segments.length > 0 ? segments : ['index.html']));
  const candidates = relative.endsWith('.html')
    ? [relative]
    : [relative, `${relative}/index.html`, `${relative}.html`];
  for (const candidate of candidates) {
    if (await isFile(join(root, candidate))) return candidate;
  }
  return undefined;
}

/** The file, or index.html when the build has no such file (a build without the prerender). */
async function existing(root: string, file: string): Promise<string> {
  return (await isFile(join(root, file))) ? file : 'index.html';
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
