import { shell } from './en/shell';

// The catalogues are split by area so each page's chunk carries only its own words (issue 8's
// JavaScript budget): the shell's texts (header, footer, page titles, error pages) load with every
// page through this hook; pages read their area's texts through the hooks beside it.

export type ShellMessages = typeof shell;

/** The shell's texts (header, footer, page titles, not-found, error and chunk-load pages). */
export function useMessages(): ShellMessages {
  return shell;
}
