// Hero carousel (docs/requirements/marketing.md#hero-carousel: 5 slides, 10 s auto-advance,
// 300 ms fade): each slide shows for 10 s (the progress bar), then a 300 ms fade, then the next
// slide; after the last comes the first. An indicator shows its slide at once (with the fade).
// Beyond the requirements, as WCAG 2.2.2 asks: a pause control; no counting while the slides are
// hovered or hold focus or the tab is hidden; and no automatic advance for visitors who prefer
// reduced motion (they can still press play).
//
// Two regions: `autoplay` is what the visitor wants (on or off); `slides` is what the carousel
// does. Only `slides` runs timers, one at a time, so the fade and the 10 s never race.
import { and, assign, not, setup, stateIn } from 'xstate';

export type HoldReason = 'pointer' | 'focus' | 'hidden';

export interface HeroCarouselContext {
  count: number;
  /** The slide shown. */
  index: number;
  /** The slide a fade leads to (equal to `index` when not fading). */
  target: number;
  /** Why counting is suspended while autoplay is on: the pointer is over the slides, focus is in them, the tab is hidden. */
  holds: HoldReason[];
  /** Counts the starts of a 10 s period, so the view can restart its progress bar. */
  cycle: number;
}

export type HeroCarouselEvent =
  | { type: 'slide.select'; index: number }
  | { type: 'slideshow.pause' }
  | { type: 'slideshow.play' }
  | { type: 'motion.reduce' }
  | { type: 'hold.start'; reason: HoldReason }
  | { type: 'hold.end'; reason: HoldReason };

const mayAdvance = and([stateIn('#heroCarousel.autoplay.on'), 'isUnheld']);

export const heroCarouselMachine = setup({
  types: {
    context: {} as HeroCarouselContext,
    events: {} as HeroCarouselEvent,
    input: {} as { count: number },
  },
  actions: {
    aimAtNext: assign({ target: ({ context }) => (context.index + 1) % context.count }),
    aimAtSelected: assign({
      target: ({ context, event }) => (event.type === 'slide.select' ? event.index : context.target),
    }),
    showTarget: assign({ index: ({ context }) => context.target }),
    restartProgress: assign({ cycle: ({ context }) => context.cycle + 1 }),
    addHold: assign({
      holds: ({ context, event }) =>
        event.type === 'hold.start' && !context.holds.includes(event.reason)
          ? [...context.holds, event.reason].sort()
          : context.holds,
    }),
    removeHold: assign({
      holds: ({ context, event }) =>
        event.type === 'hold.end' ? context.holds.filter((reason) => reason !== event.reason) : context.holds,
    }),
  },
  guards: {
    isUnheld: ({ context }) => context.holds.length === 0,
    isSlide: ({ context, event }) =>
      event.type === 'slide.select' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.count,
    isOtherSlide: ({ context, event }) =>
      event.type === 'slide.select' &&
      event.index !== context.index &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.count,
  },
  delays: {
    autoAdvance: 10_000,
    fade: 300,
  },
}).createMachine({
  id: 'heroCarousel',
  context: ({ input }) => ({ count: input.count, index: 0, target: 0, holds: [], cycle: 0 }),
  type: 'parallel',
  on: {
    'hold.start': { actions: 'addHold' },
    'hold.end': { actions: 'removeHold' },
  },
  states: {
    autoplay: {
      initial: 'on',
      states: {
        on: { on: { 'slideshow.pause': 'off', 'motion.reduce': 'off' } },
        off: { on: { 'slideshow.play': 'on' } },
      },
    },
    slides: {
      initial: 'still',
      on: {
        'slide.select': { guard: 'isOtherSlide', target: '.fading', actions: 'aimAtSelected' },
      },
      states: {
        // A slide shows and no time runs: autoplay is off, or something holds the carousel.
        still: {
          always: { guard: mayAdvance, target: 'counting' },
        },
        // A slide shows and its 10 s run (the progress bar).
        counting: {
          entry: 'restartProgress',
          always: { guard: not(mayAdvance), target: 'still' },
          after: { autoAdvance: { target: 'fading', actions: 'aimAtNext' } },
        },
        // The fade flag (marketing.md#hero-carousel): 300 ms before the slide changes. Another
        // indicator chosen meanwhile becomes the slide the fade leads to.
        fading: {
          on: {
            'slide.select': { guard: 'isSlide', actions: 'aimAtSelected' },
          },
          after: { fade: { target: 'still', actions: 'showTarget' } },
        },
      },
    },
  },
});
