// JavaScript budgets (docs/requirements/performance.md#javascript-budgets, decision 0014), checked by `npm run
// test:size` (inside `npm test`, after the build) with size-limit's file plugin: brotli sizes of
// the built files, summed. Run `npm run build` first; the lists are read from the build, so they
// follow the hashed file names:
//   - "/ before interaction": the entry script and every module the home page preloads (its
//     route chunk and their imports), exactly what dist/index.html's app boot script
//     (src/lib/app-boot.ts) makes the browser fetch after the first paint;
//   - one check per route: its component chunk plus the chunks it imports that the entry does not
//     load, i.e. what a visitor's browser fetches when navigating to it;
//   - "portal first screen": the school portal's entry and its static imports (dist/portal/, read
//     from its own manifest), what a phone fetches before the portal's first screen.
import { existsSync, readFileSync } from 'node:fs';

const DIST = 'dist';
const FIRST_PAGE_LIMIT = '110 KB';
const ROUTE_LIMIT = '20 KB';

if (!existsSync(`${DIST}/.vite/manifest.json`)) {
  throw new Error('size-limit: no build in dist/. Run `npm run build` first.');
}
const manifest = JSON.parse(readFileSync(`${DIST}/.vite/manifest.json`, 'utf8'));
const home = readFileSync(`${DIST}/index.html`, 'utf8');

const boot = /<script data-run="([^"]+)" data-preload="([^"]*)">/.exec(home);
if (!boot) throw new Error('size-limit: dist/index.html has no app boot script naming its modules');
const firstPage = `${boot[1]} ${boot[2]}`
  .split(' ')
  .filter(Boolean)
  .map((href) => `${DIST}${href}`);

/** A manifest entry's file and, recursively, its static imports' files. */
function filesOf(key, into = new Set(), from = manifest) {
  const entry = from[key];
  if (into.has(entry.file)) return into;
  into.add(entry.file);
  for (const imported of entry.imports ?? []) filesOf(imported, into, from);
  return into;
}

const entryFiles = filesOf('index.html');
const routes = Object.keys(manifest)
  .filter((key) => key.startsWith('src/routes/') && key.endsWith('?tsr-split=component'))
  .sort()
  .map((key) => ({
    name: `route ${key.slice('src/routes/'.length, -'.tsx?tsr-split=component'.length)}`,
    path: [...filesOf(key)].filter((file) => !entryFiles.has(file)).map((file) => `${DIST}/${file}`),
    limit: ROUTE_LIMIT,
  }));

const PORTAL_DIST = `${DIST}/portal`;
const PORTAL_FIRST_SCREEN_LIMIT = '150 KB';
if (!existsSync(`${PORTAL_DIST}/.vite/manifest.json`)) {
  throw new Error('size-limit: no portal build in dist/portal/. Run `npm run build` first.');
}
const portalManifest = JSON.parse(readFileSync(`${PORTAL_DIST}/.vite/manifest.json`, 'utf8'));
const portalEntry = Object.keys(portalManifest).find((key) => portalManifest[key].isEntry);
if (!portalEntry) throw new Error('size-limit: the portal manifest names no entry');
const portalFirstScreen = [...filesOf(portalEntry, new Set(), portalManifest)].map(
  (file) => `${PORTAL_DIST}/${file}`,
);

export default [
  { name: '/ before interaction', path: firstPage, limit: FIRST_PAGE_LIMIT },
  ...routes,
  { name: 'portal first screen', path: portalFirstScreen, limit: PORTAL_FIRST_SCREEN_LIMIT },
];
