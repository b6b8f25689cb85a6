// Developers watch the app's actors in the Stately inspector: `?inspect` in the URL or
// VITE_XSTATE_INSPECT=1, in development builds only (the import is dropped from production).
import { createContext, useContext } from 'react';
import type { InspectionEvent, Observer } from 'xstate';

export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

export const InspectContext = createContext<Inspect | undefined>(undefined);

/** Options for page-local actors so they show up in the inspector (and in path coverage in tests). */
export function useActorOptions(): { inspect?: Inspect } {
  const inspect = useContext(InspectContext);
  return inspect ? { inspect } : {};
}

export async function createDevInspector(): Promise<Inspect | undefined> {
  if (!import.meta.env.DEV) return undefined;
  const wanted =
    new URLSearchParams(window.location.search).has('inspect') || import.meta.env.VITE_XSTATE_INSPECT === '1';
  if (!wanted) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}
