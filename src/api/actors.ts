// The real network actors the page machines use, by the names the machines declare. Tests
// replace them through ApiActorsContext (see lib/api-actors.ts); views never call fetch.
import { fromPromise } from 'xstate';
import type { ContactMessage } from '../../common/contact';
import type { LegalDocumentType } from '../../common/legal-content';
import type { DeployFeature } from '../../common/tenant-features';
import type { RegistrationPayload } from '../../common/validation';
import * as auth from './auth';
import * as contact from './contact';
import * as legal from './legal';
import * as tenants from './tenants';

export const apiActors = {
  register: fromPromise(({ input }: { input: RegistrationPayload }) => auth.register(input)),
  resendVerification: fromPromise(({ input }: { input: { email: string } }) =>
    auth.resendVerification(input.email),
  ),
  verifyEmail: fromPromise(({ input }: { input: { token: string } }) => auth.verifyEmail(input.token)),
  login: fromPromise(({ input }: { input: { username: string; password: string } }) =>
    auth.login(input.username, input.password),
  ),
  forgotPassword: fromPromise(({ input }: { input: { email: string } }) => auth.forgotPassword(input.email)),
  verifyResetToken: fromPromise(({ input }: { input: { token: string; email: string } }) =>
    auth.verifyResetToken(input.token, input.email),
  ),
  resetPassword: fromPromise(({ input }: { input: { token: string; email: string; password: string } }) =>
    auth.resetPassword(input.token, input.email, input.password),
  ),
  fetchTenant: fromPromise(({ input }: { input: { userId: string; token: string } }) =>
    tenants.fetchTenant(input),
  ),
  deployTenant: fromPromise(
    ({ input }: { input: { userId: string; token: string; features: DeployFeature[] } }) =>
      tenants.deployTenant(input),
  ),
  undeployTenant: fromPromise(({ input }: { input: { userId: string; token: string } }) =>
    tenants.undeployTenant(input),
  ),
  submitContact: fromPromise(({ input }: { input: ContactMessage }) => contact.submitContact(input)),
  fetchLegalDocument: fromPromise(({ input }: { input: { type: LegalDocumentType } }) =>
    legal.fetchLegalDocument(input.type),
  ),
};

export type ApiActorName = keyof typeof apiActors;
