import { type Catalogues, catalogue } from './catalogues';
import { landing } from './en/landing';
import { useLanguage } from './use-language';

/** The texts of the school and coaching landing pages, in the page's language; see use-messages.ts. */
export function useLandingMessages(): Catalogues['landing'] {
  return catalogue(useLanguage(), 'landing', landing);
}
