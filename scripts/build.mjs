// `npm run build`: the production build in dist/
// (docs/decisions/0009-prerendering-at-build-time.md).
//   1. vite build: the browser's JavaScript and CSS, hashed, with Vite's manifest;
//   2. vite build --ssr src/entry-server.tsx: the same app as a Node module, in dist-ssr/;
//   3. prerender every public page, the app shell and the 404 page (scripts/lib/prerender.mjs);
//   4. vite build --config vite.portal.config.ts: the school portal in dist/portal/
//      (docs/requirements/portal.md), after the steps above since the first one empties dist/;
//   5. brotli and gzip copies of every text file (scripts/lib/precompress.mjs).
// VITE_BUILD_TIME is when the build ran: the footer hydrates with its year on the school's clock.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { precompress } from './lib/precompress.mjs';
import { prerender } from './lib/prerender.mjs';
import { bin, exitCodeOf, forwardSignals, root, start } from './lib/processes.mjs';

const distDir = join(root, 'dist');
const ssrDir = join(root, 'dist-ssr');
const started = Date.now();
const children = [];
forwardSignals(children);
const env = {
  ...process.env,
  VITE_BUILD_TIME: String(started),
};

async function vite(args) {
  const child = start(bin('vite'), ['build', '--logLevel', process.env.BUILD_LOG_LEVEL || 'warn', ...args], {
    env,
  });
  children.push(child);
  const code = await exitCodeOf(child);
  if (code !== 0) {
    console.error(`build: vite build ${args.join(' ')} failed (exit code ${code})`);
    process.exit(code);
  }
}

await vite([]);
await vite(['--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, '--emptyOutDir']);
await prerender({ distDir, serverEntry: join(ssrDir, 'entry-server.js') });
await rm(ssrDir, { recursive: true, force: true });
await vite(['--config', 'vite.portal.config.ts']);
await precompress(distDir);
console.log(`build: dist/ ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
