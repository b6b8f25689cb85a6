import { defineConfig } from '@playwright/test';
import { SCHOOL_TIME_ZONE } from './common/school-clock';
import { chromePath, chromiumFlags } from './scripts/lib/chromium.mjs';

// Debian's Chromium: Playwright's own browser download is impossible on these machines.
// scripts/e2e.mjs checks the browser exists and builds dist/ first; tests/e2e/fixtures.ts starts
// the production server on a free port for each worker and points baseURL at it.

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  // Two workers, each with its own server and browser: the tests mostly wait (slow-4G emulation,
  // timers, mail), so one worker kept the 2-core machine about a third busy (764 s of wall time
  // for 2 × 262 s of CPU in one run).
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is a bug to fix, not to retry away.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromePath,
      args: [...chromiumFlags],
    },
    viewport: { width: 1280, height: 720 },
    colorScheme: 'light',
    locale: 'en-IN',
    timezoneId: SCHOOL_TIME_ZONE,
    serviceWorkers: 'block',
    // A trace records every step of every test to keep it only on failure: about a fifth of the
    // browser tests' CPU. CI shows its output, never the files, so CI records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
