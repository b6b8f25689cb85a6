import type { Language } from './languages';

/** The days of the week by ISO number (1 = Monday, index 0), in each language. */
export const weekdayNames: Readonly<Record<Language, readonly string[]>> = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  hi: ['सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार', 'रविवार'],
};
