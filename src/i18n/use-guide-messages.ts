import { type Catalogues, catalogue } from './catalogues';
import { guide } from './en/guide';
import { useLanguage } from './use-language';

/** The user guide's texts and entries, in the page's language; see use-messages.ts. */
export function useGuideMessages(): Catalogues['guide'] {
  return catalogue(useLanguage(), 'guide', guide);
}
