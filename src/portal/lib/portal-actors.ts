// The network actors of the portal's page machines, and what tests swap for stubs: a context
// above the router, so views never know whether they talk to the server.

import type { AcceptInvitationBody, PortalPasswordResetBody, SignInBody } from '@common/api/portal/auth';
import type { Inspect } from '@site/lib/inspector';
import { createContext, useContext } from 'react';
import { type AnyActorLogic, fromPromise } from 'xstate';
import * as api from '../api/session';

export const portalActors = {
  fetchInfo: fromPromise(({ signal }: { signal: AbortSignal }) => api.portalInfo(signal)),
  exchangeHandoff: fromPromise(({ input }: { input: { code: string } }) => api.exchangeHandoff(input.code)),
  signIn: fromPromise(({ input }: { input: SignInBody }) => api.signIn(input)),
  forgotPassword: fromPromise(({ input }: { input: { email: string } }) => api.forgotPassword(input.email)),
  resetPassword: fromPromise(({ input }: { input: PortalPasswordResetBody }) => api.resetPassword(input)),
  viewInvitation: fromPromise(({ input, signal }: { input: { token: string }; signal: AbortSignal }) =>
    api.viewInvitation(input.token, signal),
  ),
  acceptInvitation: fromPromise(({ input }: { input: AcceptInvitationBody }) => api.acceptInvitation(input)),
};

export type PortalActorName = keyof typeof portalActors;
export type PortalActorOverrides = Partial<Record<PortalActorName, AnyActorLogic>>;

export interface PortalRuntime {
  actors: PortalActorOverrides;
  /** XState inspection for page machines (the model-based tests record transitions with it). */
  inspect?: Inspect | undefined;
}

export const PortalRuntimeContext = createContext<PortalRuntime>({ actors: {} });

/** The named network actors, with any test overrides applied. */
export function usePortalActors<const Names extends PortalActorName>(
  ...names: Names[]
): Pick<typeof portalActors, Names> {
  const { actors } = useContext(PortalRuntimeContext);
  return Object.fromEntries(names.map((name) => [name, actors[name] ?? portalActors[name]])) as Pick<
    typeof portalActors,
    Names
  >;
}

/** Options for useActor: the runtime's inspector, when there is one. */
export function usePortalActorOptions(): { inspect?: Inspect } {
  const { inspect } = useContext(PortalRuntimeContext);
  return inspect ? { inspect } : {};
}
