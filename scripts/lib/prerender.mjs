// Prerendering (docs/decisions/0009-prerendering-at-build-time.md): after `vite build` (the
// browser's files) and `vite build --ssr src/entry-server.tsx` (the same app as a Node module),
// every public page is rendered once to static HTML, so it paints before any JavaScript arrives and
// the browser hydrates it (src/main.tsx). For each page this writes dist/<path>/index.html from
// Vite's dist/index.html:
//   - the head tags React hoisted (title, description, canonical, Open Graph, Twitter);
//   - the page's CSS inline in one <style> (the entry's and its route chunks'): no stylesheet
//     request before the first paint;
//   - a disabled <link rel="stylesheet"> for each of those files, which the browser does not
//     fetch: Vite's loader for a route chunk sees the chunk's CSS already on the page and does
//     not fetch it again (and hold the route back until it has arrived) as the app starts;
//   - nothing the browser fetches before it paints: instead of Vite's module script and
//     preloads, the app boot script (src/lib/app-boot.ts) last in <body> runs the libraries and
//     the entry after the first paint, and preloads the page's route chunks with them (so
//     hydration does not wait for a chain);
//   - the page boot script first in <body> (src/lib/page-boot.ts: the visitor's theme and stored
//     session applied before the first paint, and taps noted until the app runs);
//   - the markup in <div id="root" data-prerendered="<path>">;
//   - in every language (docs/decisions/0012-hindi-under-hi.md): /login and /hi/login, with
//     <html lang> set.
// It also writes dist/app-shell.html (the client-rendered pages: no markup, same CSS and page
// boot script, Vite's module script and preloads: nothing paints before the app runs),
// dist/404.html (both again under dist/hi/), and dist/csp-hashes.json: the SHA-256 of every
// inline script and style, which the server adds to its Content-Security-Policy
// (docs/decisions/0011-security-headers-and-csp-hashes.md: hashes, never 'unsafe-inline').
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const SHELL_FILE = 'app-shell.html';
export const NOT_FOUND_FILE = '404.html';
export const CSP_HASHES_FILE = 'csp-hashes.json';

/** A file of a language: 404.html and hi/404.html, app-shell.html and hi/app-shell.html. */
export const fileInLanguage = (file, language) => (language === 'en' ? file : `${language}/${file}`);

