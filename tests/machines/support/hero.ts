// Shared by the hero carousel's model-based tests: the slides as
// docs/requirements/marketing.md#hero-carousel describes them (the test's own oracle), the home
// page opened on a fake clock, and the browser signals the carousel listens to (the tab's
// visibility, the reduced-motion preference).
import { act, fireEvent } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { type RenderAppOptions, renderApp } from './render-app';

export const slides = [
  {
    title: 'Complete School & Coaching Management',
    primary: ['For Schools', '/school-management-system'],
    secondary: ['For Coaching Centres', '/coaching-management-system'],
  },
  {
    title: 'Student Management',
    primary: ['Explore Features', '#services'],
    secondary: ['Talk to Us', '#contact'],
  },
  {
    title: 'Faculty Platform',
    primary: ['Explore Features', '#services'],
    secondary: ['Talk to Us', '#contact'],
  },
  {
    title: 'Analytics & Reporting',
    primary: ['Explore Features', '#services'],
    secondary: ['About Shala', '#about'],
  },
  {
    title: 'Apps for Students and Teachers',
    primary: ['Register Free', '/register'],
    secondary: ['See All Features', '#services'],
  },
] as const;

const storeLinks = [
  ['Student app on the App Store', 'https://apps.apple.com/in/app/shala-student/id6745512301'],
  ['Student app on Google Play', 'https://play.google.com/store/apps/details?id=app.shala.student'],
  ['Teacher app on the App Store', 'https://apps.apple.com/in/app/shala-teacher/id6745512302'],
  ['Teacher app on Google Play', 'https://play.google.com/store/apps/details?id=app.shala.teacher'],
] as const;

// --- Browser signals -------------------------------------------------------------------------

let hidden = false;
let reducedMotion = false;
let motionListeners = new Set<(event: MediaQueryListEvent) => void>();

