import { type Catalogues, catalogue } from './catalogues';
import { marketing } from './en/marketing';
import { useLanguage } from './use-language';

/** The texts of the home page and its contact form, in the page's language; see use-messages.ts. */
export function useHomeMessages(): Catalogues['marketing'] {
  return catalogue(useLanguage(), 'marketing', marketing);
}
