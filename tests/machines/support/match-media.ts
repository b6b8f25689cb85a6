// jsdom has no matchMedia; this one lets a test play the system switching colour schemes.
type Listener = (event: MediaQueryListEvent) => void;

let listeners = new Set<Listener>();
let matches = false;

export function installMatchMedia(prefersDark: boolean): void {
  listeners = new Set();
  matches = prefersDark;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('dark') ? matches : false;
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
    addListener: (listener: Listener) => listeners.add(listener),
    removeListener: (listener: Listener) => listeners.delete(listener),
    dispatchEvent: () => true,
  })) as unknown as typeof window.matchMedia;
}

/** The operating system switches to (or from) a dark colour scheme. */
export function changeSystemScheme(prefersDark: boolean): void {
  matches = prefersDark;
  for (const listener of listeners) listener({ matches: prefersDark } as MediaQueryListEvent);
}
