// Every path of the chunk-load machine (SPEC §8 code-chunk failure, §9 120 s time-out): the
// page shows until the route's code fails or takes longer than the time-out, then a reload offer.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { chunkLoadMachine } from '../../machines/chunk-load.machine';
import { describePath, execBuiltIn, expectActorAt, modelPaths, trackTransitions } from './support/model';
import { renderApp } from './support/render-app';

const paths = modelPaths(chunkLoadMachine);
const coverage = trackTransitions(chunkLoadMachine, import.meta.filename);

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
  for (const path of paths) {
    it(describePath(path), async () => {
      coverage.reset();
      let reloads = 0;
      let expectedReloads = 0;
      await renderApp({ inspect: coverage.inspect, reloadPage: () => reloads++ });
      const actor = coverage.actor();
      // The first navigation has finished by now: the machine waits in idle like the model.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      for (const step of path.steps) {
        const event = step.event;
        if (event.type === 'page.reload') {
          // fireEvent: user-event's own timers would wait on the fake clock.
          await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reload the page' })));
          expectedReloads++;
        } else if (
          event.type === 'navigation.start' ||
          event.type === 'navigation.end' ||
          event.type === 'chunk.failed'
        ) {
          // The router reports navigations and Vite reports failed preloads; the test plays them.
          await act(async () => actor.send(event));
        } else if (event.type !== 'xstate.init') {
          const handled = await execBuiltIn(event, {
            machine: chunkLoadMachine,
            // One millisecond before the time-out the page is still there.
            beforeDelayEnds: () =>
              expect(screen.queryByRole('button', { name: 'Reload the page' })).toBeNull(),
          });
          if (!handled) throw new Error(`No executor for ${event.type}`);
        }
        expectActorAt(actor, step.state);
        expectPage(step.state, reloads, expectedReloads);
      }
    });
  }

  it('takes every transition of the machine on some path', () => {
    expect(coverage.uncovered()).toEqual([]);
  });

  afterAll(() => coverage.report(paths.length));
});
