import { content } from './en/content';

/** The texts of the blog, the legal pages and the user guide; see use-messages.ts for why areas are split. */
export function useContentMessages(): typeof content {
  return content;
}
