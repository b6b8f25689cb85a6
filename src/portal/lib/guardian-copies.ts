// The last answers a guardian's phone loaded (docs/requirements/guardians.md#an-installable-app):
// their children, each child's month of attendance and results, kept on the device so the app
// opened without a connection still shows what it showed last. Under `shala.portal.guardian.copies`
// in this origin's localStorage, by the call's path, the newest 24 at most; emptied at sign-out
// (guardian-session-store.ts), because a shared phone's next user must not see them.

export const GUARDIAN_COPIES_KEY = 'shala.portal.guardian.copies';
const MOST = 24;

type Copies = Record<string, { at: number; body: unknown }>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(): Copies {
  try {
    const value = JSON.parse(storage()?.getItem(GUARDIAN_COPIES_KEY) ?? '{}') as unknown;
    return typeof value === 'object' && value !== null ? (value as Copies) : {};
  } catch {
    return {};
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** When the copy the page shows now was loaded (null: the page shows the server's answers). */
let showing: number | null = null;

function show(at: number | null): void {
  if (at === showing) return;
  showing = at;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: whether (and from when) the page shows a copy instead of an answer. */
export function subscribeToCopies(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const shownCopyAt = (): number | null => showing;

/** A live answer: kept, and the page is no longer showing copies. */
export function keepCopy(path: string, body: unknown, at = Date.now()): void {
  show(null);
  const copies = { ...read(), [path]: { at, body } };
  const newest = Object.entries(copies)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MOST);
  try {
    storage()?.setItem(GUARDIAN_COPIES_KEY, JSON.stringify(Object.fromEntries(newest)));
  } catch {
    // A full storage keeps the older copies: the app still works online.
  }
}

/** The copy of `path`, if the phone has one; the page then says it shows a copy. */
export function copyOf<T>(path: string): T | undefined {
  const copy = read()[path];
  if (copy) show(copy.at);
  return copy?.body as T | undefined;
}

export function clearCopies(): void {
  show(null);
  storage()?.removeItem(GUARDIAN_COPIES_KEY);
}
