// Which school this portal is (GET /portal/info), named on the pages before sign-in
// (docs/requirements/portal.md#getting-in). Until it is known, or if it cannot be, the pages say
// "School portal": nothing waits for it.

import type { PortalInfo } from '@common/api/portal/session';
import { assign, fromPromise, setup } from 'xstate';

export interface PortalInfoContext {
  info: PortalInfo | null;
}

export const portalInfoMachine = setup({
  types: { context: {} as PortalInfoContext },
  actors: {
    fetchInfo: fromPromise<PortalInfo>(async () => {
      throw new Error('not provided');
    }),
  },
}).createMachine({
  id: 'portalInfo',
  context: { info: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchInfo',
        src: 'fetchInfo',
        onDone: { target: 'known', actions: assign({ info: ({ event }) => event.output }) },
        onError: { target: 'unknown' },
      },
    },
    known: { type: 'final' },
    unknown: { type: 'final' },
  },
});
