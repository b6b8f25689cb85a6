// Prerendered pages (docs/decisions/0009-prerendering-at-build-time.md) are hydrated: the browser's
// first render must produce exactly the markup the build wrote, or React throws the page away and
// renders it again (error #418). Values only the browser knows (the stored theme, today's date) are
// therefore read through useSyncExternalStore, whose server snapshot is used both at build time and
// during hydration; React re-renders with the browser's value straight after.
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/** False while prerendering and during hydration, true afterwards (and in a page React renders fresh). */
export function useHydrated(): boolean {
  return useAfterHydration(() => true, false);
}

/** `browserValue()` after hydration; `prerenderedValue` while prerendering and hydrating. */
export function useAfterHydration<T>(browserValue: () => T, prerenderedValue: T): T {
  return useSyncExternalStore(neverChanges, browserValue, () => prerenderedValue);
}
