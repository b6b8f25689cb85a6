import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs beside Vite in `npm run dev` (scripts/dev.mjs starts it on DEV_API_PORT).
const apiPort = process.env.DEV_API_PORT ?? '3001';

export default defineConfig(({ isSsrBuild }) => ({
  // The layers' import names (@common/…, @portal/…): tsconfig.base.json's paths, through each
  // file's nearest tsconfig.json (the site's, src/portal's or tests/machines/portal's).
  resolve: { tsconfigPaths: true },
  plugins: [
    // The router plugin must come before React's so it can split route files first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
  ],
  server: {
    proxy: { '/prod/v1': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  build: {
    // The prerender (scripts/lib/prerender.mjs) reads the manifest to find each page's chunks.
    manifest: !isSsrBuild,
    sourcemap: false,
    // The SSR build is only the prerenderer's module: public/ belongs to the browser's build.
    copyPublicDir: !isSsrBuild,
    // Every browser we support has <link rel="modulepreload">; the polyfill would cost every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The libraries every page needs, in one chunk: one request and one brotli stream instead
        // of seven small ones, and a cache entry that survives deploys that change only app code.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // Also the language plumbing every page runs and most lazy chunks import: left to
              // itself it becomes a small chunk of its own, a request and a brotli stream more.
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|xstate|@xstate|use-sync-external-store)[\\/]|[\\/](common[\\/]languages|src[\\/]i18n[\\/](use-language|catalogues))\.ts$/,
            },
          ],
        },
      },
    },
  },
}));
