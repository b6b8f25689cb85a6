// Mobile menu (docs/requirements/marketing.md#header-and-footer): open or closed; it closes after a
// link is chosen, and on Escape.
import { setup } from 'xstate';

export type MobileMenuEvent =
  | { type: 'menu.toggle' }
  | { type: 'menu.linkChosen' }
  | { type: 'menu.dismiss' };

export const mobileMenuMachine = setup({
  types: { events: {} as MobileMenuEvent },
}).createMachine({
  id: 'mobileMenu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.toggle': 'open' },
    },
    open: {
      on: {
        'menu.toggle': 'closed',
        'menu.linkChosen': 'closed',
        'menu.dismiss': 'closed',
      },
    },
  },
});
