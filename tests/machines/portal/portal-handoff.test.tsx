// Every path of the owner's hand-off (docs/requirements/portal.md#getting-in), driving the real
// /handoff#code=... page: the code leaves the address at once, then the portal signs the owner in
// and goes home, or says why it cannot and links back to the Shala dashboard.

import { NO_ANSWER } from '@machines/api-failure';
import { portalHandoffMachine } from '@machines/portal/portal-handoff.machine';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { deferredActors, type ModelRun, testModelPaths } from '../support/model';
import { owner, renderPortal, sessionOf, storedSession } from './support';

const CODE = 'h4nd0ff-c0de';
const session = sessionOf(owner);
const EXPIRED = 'This link to the portal has expired. Open the portal again from your Shala dashboard.';

type Run = ModelRun & { code: string | null };
const runs: Run[] = [
  { name: 'without a code', code: null },
  {
    name: 'with a code',
    code: CODE,
    eventCases: {
      'xstate.done.actor.exchangeHandoff': [{ output: session, label: 'exchanged' }],
      'xstate.error.actor.exchangeHandoff': [
        { error: { status: 401, message: EXPIRED }, label: 'expired code' },
        { error: { status: NO_ANSWER }, label: 'no sentence' },
      ],
    },
  },
];

type Router = Awaited<ReturnType<typeof renderPortal>>['router'];

function expectPage(
  state: AnyMachineSnapshot,
  event: EventObject,
  router: Router,
  deferred: { inputs: (n: string) => unknown[] },
) {
  // The code is never left in the address bar, whatever comes next.
  expect(router.state.location.hash).toBe('');
  if (state.matches('signedIn')) {
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Asha Verma' })).toBeInTheDocument();
    expect(storedSession()).toEqual(session);
    return;
  }
  expect(router.state.location.pathname).toBe('/handoff');
  expect(screen.getByRole('heading', { level: 1, name: 'Opening the school portal' })).toBeInTheDocument();
  if (state.matches('exchanging')) {
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    expect(deferred.inputs('exchangeHandoff')).toEqual([{ code: CODE }]);
    return;
  }
  const alert = screen.getByRole('alert');
  if (state.matches('missingCode'))
    expect(alert).toHaveTextContent(
      'This link to the portal is incomplete. Open the portal again from your Shala dashboard.',
    );
  else
    expect(alert).toHaveTextContent(
      (event as { label?: string }).label === 'expired code' ? EXPIRED : 'The portal could not be opened.',
    );
  // jsdom's address is http://localhost:3000/: a one-label host is its own main site.
  expect(screen.getByRole('link', { name: 'Go to your Shala dashboard' })).toHaveAttribute(
    'href',
    `${window.location.protocol}//${window.location.host}/dashboard`,
  );
  expect(screen.getByRole('link', { name: 'Sign in with e-mail and password' })).toHaveAttribute(
    'href',
    '/sign-in',
  );
  expect(storedSession()).toBeNull();
}

describe('portal hand-off machine, through /handoff', () => {
  testModelPaths<{ router: Router; deferred: ReturnType<typeof deferredActors> }, Run>({
    machine: portalHandoffMachine,
    file: import.meta.filename,
    runs: runs.map((run) => ({ ...run, input: { code: run.code } })),
    async open({ inspect, run }) {
      const deferred = deferredActors(['exchangeHandoff']);
      const { router } = await renderPortal({
        path: run.code ? `/handoff#code=${run.code}` : '/handoff',
        inspect,
        actors: deferred.actors,
      });
      await screen.findByRole('heading', { level: 1, name: 'Opening the school portal' });
      return { router, deferred };
    },
    on: {},
    builtIn: ({ deferred }) => ({ deferred }),
    expect: (state, { router, deferred }, { event }) => expectPage(state, event, router, deferred),
  });

  it('reads the main site from the portal address: the tenant code is its first label', async () => {
    const { mainSiteUrl } = await import('@portal/lib/main-site');
    expect(
      mainSiteUrl('/dashboard', { protocol: 'http:', hostname: 'vidyamandir.localhost', port: '3000' }),
    ).toBe('http://localhost:3000/dashboard');
    expect(
      mainSiteUrl('/dashboard', { protocol: 'https:', hostname: 'vidyamandir.shala.in', port: '' }),
    ).toBe('https://shala.in/dashboard');
  });
});
