// Every path of the open-portal machine, through the owner's dashboard with an active tenant
// (docs/requirements/portal.md#getting-in): "Open admin portal" asks for a hand-off code, the
// button says "Opening the portal..." and stays busy, and the browser leaves for the portal's
// hand-off page with the code in the fragment; a refusal shows the server's sentence (or the
// page's own when none came) and the button works again.

import { NO_ANSWER } from '@machines/api-failure';
import { openPortalMachine } from '@machines/open-portal.machine';
import { leaveSite } from '@site/lib/leave-site';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { openDashboard, owner, signInOwner, tenants } from './support/dashboard';
import { deferredActors, testModelPaths } from './support/model';

vi.mock('@site/lib/leave-site', () => ({ leaveSite: vi.fn() }));

const text = {
  heading: 'Admin portal',
  open: 'Open admin portal',
  opening: 'Opening the portal...',
  failed: 'The portal could not be opened. Please try again.',
  refused: 'Your tenant is not active. Activate it first.',
};

const grant = {
  code: 'c0de+/=',
  portalUrl: 'http://vidya-mandir-7k2q.localhost:3000',
  expiresAt: '2026-11-24T06:00:00.000Z',
};

const section = () => screen.getByRole('region', { name: text.heading });

function expectSection(state: AnyMachineSnapshot, pending: unknown[]) {
  const button = within(section()).getByRole('button');
  const busy = state.matches('requesting') || state.matches('leaving');
  expect(button.textContent).toBe(busy ? text.opening : text.open);
  expect((button as HTMLButtonElement).disabled).toBe(busy);
  expect(button.getAttribute('aria-busy')).toBe(String(busy));
  const alert = within(section()).queryByRole('alert');
  const notice = state.context.notice as { serverText?: string } | null;
  expect(alert?.textContent ?? null).toBe(
    state.matches('failed') ? (notice?.serverText ?? text.failed) : null,
  );
  expect(pending).toEqual(state.matches('requesting') ? [{ userId: owner.id, token: owner.token }] : []);
  expect(vi.mocked(leaveSite).mock.calls).toEqual(
    state.matches('leaving') ? [[`${grant.portalUrl}/handoff#code=${encodeURIComponent(grant.code)}`]] : [],
  );
}

describe('open-portal machine, through the dashboard', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(leaveSite).mockClear();
  });

  testModelPaths({
    machine: openPortalMachine,
    file: import.meta.filename,
    runs: [
      {
        input: { userId: owner.id, token: owner.token },
        eventCases: {
          'xstate.done.actor.requestPortalHandoff': [
            { output: grant, label: 'a code' },
            { output: {}, label: 'an answer without a code' },
          ],
          'xstate.error.actor.requestPortalHandoff': [
            { error: { status: 409, message: text.refused, code: 'tenant_not_active' }, label: '409' },
            { error: { status: NO_ANSWER }, label: 'network failure' },
          ],
        },
      },
    ],
    viewContext: (s) => s.context.notice,
    async open({ inspect }) {
      signInOwner();
      const deferred = deferredActors(['fetchTenant', 'requestPortalHandoff']);
      await openDashboard({ inspect, actors: deferred.actors });
      await deferred.settle('fetchTenant', 'done', tenants.active);
      await act(async () => vi.advanceTimersByTime(1000));
      return { deferred };
    },
    on: {
      'portal.open': () => act(async () => fireEvent.click(within(section()).getByRole('button'))),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect: (state, { deferred }) => expectSection(state, deferred.inputs('requestPortalHandoff')),
  });
});
