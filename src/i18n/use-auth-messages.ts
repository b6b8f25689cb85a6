import { auth } from './en/auth';

/** The texts of the account pages (register, verify, login, forgot and reset password); see use-messages.ts for why areas are split. */
export function useAuthMessages(): typeof auth {
  return auth;
}
