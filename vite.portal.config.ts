import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const fromRepo = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// `npm run dev:portal` serves this app with hot reload beside `npm run dev`'s API (DEV_API_PORT):
// the proxy keeps the browser's Host header (`<code>.localhost:5174`), which names the school.
const apiPort = process.env.DEV_API_PORT ?? '3001';

// The school portal: a second single-page app with its own entry, route tree and budget
// (docs/requirements/portal.md). The server serves dist/portal/ on every tenant's address, so the
// marketing build (which empties dist/) must run first: scripts/build.mjs runs this one after it.
export default defineConfig({
  root: 'src/portal',
  base: '/',
  // The portal's own unhashed files (the guardians' web app manifest and its icons), copied as
  // they are; public/ at the top holds the marketing site's, none of which belong to the portal.
  publicDir: fromRepo('./src/portal/public'),
  // The layers' import names (@common/…, @portal/…): tsconfig.base.json's paths, through each
  // file's nearest tsconfig.json (the site's, src/portal's or tests/machines/portal's).
  resolve: { tsconfigPaths: true },
  plugins: [
    // The router plugin must come before React's so it can split route files first. Its paths
    // would be read from `root`: absolute ones name the folders wherever the build is started.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromRepo('./src/portal/routes'),
      generatedRouteTree: fromRepo('./src/portal/route-tree.gen.ts'),
      quoteStyle: 'single',
    }),
    react(),
    // The service worker (src/portal/sw.ts, docs/decisions/0026-offline-portal.md): our own file,
    // built with the precache list injected; registered by src/portal/lib/service-worker.ts, so
    // the plugin adds no script and no web manifest to index.html.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        // Not the Devanagari font (104 KB, only a Hindi reader downloads it, on demand): offline,
        // Hindi falls back to the device's own Devanagari font, which every Android phone has.
        // The server answers the shell only at page addresses, never at /index.html.
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, url: '/' } : entry)),
            warnings: [],
          }),
        ],
      },
    }),
  ],
  server: {
    proxy: { '/prod/v1': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  build: {
    outDir: '../../dist/portal',
    emptyOutDir: true,
    // .size-limit.mjs reads the entry and its static imports from the manifest.
    manifest: true,
    sourcemap: false,
    // Every browser we support has <link rel="modulepreload">; the polyfill would cost every page.
    modulePreload: { polyfill: false },
  },
});
