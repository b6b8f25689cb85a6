import { dashboard } from './en/dashboard';

/** The texts of the owner's dashboard; see use-messages.ts for why areas are split. */
export function useDashboardMessages(): typeof dashboard {
  return dashboard;
}
