import { type Catalogues, catalogue } from './catalogues';
import { content } from './en/content';
import { useLanguage } from './use-language';

/** The texts of the blog, the legal pages and the user guide, in the page's language; see use-messages.ts. */
export function useContentMessages(): Catalogues['content'] {
  return catalogue(useLanguage(), 'content', content);
}
