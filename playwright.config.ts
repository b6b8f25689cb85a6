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
  // One browser and one server at a time. The tests mostly wait (slow-4G emulation, timers, mail:
  // 764 s of wall time for 262 s of CPU in one run), but two workers made the timing tests fail
  // (layout shifts counted outside the click's input window, an accessibility pass past 30 s).
  workers: 1,
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
