// "Open admin portal" on the owner's dashboard (docs/requirements/portal.md#getting-in): ask the
// API for a single-use hand-off code, then leave for the school's portal with the code in the
// address's fragment, where the portal exchanges it for its own session. While the code is asked
// for, the button says so; a refusal shows the server's sentence and the button works again.

import type { HandoffGrant } from '@common/api/portal/session';
import { assign, fromPromise, setup } from 'xstate';
import { type Notice, noticeFrom } from './api-failure';

export interface OpenPortalContext {
  userId: string;
  token: string;
  notice: Notice<'openFailed'> | null;
}

/** Where the browser goes with a grant: the portal's hand-off page, the code in the fragment. */
export function handoffUrl(grant: Pick<HandoffGrant, 'portalUrl' | 'code'>): string {
  return `${grant.portalUrl.replace(/\/+$/, '')}/handoff#code=${encodeURIComponent(grant.code)}`;
}

const grantIn = (event: unknown): Pick<HandoffGrant, 'portalUrl' | 'code'> | null => {
  const output = (event as { output?: Partial<HandoffGrant> }).output;
  return typeof output?.portalUrl === 'string' && typeof output.code === 'string'
    ? { portalUrl: output.portalUrl, code: output.code }
    : null;
};

export const openPortalMachine = setup({
  types: {
    context: {} as OpenPortalContext,
    input: {} as { userId: string; token: string },
    events: {} as { type: 'portal.open' },
  },
  actors: {
    requestPortalHandoff: fromPromise<Partial<HandoffGrant>, { userId: string; token: string }>(async () => {
      throw new Error('requestPortalHandoff not provided');
    }),
  },
  actions: {
    /** Leaves the page for the portal (provided by the view: the browser's location). */
    openPortal: (_, _params: { url: string }) => {},
  },
  guards: {
    isGrant: ({ event }) => grantIn(event) !== null,
  },
}).createMachine({
  id: 'openPortal',
  context: ({ input }) => ({ userId: input.userId, token: input.token, notice: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'portal.open': 'requesting' } },
    requesting: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'requestPortalHandoff',
        src: 'requestPortalHandoff',
        input: ({ context }) => ({ userId: context.userId, token: context.token }),
        onDone: [
          {
            guard: 'isGrant',
            target: 'leaving',
            actions: {
              type: 'openPortal',
              params: ({ event }) => ({ url: handoffUrl(grantIn(event) ?? { portalUrl: '', code: '' }) }),
            },
          },
          { target: 'failed', actions: assign({ notice: { code: 'openFailed' } }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            notice: ({ event }) => noticeFrom(event.error, ['message', 'error'], 'openFailed'),
          }),
        },
      },
    },
    /** The browser is on its way to the portal; the button stays busy until the page goes. */
    leaving: {},
    failed: { on: { 'portal.open': 'requesting' } },
  },
});
