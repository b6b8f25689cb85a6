import { en, type Messages } from './en';

/** The catalogue for the visitor's language (English until the Hindi catalogue lands). */
export function useMessages(): Messages {
  return en;
}
