import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs beside Vite in `npm run dev` (scripts/dev.mjs starts it on DEV_API_PORT).
const apiPort = process.env.DEV_API_PORT ?? '3001';

export default defineConfig({
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
    manifest: true,
    sourcemap: false,
  },
});
