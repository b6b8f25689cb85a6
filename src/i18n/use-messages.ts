import { type Catalogues, catalogue } from './catalogues';
import { shell } from './en/shell';
import { useLanguage } from './use-language';

// The catalogues are split by area so each page's chunk carries only its own words
// (docs/requirements/performance.md#javascript-budgets): the shell's texts (header, footer, page
// titles, error pages) load with every page through this hook; pages read their area's texts
// through the hooks beside it, each in the page's language (catalogues.ts).

export type ShellMessages = Catalogues['shell'];

/** The shell's texts (header, footer, page metadata, not-found, error and chunk-load pages). */
export function useMessages(): ShellMessages {
  return catalogue(useLanguage(), 'shell', shell);
}
