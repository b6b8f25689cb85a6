// The network actors of the account pages' machines (register, verify, log in, forgot and reset
// password, the dashboard's password and sessions), by the names the machines declare.
import type { LoginResponse, VerifyResponse } from '@common/api/auth';
import type { RegistrationPayload } from '@common/validation';
import { fromPromise } from 'xstate';
import { onDemand } from './on-demand';

const auth = onDemand(() => import('./auth'));

export const authActors = {
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
};