const sha256 = (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

const escapeAttribute = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The manifest key of a route's component chunk: '/blog/$id' -> 'src/routes/blog.$id.tsx?tsr-split=component'. */
export function routeChunkKey(routeId) {
  let name = routeId.replace(/^\//, '');
  if (name === '' || name.endsWith('/')) name += 'index';
  return `src/routes/${name.replace(/\//g, '.')}.tsx?tsr-split=component`;
}

/** The chunks (and their CSS) a set of manifest entries needs, entries first, each once. */
function collect(manifest, keys) {
  const chunks = [];
  const css = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) throw new Error(`prerender: ${key} is not in Vite's manifest`);
    chunks.push(entry.file);
    for (const file of entry.css ?? []) if (!css.includes(file)) css.push(file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { chunks, css };
}

export async function prerender({ distDir, serverEntry, log = console.log }) {
  const app = await import(pathToFileURL(serverEntry).href);
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = collect(manifest, ['index.html']);
  const entryChunks = new Set(entry.chunks);
  const cssCache = new Map();
  const readCss = async (file) => {
    if (!cssCache.has(file)) cssCache.set(file, (await readFile(join(distDir, file), 'utf8')).trim());
    return cssCache.get(file);
  };
  const styleHashes = new Set();
  const bootScript = app.pageBootScript;

  const stylesheetLink = /<link rel="stylesheet"[^>]*>\s*/g;
  if (!stylesheetLink.test(template)) throw new Error('prerender: dist/index.html links no stylesheet');
  // Vite's tags for the entry (the libraries' chunks are its preloads): prerendered pages run the
  // same files, in the same order, after their first paint.
  const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
  const vitePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const entrySrc = entryScript.exec(template)?.[1];
  if (!entrySrc) throw new Error('prerender: dist/index.html has no module script');
  const entryPreloads = [...template.matchAll(vitePreload)].map((match) => match[1]);

  /** dist/index.html with the page's head tags, inline CSS, boot scripts, module lists and markup. */
  async function page({ head = '', html = '', routeKeys = [], prerenderedPath, language = 'en' }) {
    const route = collect(manifest, routeKeys);
    const cssFiles = [...entry.css, ...route.css.filter((file) => !entry.css.includes(file))];
    const css = (await Promise.all(cssFiles.map(readCss))).join('\n');
    styleHashes.add(sha256(css));
    const inlined = cssFiles.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`).join('');
    const routePreloads = route.chunks.filter((file) => !entryChunks.has(file)).map((file) => `/${file}`);
    // Only pages marked with their path are hydrated; the rest (404) are rendered again over it.
    const hydrated = prerenderedPath !== undefined;
    const marker = hydrated ? ` data-prerendered="${escapeAttribute(prerenderedPath)}"` : '';
    const root = `<div id="root"${marker}>${html}</div>`;
    // Marked so that a page the browser renders afresh instead of hydrating (main.tsx) can drop
    // them; hydration adopts them as they are.
    const markedHead = head.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered');
    const withPage = template
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace(stylesheetLink, '')
      .replace('<body>', `<body><script>${bootScript}</script>`)
      .replace('<div id="root"></div>', () => root);
    if (!hydrated) {
      const preloads = routePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
      return withPage.replace(
        '</head>',
        `${markedHead}<style>${css}</style>${inlined}${preloads.join('')}</head>`,
      );
    }
    const run = [...entryPreloads, entrySrc].join(' ');
    const appBoot = `<script data-run="${run}" data-preload="${routePreloads.join(' ')}">${app.appBootScript}</script>`;
    return withPage
      .replace(entryScript, '')
      .replace(vitePreload, '')
      .replace('</head>', `${markedHead}<style>${css}</style>${inlined}</head>`)
      .replace('</body>', `${appBoot}</body>`);
  }

  const written = [];
  const write = async (file, html) => {
    await mkdir(dirname(join(distDir, file)), { recursive: true });
    await writeFile(join(distDir, file), html);
    written.push({ file, bytes: Buffer.byteLength(html) });
  };

  if (!template.includes('<html lang="en">'))
    throw new Error('prerender: dist/index.html has no <html lang="en">');
  // The shells first: the home page overwrites index.html, the template.
  for (const language of app.languages)
    await write(fileInLanguage(SHELL_FILE, language), await page({ language }));
  for (const language of app.languages) {
    for (const neutralPath of app.publicPaths) {
      const path = app.pathInLanguage(neutralPath, language);
      const rendered = await app.renderPage(path);
      const routeKeys = rendered.routeIds.filter((id) => id !== '__root__').map(routeChunkKey);
      if (routeKeys.length === 0) throw new Error(`prerender: no route matched ${path}`);
      // A Hindi page's catalogues too, so hydration does not wait for them one after the other.
      routeKeys.push(...rendered.catalogueModules);
      const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
      await write(file, await page({ ...rendered, routeKeys, prerenderedPath: path, language }));
    }
    // The 404 page is rendered but not hydrated: the browser renders it fresh at whatever path.
    const notFound = await app.renderPage(app.pathInLanguage(app.notFoundPath, language));
    await write(
      fileInLanguage(NOT_FOUND_FILE, language),
      await page({ head: notFound.head, html: notFound.html, language }),
    );
  }

  const hashes = {
    'script-src': [sha256(bootScript), sha256(app.appBootScript)],
    'style-src': [...styleHashes].sort(),
  };
  await writeFile(join(distDir, CSP_HASHES_FILE), `${JSON.stringify(hashes, null, 2)}\n`);
  log(
    `prerender: ${written.length} pages (${app.publicPaths.length} public and a 404 in each of ` +
      `${app.languages.join(', ')}, the app shells), ` +
      `${hashes['script-src'].length} script and ${hashes['style-src'].length} style hashes`,
  );
  return { written, hashes, clientRenderedPaths: app.clientRenderedPaths };
}
