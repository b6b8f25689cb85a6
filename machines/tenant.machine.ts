// The owner's tenant on the dashboard (docs/requirements/tenant.md#dashboard, #activation,
// #deactivation; api.md#tenants): loading (spinner at least 1 s), then loaded or error;
// activation and deactivation each confirm first; about 4 s after either succeeds the tenant is
// fetched again, and while the server reports an operation in progress it is polled every 4 s
// for up to 60 s (tenant.md#activation, docs/decisions/0017-durable-tenant-provisioning.md).

import type { Tenant, TenantFeature, TenantKind } from '@common/api/tenants';
import { checkDeployFeatures, selectedClassCount } from '@common/tenant-features';
import { assign, fromPromise, setup } from 'xstate';
import { asApiFailure, NO_ANSWER, type Notice, noticeFrom } from './api-failure';

/** The tenant as GET /tenants/user/{userId} answers it (the API contract's type). */
export type { Tenant, TenantKind };

/**
 * What the activation's confirmation adds (issue 33): a school activating with no NCERT class is
 * told it can add its own classes in the portal; a coaching centre needs no class and is told
 * nothing.
 */
export type ActivationNote = 'ownClasses';

export type TenantNoticeCode =
  | 'fetchFailed'
  | 'deployFailed'
  | 'deployError'
  | 'undeployFailed'
  | 'undeployError';

export interface TenantContext {
  userId: string;
  token: string;
  tenant: Tenant | null;
  notice: Notice<TenantNoticeCode> | null;
  /** Features of the activation being confirmed or sent. */
  features: TenantFeature[];
  /** School or coaching centre: the tenant's answer, until the owner chooses again. */
  kind: TenantKind;
  note: ActivationNote | null;
}

export type TenantEvent =
  | { type: 'tenant.retry' }
  | { type: 'tenant.refresh' }
  | { type: 'kind.choose'; kind: TenantKind }
  | { type: 'tenant.activate'; features: TenantFeature[] }
  | { type: 'activation.confirm' }
  | { type: 'activation.cancel' }
  | { type: 'tenant.deactivate' }
  | { type: 'deactivation.confirm' }
  | { type: 'deactivation.cancel' };

interface Access {
  userId: string;
  token: string;
}

const isUnauthorized = ({ event }: { event: unknown }) =>
  asApiFailure((event as { error?: unknown }).error).status === 401;
/** tenant.md#activation distinguishes an answer that says no from a call that never got one. */
const gotAnswer = ({ event }: { event: unknown }) =>
  asApiFailure((event as { error?: unknown }).error).status !== NO_ANSWER;

