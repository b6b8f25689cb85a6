import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two sides: the browser side (machines driven through real views, in jsdom) and the API
// (Fastify through app.inject, in Node). `npm run test:machines` / `npm run test:server` run one.

/** Server test files that use vi.mock: they run isolated (the `server-mocking` project). */
const MOCKING_SERVER_TESTS = ['tests/server/passwords.test.ts'];
export default defineConfig({
  // The layers' import names (@common/…, @portal/…): tsconfig.base.json's paths, through each
  // file's nearest tsconfig.json (the site's, src/portal's or tests/machines/portal's).
  resolve: { tsconfigPaths: true },
  test: {
    // Three workers on CI's two cores: vitest's default there is one (cores - 1), which left the
    // second core idle (about 20 minutes of CI); with two, the cores still idled about a sixth of
    // the time while server tests waited on the servers and databases they start. The server tests
    // are parallel-safe: each file has its own data directory or PostgreSQL schema.
    maxWorkers: 3,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'machines',
          environment: 'jsdom',
          include: ['tests/machines/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/machines/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          exclude: [...MOCKING_SERVER_TESTS],
          // One worker runs many files and keeps the modules they import: importing the server's
          // graph again for every file was a fifth of the time, and the schemas compile once
          // (server/plugins/serialization.ts). Ten files took 44 s instead of 79 s. Each file
          // still opens its own databases and apps; none changes process.env or globals.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // A file that replaces a module with vi.mock gets a worker of its own, so no other file
        // sees the replacement.
        test: {
          name: 'server-mocking',
          environment: 'node',
          include: [...MOCKING_SERVER_TESTS],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
