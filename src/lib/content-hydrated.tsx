// React hydrates a prerendered page's content after its header: the router's root Outlet is a
// Suspense boundary, whose content React hydrates in a later, low-priority pass (17 ms later on a
// desktop, some hundreds of milliseconds on a slow phone). A navigation in between (a header link,
// the language switch) would change the router's state under content React has not hydrated yet:
// React then hydrates the old page against the new state, fails (TanStack Router reads a match that
// is gone; a Hindi page hydrated with English words), reports the error and renders the content
// again from scratch. Navigations therefore wait for the content
// (docs/decisions/0010-paint-first-and-early-clicks.md).
import type { AnyRouter } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';

let markHydrated = () => {};
const contentHydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

function Mark() {
  useEffect(markHydrated, []);
  return null;
}

/**
 * Rendered beside the router's Outlet: a Suspense boundary of its own, which React hydrates in the
 * same pass as the content's, so its effect runs once the content is hydrated.
 */
export function ContentHydratedMark() {
  return (
    <Suspense fallback={null}>
      <Mark />
    </Suspense>
  );
}

/** Holds the router's navigations from now until the page's content is hydrated, then lets them go. */
export function holdNavigationsUntilContentHydrated(router: AnyRouter): void {
  const release = router.history.block({
    blockerFn: () => contentHydrated.then(() => false),
    enableBeforeUnload: false,
  });
  void contentHydrated.then(release);
}
