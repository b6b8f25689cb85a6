// Every path of the hero carousel machine (docs/requirements/marketing.md#hero-carousel: 5 slides,
// 10 s, 300 ms fade; WCAG 2.2.2's pause, holds and reduced motion), driving the real hero of / on
// a fake clock. Two models of one machine: the rotation (which slide, wrap-around, indicators)
// and the controls (pause and play, hover, focus, a hidden tab, reduced motion).

import { heroCarouselMachine } from '@machines/hero-carousel.machine';
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import {
  carousel,
  expectHero,
  indicator,
  installBrowserSignals,
  linkInShownSlide,
  openHome,
  playHeroEvent,
  progressBar,
  setTabHidden,
  slidesArea,
  toggle,
} from './support/hero';
import { type ModelRun, testModelPaths } from './support/model';

const input = { count: 5 };
const none: Array<Record<string, unknown>> = [];

const autoAdvance = 'xstate.after.autoAdvance.heroCarousel.slides.counting';
const holds = (...reasons: string[]) => reasons.map((reason) => ({ reason, label: reason }));
// The view shows the slide, the slide a fade leads to, and (through what happens next) the holds.
const viewContext = (s: AnyMachineSnapshot) => ({
  index: s.context.index,
  target: s.context.target,
  holds: s.context.holds,
});

// One machine, several models: the rotation on the clock alone; the controls with the pointer;
// and focus and a hidden tab each on their own (the machine treats every hold alike, the view
// wires each one differently). Every model's state carries what the view shows, so each path's
// expected page is the page that path produces.
const models: ModelRun[] = [
  {
    name: 'rotation',
    input,
    eventCases: {
      'slide.select': [{ index: 0, label: 'slide 1' }],
      'slideshow.pause': none,
      'slideshow.play': none,
      'motion.reduce': none,
      'hold.start': none,
      'hold.end': none,
    },
  },
  {
    name: 'pause, play and the pointer',
    input,
    eventCases: {
      [autoAdvance]: none,
      'slide.select': [{ index: 2, label: 'slide 3' }],
      'hold.start': holds('pointer'),
      'hold.end': holds('pointer'),
    },
  },
  ...(['focus', 'hidden'] as const).map((reason) => ({
    name: `${reason === 'focus' ? 'keyboard focus' : 'a hidden tab'}`,
    input,
    eventCases: {
      [autoAdvance]: none,
      'slide.select': none,
      'hold.start': holds(reason),
      'hold.end': holds(reason),
    },
  })),
];

describe('hero carousel machine, through the hero of /', () => {
  beforeEach(() => installBrowserSignals());

  const cycle = (actor: AnyActorRef) => (actor.getSnapshot() as AnyMachineSnapshot).context.cycle as number;
  const play = (event: never) => playHeroEvent(event);
  testModelPaths({
    machine: heroCarouselMachine,
    file: import.meta.filename,
    runs: models,
    viewContext,
    async open({ inspect }) {
      await openHome({ inspect });
      // Nothing to do at the start: the hero is already counting.
      return { element: null as Element | null, cycle: -1 };
    },
    on: {
      'slide.select': play,
      'slideshow.pause': play,
      'slideshow.play': play,
      'motion.reduce': play,
      'hold.start': play,
      'hold.end': play,
    },
    builtIn: (bar, { actor }) => {
      const before = actor.getSnapshot() as AnyMachineSnapshot;
      const beforeCycle = cycle(actor);
      // One millisecond early, nothing has changed yet.
      return { beforeDelayEnds: () => expectHero(before, beforeCycle, bar) };
    },
    expect: (state, bar, { actor }) => {
      expect((actor.getSnapshot() as AnyMachineSnapshot).context.holds).toEqual(state.context.holds);
      expectHero(state, cycle(actor), bar);
    },
  });

  it('wraps to the first slide after the fifth, 10.3 s per slide, with no visitor in the way', async () => {
    await openHome({});
    for (const position of [1, 2, 3, 4, 0]) {
      await act(async () => {
        vi.advanceTimersByTime(10_000);
      });
      expect(carousel().querySelector('.hero__slide--fading')).not.toBeNull();
      await act(async () => {
        vi.advanceTimersByTime(300);
      });
      expect(indicator(position)).toHaveAttribute('aria-current', 'true');
      expect(slidesArea().querySelector('.hero__slide:not([inert])')).toHaveAttribute(
        'aria-label',
        `${position + 1} of 5`,
      );
    }
  });

  it('keeps still while two things hold it, and counts again only when both have let go', async () => {
    await openHome({});
    await act(async () => linkInShownSlide(0).focus());
    await setTabHidden(true);
    await act(async () => toggle().focus());
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(progressBar()).toBeNull();
    expect(indicator(0)).toHaveAttribute('aria-current', 'true');
    await setTabHidden(false);
    expect(progressBar()).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(10_300);
    });
    expect(indicator(1)).toHaveAttribute('aria-current', 'true');
  });

  it('does not move on its own for a visitor who prefers reduced motion, unless they press play', async () => {
    installBrowserSignals({ reducedMotion: true });
    await openHome({});
    expect(toggle()).toHaveAttribute('aria-label', 'Play slideshow');
    expect(progressBar()).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(indicator(0)).toHaveAttribute('aria-current', 'true');
    await playHeroEvent({ type: 'slideshow.play' });
    expect(toggle()).toHaveAttribute('aria-label', 'Pause slideshow');
    await act(async () => {
      vi.advanceTimersByTime(10_300);
    });
    expect(indicator(1)).toHaveAttribute('aria-current', 'true');
    expect(slidesArea().querySelector('.hero__slide:not([inert]) h2')).toHaveTextContent(
      'Student Management',
    );
  });
});
