// Every path of the chunk-load machine (docs/requirements/marketing.md#error-pages, 120 s
// time-out): the page shows until the route's code fails or takes longer than the time-out, then a
// reload offer.

import { chunkLoadMachine } from '@machines/chunk-load.machine';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { type ModelStep, testModelPaths } from './support/model';
import { renderApp } from './support/render-app';

function expectPage(state: AnyMachineSnapshot, reloads: number, expectedReloads: number) {
  if (state.matches('failed')) {
    expect(screen.getByRole('heading', { level: 1, name: 'Loading chunk page failed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { level: 1, name: 'Complete School and Coaching Management System' }),
    ).toBeNull();
  } else {
    expect(
      screen.getByRole('heading', { level: 1, name: 'Complete School and Coaching Management System' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload the page' })).toBeNull();
  }
  expect(reloads).toBe(expectedReloads);
}

describe('chunk-load machine, through the page frame', () => {
  // The router reports navigations and Vite reports failed preloads: the test plays them.
  const play = (event: never, _: unknown, { actor }: ModelStep) => act(async () => actor.send(event));
  testModelPaths({
    machine: chunkLoadMachine,
    file: import.meta.filename,
    async open({ inspect }) {
      const page = { reloads: 0, expectedReloads: 0 };
      await renderApp({ inspect, reloadPage: () => page.reloads++ });
      // The first navigation has finished by now: the machine waits in idle like the model.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      return page;
    },
    on: {
      'page.reload': async (_, page) => {
        // fireEvent: user-event's own timers would wait on the fake clock.
        await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reload the page' })));
        page.expectedReloads++;
      },
      'navigation.start': play,
      'navigation.end': play,
      'chunk.failed': play,
    },
    // One millisecond before the time-out the page is still there.
    builtIn: () => ({
      beforeDelayEnds: () => expect(screen.queryByRole('button', { name: 'Reload the page' })).toBeNull(),
    }),
    expect: (state, page) => expectPage(state, page.reloads, page.expectedReloads),
  });
});

describe('a failed load between navigations', () => {
  it("is not the page's: the API code a form loads on its first send fails in the form, the page stays", async () => {
    await renderApp();
    // What Vite reports when a module it loads on demand (src/api/on-demand.ts) cannot be fetched.
    await act(async () => window.dispatchEvent(new Event('vite:preloadError')));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Complete School and Coaching Management System' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload the page' })).toBeNull();
  });
});
