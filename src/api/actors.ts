// The real network actors the page machines use, by the names the machines declare. Tests
// replace them through ApiActorsContext (see lib/api-actors.ts); views never call fetch. Each
// endpoint module is imported when its actor first runs: a page carries the actors it may use,
// not the calls of every other page (docs/requirements/performance.md#javascript-budgets).

import type { LoginResponse, VerifyResponse } from '@common/api/auth';
import type { HandoffGrant } from '@common/api/portal/session';
import type { ContactMessage } from '@common/contact';
import type { LegalDocumentType } from '@common/legal-content';
import type { DeployFeature } from '@common/tenant-features';
import type { RegistrationPayload } from '@common/validation';
import type { ApiFailure } from '@machines/api-failure';
import { fromPromise } from 'xstate';

/**
 * An endpoint module, loaded on its first call. A load that fails (the connection dropped after
 * the page loaded) is a call that got no answer, the ApiFailure without a status that the client
 * reports when a request cannot be sent: the form shows its own message for that, never the
 * browser's "Failed to fetch dynamically imported module: <url>". The next call loads it again.
 */
function onDemand<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return async () => {
    try {
      return await load();
    } catch {
      throw { status: undefined } satisfies ApiFailure;
    }
  };
}

const auth = onDemand(() => import('./auth'));
const contact = onDemand(() => import('./contact'));
const legal = onDemand(() => import('./legal'));
const tenants = onDemand(() => import('./tenants'));

export const apiActors = {
  register: fromPromise(async ({ input }: { input: RegistrationPayload }) => (await auth()).register(input)),
  resendVerification: fromPromise(async ({ input }: { input: { email: string } }) =>
    (await auth()).resendVerification(input.email),
  ),
  // The machines read these answers field by field with fallbacks (Partial), so a stub in a test
  // may leave fields out; the calls themselves promise the contract's whole answer.
  verifyEmail: fromPromise<Partial<VerifyResponse>, { token: string }>(async ({ input }) =>
    (await auth()).verifyEmail(input.token),
  ),
  login: fromPromise<Partial<LoginResponse>, { username: string; password: string }>(async ({ input }) =>
    (await auth()).login(input.username, input.password),
  ),
  forgotPassword: fromPromise(async ({ input }: { input: { email: string } }) =>
    (await auth()).forgotPassword(input.email),
  ),
  verifyResetToken: fromPromise(async ({ input }: { input: { token: string; email: string } }) =>
    (await auth()).verifyResetToken(input.token, input.email),
  ),
  resetPassword: fromPromise(
    async ({ input }: { input: { token: string; email: string; password: string } }) =>
      (await auth()).resetPassword(input.token, input.email, input.password),
  ),
  changePassword: fromPromise(
    async ({ input }: { input: { token: string; currentPassword: string; newPassword: string } }) =>
      (await auth()).changePassword(input),
  ),
  logoutEverywhere: fromPromise(async ({ input }: { input: { token: string } }) =>
    (await auth()).logoutEverywhere(input.token),
  ),
  fetchTenant: fromPromise(async ({ input }: { input: { userId: string; token: string } }) =>
    (await tenants()).fetchTenant(input),
  ),
  deployTenant: fromPromise(
    async ({ input }: { input: { userId: string; token: string; features: DeployFeature[] } }) =>
      (await tenants()).deployTenant(input),
  ),
  undeployTenant: fromPromise(async ({ input }: { input: { userId: string; token: string } }) =>
    (await tenants()).undeployTenant(input),
  ),
  requestPortalHandoff: fromPromise<Partial<HandoffGrant>, { userId: string; token: string }>(
    async ({ input }) => (await tenants()).requestPortalHandoff(input),
  ),
  submitContact: fromPromise(async ({ input }: { input: ContactMessage }) =>
    (await contact()).submitContact(input),
  ),
  fetchLegalDocument: fromPromise(async ({ input }: { input: { type: LegalDocumentType } }) =>
    (await legal()).fetchLegalDocument(input.type),
  ),
};

export type ApiActorName = keyof typeof apiActors;