/** A tab that can be hidden and a reduced-motion preference that can change, on top of setup.ts's matchMedia. */
export function installBrowserSignals(options: { reducedMotion?: boolean } = {}): void {
  hidden = false;
  reducedMotion = options.reducedMotion ?? false;
  motionListeners = new Set();
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  const base = window.matchMedia;
  window.matchMedia = ((query: string) => {
    if (!query.includes('prefers-reduced-motion')) return base(query);
    return {
      get matches() {
        return reducedMotion;
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        motionListeners.add(listener),
      removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        motionListeners.delete(listener),
      dispatchEvent: () => true,
    };
  }) as typeof window.matchMedia;
}

export async function setTabHidden(value: boolean): Promise<void> {
  hidden = value;
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

export async function preferReducedMotion(): Promise<void> {
  reducedMotion = true;
  await act(async () => {
    for (const listener of motionListeners) listener({ matches: true } as MediaQueryListEvent);
  });
}

// --- The page ----------------------------------------------------------------------------------

/**
 * Opens / with the clock faked from the moment the hero mounts, so its 10 s and 300 ms run on the
 * test's clock (the router's own first load runs on the real one, at another path).
 */
export async function openHome(options: Omit<RenderAppOptions, 'path'>) {
  const rendered = await renderApp({ ...options, path: '/no-timers-here' });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await act(async () => {
    await rendered.router.navigate({ to: '/' });
  });
  return rendered;
}

// Plain selectors on the attributes the page sets: role queries over the whole page are slow.
export const carousel = () => document.querySelector('[aria-roledescription="carousel"]') as HTMLElement;
export const slidesArea = () => carousel().querySelector('.hero__slides') as HTMLElement;
const slideGroups = () => [...carousel().querySelectorAll('[aria-roledescription="slide"]')] as HTMLElement[];
export const toggle = () => carousel().querySelector('.hero__toggle') as HTMLButtonElement;
const indicators = () => [...carousel().querySelectorAll('.hero__indicators button')] as HTMLButtonElement[];
export const indicator = (index: number) => indicators()[index] as HTMLButtonElement;
export const progressBar = () => carousel().querySelector('[data-testid="hero-progress"]');

/** The link of the shown slide a keyboard user would reach first. */
export function linkInShownSlide(index: number): HTMLElement {
  return slideGroups()[index]?.querySelector('a') as HTMLElement;
}

const linksOf = (group: HTMLElement) =>
  [...group.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

/** Everything the hero shows for a state of the machine (marketing.md#hero-carousel). */
export function expectHero(
  state: AnyMachineSnapshot,
  cycle: number,
  previousBar: { element: Element | null; cycle: number },
) {
  const { index, target } = state.context as { index: number; target: number };
  const playing = state.matches({ autoplay: 'on' });
  const counting = state.matches({ slides: 'counting' });
  const fading = state.matches({ slides: 'fading' });

  expect(carousel()).toHaveAttribute('aria-label', 'Highlights');
  expect(document.querySelector('h1')).toHaveTextContent('Complete School and Coaching Management System');
  const groups = slideGroups();
  expect(groups).toHaveLength(5);
  slides.forEach((slide, position) => {
    const group = groups[position] as HTMLElement;
    const shown = position === index;
    expect(group.getAttribute('aria-label')).toBe(`${position + 1} of 5`);
    expect(group.hasAttribute('inert')).toBe(!shown);
    expect(group.getAttribute('aria-hidden')).toBe(shown ? null : 'true');
    expect(group.classList.contains('hero__slide--fading')).toBe(shown && fading);
    expect(group.querySelector('h2')).toHaveTextContent(slide.title);
    const button = indicator(position);
    expect(button.getAttribute('aria-label')).toBe(`Show slide ${position + 1}: ${slide.title}`);
    expect(button.getAttribute('aria-current')).toBe(position === target ? 'true' : null);
  });

  // The shown slide's buttons (internal routes as router links, sections as plain links), and on
  // the apps slide alone the four store buttons.
  const shownSlide = slides[index];
  if (!shownSlide) throw new Error(`No slide ${index}`);
  expect(linksOf(groups[index] as HTMLElement)).toEqual([
    [...shownSlide.primary],
    [...shownSlide.secondary],
    ...(index === 4 ? storeLinks.map(([name, href]) => [name, href]) : []),
  ]);

  expect(toggle()).toHaveAttribute('aria-label', playing ? 'Pause slideshow' : 'Play slideshow');
  expect(slidesArea().getAttribute('aria-live')).toBe(playing ? 'off' : 'polite');

  // The progress bar runs only while the 10 s run, and starts again with each period.
  const bar = progressBar();
  expect(bar !== null).toBe(counting);
  if (bar && previousBar.element) {
    if (cycle === previousBar.cycle) expect(bar).toBe(previousBar.element);
    else expect(bar).not.toBe(previousBar.element);
  }
  previousBar.element = bar;
  previousBar.cycle = cycle;
}

/** Plays one event of the hero model the way a visitor (or the browser) causes it. */
export async function playHeroEvent(event: {
  type: string;
  index?: number;
  reason?: string;
}): Promise<boolean> {
  switch (event.type) {
    case 'slide.select':
      await act(async () => fireEvent.click(indicator(event.index ?? 0)));
      return true;
    case 'slideshow.pause':
    case 'slideshow.play':
      await act(async () => fireEvent.click(toggle()));
      return true;
    case 'motion.reduce':
      await preferReducedMotion();
      return true;
    case 'hold.start':
    case 'hold.end': {
      const start = event.type === 'hold.start';
      if (event.reason === 'pointer') {
        await act(async () =>
          start ? fireEvent.mouseEnter(slidesArea()) : fireEvent.mouseLeave(slidesArea()),
        );
      } else if (event.reason === 'hidden') {
        await setTabHidden(start);
      } else if (start) {
        // Keyboard focus arrives on a link of the shown slide...
        const shown = slidesArea().querySelector('.hero__slide:not([inert]) a') as HTMLElement;
        await act(async () => shown.focus());
      } else {
        // ... and leaves the slides for the controls.
        await act(async () => toggle().focus());
      }
      return true;
    }
    default:
      return false;
  }
}
