import { stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBodyOf } from '../http-error';
import { escapeHtml } from '../services/escape-html';
import type { PortalDirectory } from '../services/portal/portal-directory';

// What a portal address serves outside the API (docs/requirements/portal.md#address): the build's
// `portal/` folder (scripts/build.mjs, vite.portal.config.ts), never the marketing site's pages.
//   - a file of that folder as it is (/assets/... are hashed and kept for a year);
//   - any other page URL: the portal app's index.html, when the tenant exists and is active;
//   - an unknown code or an inactive tenant: a small page, status 404, that says so in English and
//     Hindi and links to the main site.

export const PORTAL_BUILD_FOLDER = 'portal';

/** Files of the main build a portal address serves too: the icon its pages link (public/logo.svg). */
const SHARED_FILES: ReadonlySet<string> = new Set(['/logo.svg']);

export interface PortalPagesOptions {
  /** The build (STATIC_DIR); the portal's files are in its `portal/` folder. */
  staticDir: string;
  directory: PortalDirectory;
  /** The main site, linked from the "no portal here" page. */
  publicUrl: string;
}

export async function servePortalPage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: PortalPagesOptions,
): Promise<FastifyReply> {
  const path = request.url.replace(/[?#].*$/, '');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return reply
      .code(404)
      .send(errorBodyOf('not_found', `Nothing found at ${request.method} ${path.slice(0, 200)}.`));
  }
  const root = join(options.staticDir, PORTAL_BUILD_FOLDER);
  const file = await buildFile(root, path);
  if (file) {
    reply.header(
      'cache-control',
      file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    return reply.sendFile(posix.join(PORTAL_BUILD_FOLDER, file));
  }
  // The brand's icons are the main build's files (public/), shared rather than copied.
  if (SHARED_FILES.has(path) && (await isFile(join(options.staticDir, path)))) {
    return reply.header('cache-control', 'public, max-age=3600').sendFile(path.slice(1));
  }
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.includes('.')) {
    return reply.code(404).send(errorBodyOf('not_found', `Nothing found at GET ${path.slice(0, 200)}.`));
  }
  const tenant = await options.directory.find(request.portalCode);
  reply.header('cache-control', 'no-store');
  if (!tenant?.active) {
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(unavailablePage(tenant === undefined ? 'unknown' : 'inactive', options.publicUrl));
  }
  if (!(await isFile(join(root, 'index.html')))) {
    return reply
      .code(503)
      .send(
        errorBodyOf(
          'app_not_built',
          'The portal app has not been built yet: run `npm run build`, then reload this page.',
        ),
      );
  }
  return reply.header('cache-control', 'no-cache').sendFile(posix.join(PORTAL_BUILD_FOLDER, 'index.html'));
}

/** A file of the portal's build for this URL path, or undefined (no dotfiles, no way out of root). */
async function buildFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.length === 0 || segments.some((segment) => segment.startsWith('.'))) return undefined;
  const relative = posix.join(...segments);
  // index.html is served through the tenant check above, never directly.
  if (relative === 'index.html') return undefined;
  return (await isFile(join(root, relative))) ? relative : undefined;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function unavailablePage(reason: 'unknown' | 'inactive', publicUrl: string): string {
  const english =
    reason === 'unknown'
      ? 'There is no school portal at this address. Check the address, or find your school on Shala.'
      : "This school's portal is switched off. Its owner can activate it again from the Shala dashboard.";
  const hindi =
    reason === 'unknown'
      ? 'इस पते पर कोई स्कूल पोर्टल नहीं है। पता जाँचें, या Shala पर अपना स्कूल खोजें।'
      : 'इस स्कूल का पोर्टल बंद है। इसके मालिक इसे Shala डैशबोर्ड से फिर से सक्रिय कर सकते हैं।';
  const home = escapeHtml(publicUrl.replace(/\/+$/, ''));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>School portal not available · Shala</title>
</head>
<body>
<main>
<h1>School portal not available</h1>
<p>${escapeHtml(english)}</p>
<p lang="hi">${escapeHtml(hindi)}</p>
<p><a href="${home}">Go to Shala</a> · <a href="${home}/hi" lang="hi">Shala पर जाएँ</a></p>
</main>
</body>
</html>
`;
}
