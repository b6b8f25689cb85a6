// docs/requirements/marketing.md#analytics: events go through a global gtag-style function only
// when a site operator has installed one; without it nothing is sent anywhere.
type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

function gtag(): Gtag | undefined {
  const candidate = (globalThis as { gtag?: unknown }).gtag;
  return typeof candidate === 'function' ? (candidate as Gtag) : undefined;
}

export function trackPageView(pageTitle: string, pagePath: string): void {
  gtag()?.('event', 'page_view', { page_title: pageTitle, page_path: pagePath });
}

export function trackEvent(
  action: string,
  params: { category: string; label?: string; value?: number },
): void {
  gtag()?.('event', action, {
    event_category: params.category,
    event_label: params.label,
    value: params.value,
  });
}

export function trackSearch(searchTerm: string): void {
  gtag()?.('event', 'search', { search_term: searchTerm });
}

export interface VitalsMetric {
  name: string;
  id: string;
  value: number;
  delta: number;
  rating: string;
}

export function trackWebVital(metric: VitalsMetric): void {
  gtag()?.('event', metric.name, {
    event_category: 'Web Vitals',
    event_label: metric.id,
    // CLS is a small fraction: scale it so rounding keeps its meaning, as Google's guide does.
    value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    non_interaction: true,
  });
}

/**
 * Loads web-vitals only after the page is up, so it never delays the first paint, and only when
 * a site operator has installed gtag (its snippet defines it before the app's script runs):
 * without one the figures would go nowhere, and the 2 KB stay off the first page
 * (docs/decisions/0019-web-vitals-and-fid.md).
 */
export async function reportWebVitals(): Promise<void> {
  if (!gtag()) return;
  const [{ onCLS, onFCP, onINP, onLCP, onTTFB }, { onFID }] = await Promise.all([
    import('web-vitals'),
    import('./first-input-delay'),
  ]);
  for (const subscribe of [onCLS, onFCP, onFID, onINP, onLCP, onTTFB]) subscribe(trackWebVital);
}
