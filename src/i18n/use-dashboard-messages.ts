import { type Catalogues, catalogue } from './catalogues';
import { dashboard } from './en/dashboard';
import { useLanguage } from './use-language';

/** The texts of the owner's dashboard, in the page's language; see use-messages.ts. */
export function useDashboardMessages(): Catalogues['dashboard'] {
  return catalogue(useLanguage(), 'dashboard', dashboard);
}
