// Which catalogue a page reads in which language. English is bundled with the code that uses it
// (use-*-messages.ts import their area statically); Hindi loads on demand, one chunk per area
// (src/i18n/hi/*), so no English page carries a word of Hindi and a Hindi page only its own areas.
// The root route loads what the matched routes declare (`staticData.messages`) before they render
// (src/routes/__root.tsx), on the build's prerender, on the browser's first load and on every
// navigation, so the hooks below read a catalogue that is always there.
import type { Language } from '@common/languages';
import type { Translation } from '@common/translation';
import type { auth } from './en/auth';
import type { content } from './en/content';
import type { dashboard } from './en/dashboard';
import type { guide } from './en/guide';
import type { landing } from './en/landing';
import type { marketing } from './en/marketing';
import type { shell } from './en/shell';

export interface Catalogues {
  shell: Translation<typeof shell>;
  auth: Translation<typeof auth>;
  content: Translation<typeof content>;
  dashboard: Translation<typeof dashboard>;
  guide: Translation<typeof guide>;
  landing: Translation<typeof landing>;
  marketing: Translation<typeof marketing>;
}
export type Area = keyof Catalogues;

const hindi: Partial<Catalogues> = {};

/** Loads the shell and the given areas in `language` (nothing to load for English). */
export async function loadCatalogues(
  language: Language,
  areas: ReadonlyArray<Area | undefined>,
): Promise<void> {
  if (language === 'en') return;
  const wanted = new Set<Area>(['shell']);
  for (const area of areas) if (area) wanted.add(area);
  await Promise.all(
    [...wanted]
      .filter((area) => !hindi[area])
      .map(async (area) => {
        // biome-ignore lint/suspicious/noExplicitAny: each key receives its own area's catalogue
        (hindi as any)[area] = await (await import('./hindi-chunks')).hindiChunks[area]();
      }),
  );
}

/**
 * An area's catalogue in a language. The Hindi one is loaded before its pages render (see above);
 * when its chunk could not be downloaded, the page still renders, in English, and the chunk-load
 * view offers a reload (tests/unit/hindi-pages.test.tsx fails on any English left on a Hindi page).
 */
export function catalogue<A extends Area>(
  language: Language,
  area: A,
  english: Catalogues[A],
): Catalogues[A] {
  return (language === 'hi' && hindi[area]) || english;
}
