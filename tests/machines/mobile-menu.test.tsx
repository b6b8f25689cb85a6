// Every path of the mobile-menu machine (docs/requirements/marketing.md#header-and-footer) through
// the header.

import { mobileMenuMachine } from '@machines/mobile-menu.machine';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { testModelPaths } from './support/model';
import { nav, renderApp } from './support/render-app';

function expectMenu(state: AnyMachineSnapshot, event: EventObject, pathname: string) {
  const open = state.matches('open');
  const toggle = screen.getByRole('button', { name: open ? 'Close menu' : 'Open menu' });
  expect(toggle).toHaveAttribute('aria-expanded', String(open));
  expect(toggle).toHaveAttribute('aria-controls', 'site-nav');
  expect(nav()).toHaveAttribute('id', 'site-nav');
  expect(nav().classList.contains('site-nav--open')).toBe(open);
  // marketing.md#header-and-footer: the menu closes after a link is chosen, and the link still
  // takes the visitor there.
  if (event.type === 'menu.linkChosen') expect(pathname).toBe('/user-guide');
}

describe('mobile menu machine, through the header', () => {
  testModelPaths({
    machine: mobileMenuMachine,
    file: import.meta.filename,
    async open({ inspect }) {
      const user = userEvent.setup();
      const { router } = await renderApp({ inspect });
      return { user, router };
    },
    on: {
      'menu.toggle': (_, { user }) => user.click(screen.getByRole('button', { name: /(Open|Close) menu/ })),
      'menu.linkChosen': async (_, { user }) => {
        await user.click(within(nav()).getByRole('link', { name: 'User Guide' }));
        await screen.findByRole('heading', { level: 1, name: 'User Guide' });
      },
      'menu.dismiss': (_, { user }) => user.keyboard('{Escape}'),
    },
    expect: (state, { router }, { event }) => expectMenu(state, event, router.state.location.pathname),
  });
});
