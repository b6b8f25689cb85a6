import type { Language } from '../languages';

// Names the platform writes for a school (docs/requirements/languages.md): the classes an NCERT
// activation seeds, a new bell period's label, an erased student's name. They are records the
// school then owns (it may rename them), so they are written once, in the language of whoever the
// school is: the owner when the portal is seeded, the member who adds the period or erases.

/** "Class 5", "कक्षा 5": an NCERT class as seeded. */
export function seededClassName(language: Language, grade: number): string {
  return language === 'hi' ? `कक्षा ${grade}` : `Class ${grade}`;
}

/** "Period 3", "पीरियड 3": the label a new bell period starts with. */
export function periodLabel(language: Language, number: number): string {
  return language === 'hi' ? `पीरियड ${number}` : `Period ${number}`;
}

/** The name an erased student's record keeps. */
export const ERASED_STUDENT_NAME: Readonly<Record<Language, string>> = {
  en: 'Erased student',
  hi: 'मिटाया गया विद्यार्थी',
};
