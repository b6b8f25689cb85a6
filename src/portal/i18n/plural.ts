// Every counted noun of the portal goes through here: "1 class" / "2 classes", "1 कक्षा" /
// "2 कक्षाएँ", chosen by Intl.PluralRules for the language (Hindi's "one" is 0 and 1), with the
// number written as people of that language write it (12,345 in the Indian grouping).
import type { Language } from '@common/languages';

/** A noun's forms: `one` for a single thing, `other` for the rest. */
export interface Forms {
  one: string;
  other: string;
}

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
const rules = new Map<Language, Intl.PluralRules>();

function rulesOf(language: Language): Intl.PluralRules {
  let found = rules.get(language);
  if (!found) {
    found = new Intl.PluralRules(LOCALES[language]);
    rules.set(language, found);
  }
  return found;
}

/** The form of the noun that goes with `count`. */
export function pluralForm(language: Language, count: number, forms: Forms): string {
  return rulesOf(language).select(count) === 'one' ? forms.one : forms.other;
}

/** "3 classes", "1 कक्षा": the number and its noun. */
export function counted(language: Language, count: number, forms: Forms): string {
  return `${count.toLocaleString(LOCALES[language])} ${pluralForm(language, count, forms)}`;
}
