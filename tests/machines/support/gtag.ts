// The page reports to analytics through a global gtag: each test of the block gets the recording
// mock afresh, and tests outside the block never see it.
import { afterEach, beforeEach, type Mock } from 'vitest';

/** Call inside a describe block. */
export function installGtag(gtag: Mock): void {
  beforeEach(() => {
    (globalThis as { gtag?: unknown }).gtag = gtag;
    gtag.mockClear();
  });
  afterEach(() => {
    delete (globalThis as { gtag?: unknown }).gtag;
  });
}
