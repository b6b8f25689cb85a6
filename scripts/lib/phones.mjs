// The phones every page figure is taken on. Lighthouse slows the CPU by a fixed factor (4), so the
// same build simulates a fast phone on a fast host and a slow one on a slow host; this machine's
// speed swings two-fold from run to run. Chrome DevTools calibrates instead: it names phones by
// Lighthouse's BenchmarkIndex and slows the host by (host index / phone index). We do the same,
// with the host's index measured in each run's own conditions (scripts/bench-web.mjs), and take
// every figure on Lighthouse's slow 4G (150 ms RTT, 1.6 Mbps).
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Chrome DevTools' CPU calibration presets. */
export const PHONES = [
  { id: 'mid-tier', name: 'mid-tier phone (Pixel 5 class)', benchmarkIndex: 1000 },
  { id: 'low-end', name: 'low-end phone (Moto G Power class)', benchmarkIndex: 264 },
];

/** Lighthouse's slow 4G: the simulated figures, and the equivalent applied to a real browser. */
export const NETWORK = throttling.mobileSlow4G;

/** The CPU slow-down that makes this host behave like `phone`, given the host's index now. */
export function multiplierFor(hostIndex, phone) {
  return Math.max(1, hostIndex / phone.benchmarkIndex);
}

/**
 * The host's BenchmarkIndex now, measured in `page` (a Playwright page on a blank document) with
 * the function Lighthouse itself runs at the start of every run: the median of `samples`.
 */
export async function hostBenchmarkIndex(page, samples = 3) {
  const values = [];
  for (let index = 0; index < samples; index++) {
    values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  }
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)];
}

/**
 * Chrome's own throttling (applied, not simulated) at the phone's level, for measurements
 * Lighthouse's simulation cannot make: when the app takes a page over.
 */
export async function throttleLike(cdp, multiplier) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK.requestLatencyMs,
    downloadThroughput: (NETWORK.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (NETWORK.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
}
