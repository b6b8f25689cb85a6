import { type Catalogues, catalogue } from './catalogues';
import { auth } from './en/auth';
import { useLanguage } from './use-language';

/** The texts of the account pages (register, verify, login, forgot and reset password), in the page's language; see use-messages.ts. */
export function useAuthMessages(): Catalogues['auth'] {
  return catalogue(useLanguage(), 'auth', auth);
}
