import { landing } from './en/landing';

/** The texts of the school and coaching landing pages; see use-messages.ts for why areas are split. */
export function useLandingMessages(): typeof landing {
  return landing;
}
