import type { VitalsMetric } from './analytics';

// First Input Delay, reported in the web-vitals shape. The analytics contract lists FID beside CLS,
// FCP, LCP and TTFB; web-vitals dropped it in 5.0 (INP replaced it as a Core Web Vital), so this
// reads the browser's own `first-input` entry instead. Loaded with web-vitals, after the page is
// up, so none of it weighs on the first page.

/** web-vitals' FID thresholds: good up to 100 ms, poor above 300 ms. */
const GOOD_MS = 100;
const POOR_MS = 300;

export function rateFirstInputDelay(delayMs: number): string {
  if (delayMs <= GOOD_MS) return 'good';
  return delayMs <= POOR_MS ? 'needs-improvement' : 'poor';
}

/** Calls `report` once, with the page's first input, in browsers that expose `first-input`. */
export function onFID(report: (metric: VitalsMetric) => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('first-input')) return;
  const observer = new PerformanceObserver((list) => {
    const entry = list.getEntries()[0] as PerformanceEventTiming | undefined;
    if (!entry) return;
    observer.disconnect();
    const value = entry.processingStart - entry.startTime;
    report({
      name: 'FID',
      id: `v6-fid-${Math.round(entry.startTime)}`,
      value,
      delta: value,
      rating: rateFirstInputDelay(value),
    });
  });
  observer.observe({ type: 'first-input', buffered: true });
}
