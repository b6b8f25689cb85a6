// Every path of the mobile-menu machine (SPEC §2 "Header", §4 "Mobile menu") through the header.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { mobileMenuMachine } from '../../machines/mobile-menu.machine';
import { describePath, expectActorAt, modelPaths, trackTransitions } from './support/model';
import { nav, renderApp } from './support/render-app';

const paths = modelPaths(mobileMenuMachine);
const coverage = trackTransitions(mobileMenuMachine, import.meta.filename);

function expectMenu(state: AnyMachineSnapshot, event: EventObject, pathname: string) {
  const open = state.matches('open');
  const toggle = screen.getByRole('button', { name: open ? 'Close menu' : 'Open menu' });
  expect(toggle).toHaveAttribute('aria-expanded', String(open));
  expect(toggle).toHaveAttribute('aria-controls', 'site-nav');
  expect(nav()).toHaveAttribute('id', 'site-nav');
  expect(nav().classList.contains('site-nav--open')).toBe(open);
  // SPEC §2: the menu closes after a link is chosen, and the link still takes the visitor there.
  if (event.type === 'menu.linkChosen') expect(pathname).toBe('/user-guide');
}

describe('mobile menu machine, through the header', () => {
  for (const path of paths) {
    it(describePath(path), async () => {
      coverage.reset();
      const user = userEvent.setup();
      const { router } = await renderApp({ inspect: coverage.inspect });
      const actor = coverage.actor();
      for (const step of path.steps) {
        const event = step.event;
        if (event.type === 'menu.toggle') {
          await user.click(screen.getByRole('button', { name: /(Open|Close) menu/ }));
        } else if (event.type === 'menu.linkChosen') {
          await user.click(within(nav()).getByRole('link', { name: 'User Guide' }));
          await screen.findByRole('heading', { level: 1, name: 'User Guide' });
        } else if (event.type === 'menu.dismiss') {
          await user.keyboard('{Escape}');
        } else if (event.type !== 'xstate.init') {
          throw new Error(`No executor for ${event.type}`);
        }
        expectActorAt(actor, step.state);
        expectMenu(step.state, event, router.state.location.pathname);
      }
    });
  }

  it('takes every transition of the machine on some path', () => {
    expect(coverage.uncovered()).toEqual([]);
  });

  afterAll(() => coverage.report(paths.length));
});
