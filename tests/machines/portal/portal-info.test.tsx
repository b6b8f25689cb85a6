// Every path of the portal-info machine (docs/requirements/portal.md#getting-in): the pages before
// sign-in name the school once GET /info answers, and say "School portal" until then or without it.

import { NO_ANSWER } from '@machines/api-failure';
import { portalInfoMachine } from '@machines/portal/portal-info.machine';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { deferredActors, testModelPaths } from '../support/model';
import { renderPortal, school } from './support';

function expectPage(state: AnyMachineSnapshot) {
  expect(screen.getByRole('heading', { level: 1, name: 'Sign in to the school portal' })).toBeInTheDocument();
  expect(screen.getByRole('main').querySelector('.auth__brand')?.textContent).toBe(
    state.matches('known') ? school.name : 'School portal',
  );
  // The form never waits for the school's name.
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
}

describe('portal-info machine, through /sign-in', () => {
  testModelPaths({
    machine: portalInfoMachine,
    file: import.meta.filename,
    runs: [
      {
        eventCases: {
          'xstate.done.actor.fetchInfo': [{ output: school }],
          'xstate.error.actor.fetchInfo': [{ error: { status: NO_ANSWER } }],
        },
      },
    ],
    async open({ inspect }) {
      const deferred = deferredActors(['fetchInfo']);
      await renderPortal({ path: '/sign-in', inspect, actors: deferred.actors });
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the school portal' });
      return { deferred };
    },
    on: {},
    builtIn: ({ deferred }) => ({ deferred }),
    expect: (state) => expectPage(state),
  });
});
