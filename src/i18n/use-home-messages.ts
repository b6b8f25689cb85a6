import { marketing } from './en/marketing';

/** The texts of the home page and its contact form; see use-messages.ts for why areas are split. */
export function useHomeMessages(): typeof marketing {
  return marketing;
}
