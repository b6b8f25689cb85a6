// FAQ accordion (docs/requirements/marketing.md#faq): one item open at a time, the first
// open initially; choosing the open item closes it, choosing another opens that one instead.
import { assign, setup } from 'xstate';

export interface FaqAccordionContext {
  /** The open item's id; null while every item is closed. */
  openId: string | null;
}

export type FaqAccordionEvent = { type: 'item.toggle'; id: string };

export const faqAccordionMachine = setup({
  types: {
    context: {} as FaqAccordionContext,
    events: {} as FaqAccordionEvent,
    /** The page's item ids in order (marketing.md#faq: three); the first one starts open. */
    input: {} as { itemIds: readonly [string, ...string[]] },
  },
  guards: {
    isOpenItem: ({ context, event }) => context.openId === event.id,
  },
}).createMachine({
  id: 'faqAccordion',
  context: ({ input }) => ({ openId: input.itemIds[0] }),
  initial: 'open',
  states: {
    open: {
      on: {
        'item.toggle': [
          { guard: 'isOpenItem', target: 'closed', actions: assign({ openId: null }) },
          { actions: assign({ openId: ({ event }) => event.id }) },
        ],
      },
    },
    closed: {
      on: { 'item.toggle': { target: 'open', actions: assign({ openId: ({ event }) => event.id }) } },
    },
  },
});