export const tenantMachine = setup({
  types: {
    context: {} as TenantContext,
    events: {} as TenantEvent,
    input: {} as Access,
  },
  actors: {
    fetchTenant: fromPromise<Tenant, Access>(async () => {
      throw new Error('fetchTenant not provided');
    }),
    deployTenant: fromPromise<void, Access & { features: TenantFeature[]; kind: TenantKind }>(
      async () => undefined,
    ),
    undeployTenant: fromPromise<void, Access>(async () => undefined),
  },
  actions: {
    /**
     * accounts.md#logout: a 401 from any authorized call signs the owner out and goes to /login.
     */
    expireSession: () => {},
    trackVisit: () => {},
    trackDeployment: (_, _params: { features: TenantFeature[] }) => {},
  },
  guards: {
    isUnauthorized,
    gotAnswer,
    fetchFailed: ({ context }) => context.tenant === null,
    hasPendingOperation: ({ context }) => Boolean(context.tenant?.pendingOperation),
    isActive: ({ context }) => context.tenant?.deploymentStatus === 'deployed' && context.tenant.isActive,
    hasValidFeatures: ({ event }) =>
      event.type === 'tenant.activate' && checkDeployFeatures(event.features) === undefined,
    stillPending: ({ event }) => Boolean((event as { output?: Tenant }).output?.pendingOperation),
  },
  delays: {
    minimumSpinner: 1000,
    tenantRefetch: 4000,
    /** tenant.md#activation: keep refetching a pending operation for up to 60 s. */
    pendingOperationLimit: 60_000,
  },
}).createMachine({
  id: 'tenant',
  context: ({ input }) => ({
    userId: input.userId,
    token: input.token,
    tenant: null,
    notice: null,
    features: [],
    kind: 'school',
    note: null,
  }),
  entry: 'trackVisit',
  initial: 'loading',
  states: {
    // The spinner stays for at least a second, even when the answer is quicker
    // (tenant.md#dashboard).
    loading: {
      type: 'parallel',
      entry: assign({ tenant: null, notice: null }),
      states: {
        request: {
          initial: 'pending',
          states: {
            pending: {
              invoke: {
                id: 'fetchTenant',
                src: 'fetchTenant',
                input: ({ context }) => ({ userId: context.userId, token: context.token }),
                onDone: { target: 'settled', actions: assign({ tenant: ({ event }) => event.output }) },
                onError: [
                  { guard: 'isUnauthorized', target: '#tenant.signedOut', actions: 'expireSession' },
                  {
                    target: 'settled',
                    actions: assign({
                      notice: ({ event }) => noticeFrom(event.error, ['message'], 'fetchFailed'),
                    }),
                  },
                ],
              },
            },
            settled: { type: 'final' },
          },
        },
        minimum: {
          initial: 'waiting',
          states: {
            waiting: { after: { minimumSpinner: 'elapsed' } },
            elapsed: { type: 'final' },
          },
        },
      },
      onDone: [{ guard: 'fetchFailed', target: 'error' }, { target: 'loaded' }],
    },
    error: {
      on: { 'tenant.retry': 'loading' },
    },
    // The token was refused: the session is over and the page is leaving for /login.
    signedOut: { type: 'final' },
    // A refetch keeps the tenant on screen; only a failure replaces it with the error.
    refreshing: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'refetchTenant',
        src: 'fetchTenant',
        input: ({ context }) => ({ userId: context.userId, token: context.token }),
        onDone: { target: 'loaded', actions: assign({ tenant: ({ event }) => event.output }) },
        onError: [
          { guard: 'isUnauthorized', target: 'signedOut', actions: 'expireSession' },
          {
            target: 'error',
            actions: assign({
              tenant: null,
              notice: ({ event }) => noticeFrom(event.error, ['message'], 'fetchFailed'),
            }),
          },
        ],
      },
    },
    loaded: {
      initial: 'sorting',
      states: {
        sorting: {
          always: [
            { guard: 'hasPendingOperation', target: 'inProgress' },
            { guard: 'isActive', target: 'active' },
            { target: 'inactive' },
          ],
        },
        inactive: {
          initial: 'ready',
          entry: assign({ kind: ({ context }) => context.tenant?.kind ?? 'school' }),
          states: {
            // Activate is offered here only: not while confirming or deploying
            // (tenant.md#activation).
            ready: {
              initial: 'idle',
              states: { idle: {}, failed: {} },
              on: {
                'kind.choose': { actions: assign({ kind: ({ event }) => event.kind }) },
                'tenant.activate': {
                  guard: 'hasValidFeatures',
                  target: 'confirming',
                  actions: assign({
                    features: ({ event }) => event.features,
                    note: ({ context, event }) =>
                      context.kind === 'school' && selectedClassCount(event.features) === 0
                        ? 'ownClasses'
                        : null,
                  }),
                },
              },
            },
            confirming: {
              on: {
                'activation.confirm': 'deploying',
                'activation.cancel': 'ready',
              },
            },
            deploying: {
              entry: assign({ notice: null }),
              invoke: {
                id: 'deployTenant',
                src: 'deployTenant',
                input: ({ context }) => ({
                  userId: context.userId,
                  token: context.token,
                  features: context.features,
                  kind: context.kind,
                }),
                onDone: {
                  target: '#tenant.loaded.deployed',
                  actions: {
                    type: 'trackDeployment',
                    params: ({ context }) => ({ features: context.features }),
                  },
                },
                onError: [
                  { guard: 'isUnauthorized', target: '#tenant.signedOut', actions: 'expireSession' },
                  {
                    guard: 'gotAnswer',
                    target: 'ready.failed',
                    actions: assign({ notice: { code: 'deployFailed' } }),
                  },
                  { target: 'ready.failed', actions: assign({ notice: { code: 'deployError' } }) },
                ],
              },
            },
          },
        },
        active: {
          initial: 'ready',
          states: {
            // Refresh and Deactivate are offered here only: not while confirming or undeploying.
            ready: {
              initial: 'idle',
              states: { idle: {}, failed: {} },
              on: {
                'tenant.refresh': '#tenant.refreshing',
                'tenant.deactivate': 'confirming',
              },
            },
            confirming: {
              on: {
                'deactivation.confirm': 'undeploying',
                'deactivation.cancel': 'ready',
              },
            },
            undeploying: {
              entry: assign({ notice: null }),
              invoke: {
                id: 'undeployTenant',
                src: 'undeployTenant',
                input: ({ context }) => ({ userId: context.userId, token: context.token }),
                onDone: { target: '#tenant.loaded.undeployed' },
                onError: [
                  { guard: 'isUnauthorized', target: '#tenant.signedOut', actions: 'expireSession' },
                  {
                    guard: 'gotAnswer',
                    target: 'ready.failed',
                    actions: assign({ notice: { code: 'undeployFailed' } }),
                  },
                  { target: 'ready.failed', actions: assign({ notice: { code: 'undeployError' } }) },
                ],
              },
            },
          },
        },
        // Success messages stay until the refetch about 4 s later (tenant.md#activation).
        deployed: { after: { tenantRefetch: '#tenant.refreshing' } },
        undeployed: { after: { tenantRefetch: '#tenant.refreshing' } },
        // The server reports an operation under way: refetch every 4 s until it is done, for 60 s.
        inProgress: {
          initial: 'waiting',
          after: { pendingOperationLimit: 'stalled' },
          states: {
            waiting: { after: { tenantRefetch: 'polling' } },
            polling: {
              invoke: {
                id: 'pollTenant',
                src: 'fetchTenant',
                input: ({ context }) => ({ userId: context.userId, token: context.token }),
                onDone: [
                  {
                    guard: 'stillPending',
                    target: 'waiting',
                    actions: assign({ tenant: ({ event }) => event.output }),
                  },
                  {
                    target: '#tenant.loaded.sorting',
                    actions: assign({ tenant: ({ event }) => event.output }),
                  },
                ],
                onError: [
                  { guard: 'isUnauthorized', target: '#tenant.signedOut', actions: 'expireSession' },
                  {
                    target: '#tenant.error',
                    actions: assign({
                      tenant: null,
                      notice: ({ event }) => noticeFrom(event.error, ['message'], 'fetchFailed'),
                    }),
                  },
                ],
              },
            },
          },
        },
        // The server still reports work after 60 s: stop polling, let the owner refresh.
        stalled: {
          on: { 'tenant.refresh': '#tenant.refreshing' },
        },
      },
    },
  },
});
