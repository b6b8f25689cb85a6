// The owner's hand-off (docs/requirements/portal.md#getting-in): the portal opens at
// /handoff#code=..., exchanges the single-use code for its own session, then goes home. A used,
// unknown or expired code shows the server's sentence and a way back to the Shala dashboard.

import type { PortalSession } from '@common/api/portal/session';
import { assign, fromPromise, setup } from 'xstate';
import { type Notice, noticeFrom } from '../api-failure';

export type HandoffNoticeCode = 'handoffFailed';

export interface PortalHandoffInput {
  /** The `code` of the address's fragment; null when absent. */
  code: string | null;
}

export interface PortalHandoffContext {
  code: string;
  notice: Notice<HandoffNoticeCode> | null;
}

export const portalHandoffMachine = setup({
  types: {
    context: {} as PortalHandoffContext,
    input: {} as PortalHandoffInput,
  },
  actors: {
    exchangeHandoff: fromPromise<PortalSession, { code: string }>(async () => {
      throw new Error('not provided');
    }),
  },
  actions: {
    /** Starts the session (the session machine's session.signIn). */
    signIn: (_, _params: { session: PortalSession }) => {},
    goHome: () => {},
  },
  guards: {
    hasCode: ({ context }) => Boolean(context.code),
  },
}).createMachine({
  id: 'portalHandoff',
  context: ({ input }) => ({ code: input.code?.trim() ?? '', notice: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasCode', target: 'exchanging' }, { target: 'missingCode' }],
    },
    missingCode: { type: 'final' },
    exchanging: {
      invoke: {
        id: 'exchangeHandoff',
        src: 'exchangeHandoff',
        input: ({ context }) => ({ code: context.code }),
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'signIn', params: ({ event }) => ({ session: event.output }) }, 'goHome'],
        },
        onError: {
          target: 'failed',
          actions: assign({ notice: ({ event }) => noticeFrom(event.error, ['message'], 'handoffFailed') }),
        },
      },
    },
    failed: { type: 'final' },
    signedIn: { type: 'final' },
  },
});
