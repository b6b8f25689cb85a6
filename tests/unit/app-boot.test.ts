// The app boot script (src/lib/app-boot.ts) as the browser runs it: inline, from a <script> that
// lists the modules to run and to preload, with nothing requested before the first contentful
// paint. jsdom loads no module and paints nothing: a test reports the paint (through a stand-in
// PerformanceObserver) and fires a script's load event where the browser would.

import { appBootScript, FIRST_PAINT_LIMIT_MS } from '@site/lib/app-boot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const RUN = ['/assets/rolldown-runtime-Aa00.js', '/assets/framework-Cd34.js', '/assets/index-Ab12.js'];
const ROUTE_CHUNKS = ['/assets/routes-Ef56.js', '/assets/email-Gh78.js'];

/** Runs the script as the prerendered page does; `document.currentScript` is its tag. */
function runBootScript(run = RUN.join(' '), preload = ROUTE_CHUNKS.join(' ')) {
  const tag = document.createElement('script');
  tag.dataset.run = run;
  tag.dataset.preload = preload;
  document.body.append(tag);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
  new Function(appBootScript)();
}

const moduleScripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) =>
    script.getAttribute('src'),
  );
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
/** The module script added last has run: the browser fires its load event. */
const finishLastScript = () => {
  const scripts = document.head.querySelectorAll('script[type="module"]');
  scripts[scripts.length - 1]?.dispatchEvent(new Event('load'));
};

type PaintName = 'first-paint' | 'first-contentful-paint';

/**
 * A PerformanceObserver that supports 'paint' entries: the test reports paints, and an observer
 * that asks for buffered entries gets those reported before it (in a later microtask, as a browser
 * delivers them in a later task).
 */
function stubPaintTiming() {
  const painted: PaintName[] = [];
  const observers = new Set<FakeObserver>();
  const entriesOf = (names: PaintName[]) =>
    ({
      getEntriesByName: (wanted: string) => names.filter((name) => name === wanted).map((name) => ({ name })),
    }) as unknown as PerformanceObserverEntryList;
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'longtask'];
    constructor(readonly callback: PerformanceObserverCallback) {}
    observe({ type, buffered }: PerformanceObserverInit) {
      expect(type).toBe('paint');
      observers.add(this);
      if (buffered && painted.length > 0) {
        const entries = entriesOf([...painted]);
        queueMicrotask(() => this.callback(entries, this as unknown as PerformanceObserver));
      }
    }
    disconnect() {
      observers.delete(this);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint(name: PaintName) {
      painted.push(name);
      for (const observer of [...observers]) {
        observer.callback(entriesOf([name]), observer as unknown as PerformanceObserver);
      }
    },
  };
}

describe('the app boot script', () => {
  let frames: FrameRequestCallback[];
  const nextFrame = async () => {
    for (const callback of frames.splice(0)) callback(performance.now());
    await vi.advanceTimersByTimeAsync(1);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('requests nothing until the first contentful paint, then every module at once', async () => {
    const browser = stubPaintTiming();
    runBootScript();
    await nextFrame();
    await nextFrame();
    await nextFrame();
    browser.paint('first-paint');
    expect(preloads(), 'frames and a first (background) paint are not enough').toEqual([]);
    expect(moduleScripts()).toEqual([]);

    browser.paint('first-contentful-paint');
    expect(preloads(), 'the modules to run and the route chunks, fetched together').toEqual([
      ...RUN,
      ...ROUTE_CHUNKS,
    ]);
    expect(moduleScripts()).toEqual([RUN[0]]);
    // Same credentials mode as the preloads, so the browser reuses what they fetched.
    expect(document.head.querySelector('script')?.getAttribute('crossorigin')).toBe('');
    expect(document.head.querySelector('link')?.getAttribute('crossorigin')).toBe('');

    await vi.advanceTimersByTimeAsync(FIRST_PAINT_LIMIT_MS);
    expect(preloads(), 'loaded once: the time limit does not load again').toHaveLength(5);
  });

  it('loads when the page was painted before the script ran (a buffered entry)', async () => {
    stubPaintTiming().paint('first-contentful-paint');
    runBootScript();
    await Promise.resolve();
    expect(moduleScripts()).toEqual([RUN[0]]);
  });

  it('runs the listed modules one at a time, in order, the entry last', () => {
    const browser = stubPaintTiming();
    runBootScript();
    browser.paint('first-contentful-paint');
    expect(moduleScripts()).toEqual(RUN.slice(0, 1));
    finishLastScript();
    expect(moduleScripts()).toEqual(RUN.slice(0, 2));
    finishLastScript();
    expect(moduleScripts()).toEqual(RUN);
    finishLastScript();
    expect(moduleScripts(), 'each once, and nothing after the entry').toEqual(RUN);
    expect(preloads().slice(RUN.length), 'route chunks are preloaded, not run').toEqual(ROUTE_CHUNKS);
  });

  it('loads after the time limit if the browser never reports a paint', async () => {
    stubPaintTiming();
    runBootScript();
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_LIMIT_MS - 1);
    expect(moduleScripts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(moduleScripts()).toEqual([RUN[0]]);
  });

  it('without Paint Timing, waits two frames', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    runBootScript();
    await nextFrame();
    expect(moduleScripts()).toEqual([]);
    await nextFrame();
    expect(moduleScripts()).toEqual([RUN[0]]);
  });

  it('loads at once in a background tab, which paints nothing until it is shown', () => {
    stubPaintTiming();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runBootScript();
    expect(moduleScripts()).toEqual([RUN[0]]);
    expect(preloads()).toEqual([...RUN, ...ROUTE_CHUNKS]);
  });

  it('runs just the entry when a page lists nothing else', () => {
    const browser = stubPaintTiming();
    runBootScript(RUN[2], '');
    browser.paint('first-contentful-paint');
    expect(preloads()).toEqual([RUN[2]]);
    expect(moduleScripts()).toEqual([RUN[2]]);
  });
});
