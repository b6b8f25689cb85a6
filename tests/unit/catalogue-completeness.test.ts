// Every English text has a Hindi one (docs/requirements/languages.md#catalogues: a test fails when
// any key of the English catalogue lacks a Hindi value). The type checker already refuses a Hindi
// catalogue with a missing key or parameter (common/translation.ts); this walks the values
// themselves: no empty or untranslated string, no list of another length, no function that drops
// its argument, no key English lacks.

import { auth as enAuth } from '@site/i18n/en/auth';
import { content as enContent } from '@site/i18n/en/content';
import { dashboard as enDashboard } from '@site/i18n/en/dashboard';
import { landing as enLanding } from '@site/i18n/en/landing';
import { marketing as enMarketing } from '@site/i18n/en/marketing';
import { shell as enShell } from '@site/i18n/en/shell';
import { auth as hiAuth } from '@site/i18n/hi/auth';
import { content as hiContent } from '@site/i18n/hi/content';
import { dashboard as hiDashboard } from '@site/i18n/hi/dashboard';
import { landing as hiLanding } from '@site/i18n/hi/landing';
import { marketing as hiMarketing } from '@site/i18n/hi/marketing';
import { shell as hiShell } from '@site/i18n/hi/shell';
import { describe, expect, it } from 'vitest';

const areas: Record<string, { en: unknown; hi: unknown }> = {
  shell: { en: enShell, hi: hiShell },
  auth: { en: enAuth, hi: hiAuth },
  content: { en: enContent, hi: hiContent },
  dashboard: { en: enDashboard, hi: hiDashboard },
  landing: { en: enLanding, hi: hiLanding },
  marketing: { en: enMarketing, hi: hiMarketing },
};

/** Key paths whose Hindi value is rightly written without Devanagari. */
const latinValues: ReadonlySet<string> = new Set([
  'shell.locale', // 'hi-IN': a BCP 47 tag for <html lang>, not a text
  'shell.languageNames.en', // 'English': the language switch names each language in its own script
  'shell.meta.language', // 'Hindi': the `language` meta tag's value, an English name by convention
  'content.blog.categoryCount', // `${name} (${count})`: only the category's name and its count
]);

const DEVANAGARI = /[\u0900-\u097F]/;
/** Sample arguments, tried in every combination: a marker string per position, numbers 1 and 5. */
const MARKERS = ['X9', 'Y8', 'Z7', 'W6'];
const NUMBERS = [1, 5];

function argumentLists(arity: number): unknown[][] {
  let lists: unknown[][] = [[]];
  for (let position = 0; position < arity; position++) {
    const choices = [MARKERS[position % MARKERS.length], ...NUMBERS];
    lists = lists.flatMap((list) => choices.map((choice) => [...list, choice]));
  }
  return lists;
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface Walk {
  /** Key path for the Devanagari allowlist: a function's results count as the function's path. */
  key: string;
  /** Where to report: the key path, with the call's arguments after a function. */
  at: string;
  /** String arguments of the call this value came from. */
  markers: readonly string[];
}

/**
 * The differences between an English catalogue and its translation, one line each, headed by the
 * full key path. Functions are called with every combination of sample arguments English accepts,
 * and their results compared the same way.
 */
function compareCatalogue(
  english: unknown,
  hindi: unknown,
  walk: Walk,
  exempt: ReadonlySet<string>,
): string[] {
  const { key, at, markers } = walk;
  if (hindi === undefined) return [`${at}: missing in Hindi`];

  if (typeof english === 'string') {
    if (typeof hindi !== 'string') return [`${at}: English has a string, Hindi ${describeValue(hindi)}`];
    const failures: string[] = [];
    if (hindi.trim() === '') failures.push(`${at}: empty in Hindi`);
    else if (!exempt.has(key) && !DEVANAGARI.test(hindi))
      failures.push(`${at}: Hindi value has no Devanagari: ${JSON.stringify(hindi)}`);
    for (const marker of markers)
      if (english.includes(marker) && !hindi.includes(marker))
        failures.push(`${at}: Hindi drops the argument ${JSON.stringify(marker)}: ${JSON.stringify(hindi)}`);
    return failures;
  }

  if (typeof english === 'function') {
    if (typeof hindi !== 'function') return [`${at}: English has a function, Hindi ${describeValue(hindi)}`];
    if (hindi.length !== english.length)
      return [`${at}: English takes ${english.length} arguments, Hindi ${hindi.length}`];
    const failures: string[] = [];
    let called = 0;
    for (const args of argumentLists(english.length)) {
      let englishResult: unknown;
      try {
        englishResult = english(...args);
      } catch {
        continue; // not arguments of this function's types (a number where it calls .trim(), say)
      }
      called++;
      const call = `${at}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`;
      let hindiResult: unknown;
      try {
        hindiResult = hindi(...args);
      } catch (error) {
        failures.push(`${call}: Hindi throws where English does not: ${String(error)}`);
        continue;
      }
      const strings = args.filter((arg): arg is string => typeof arg === 'string');
      failures.push(
        ...compareCatalogue(englishResult, hindiResult, { key, at: call, markers: strings }, exempt),
      );
    }
    if (called === 0) failures.push(`${at}: no sample arguments the English function accepts`);
    return failures;
  }

  if (Array.isArray(english)) {
    if (!Array.isArray(hindi)) return [`${at}: English has a list, Hindi ${describeValue(hindi)}`];
    if (hindi.length !== english.length)
      return [`${at}: English has ${english.length} items, Hindi ${hindi.length}`];
    return english.flatMap((item, index) =>
      compareCatalogue(item, hindi[index], { key: `${key}.${index}`, at: `${at}.${index}`, markers }, exempt),
    );
  }

  if (isRecord(english)) {
    if (!isRecord(hindi)) return [`${at}: English has an object, Hindi ${describeValue(hindi)}`];
    const failures = Object.keys(english).flatMap((name) =>
      compareCatalogue(
        english[name],
        hindi[name],
        { key: `${key}.${name}`, at: `${at}.${name}`, markers },
        exempt,
      ),
    );
    for (const name of Object.keys(hindi))
      if (!(name in english)) failures.push(`${at}.${name}: in Hindi but not in English`);
    return failures;
  }

  return typeof hindi === typeof english
    ? []
    : [`${at}: English has ${describeValue(english)}, Hindi ${describeValue(hindi)}`];
}

function compareArea(area: string, english: unknown, hindi: unknown, exempt = latinValues): string[] {
  return compareCatalogue(english, hindi, { key: area, at: area, markers: [] }, exempt);
}

describe('Hindi catalogues', () => {
  it.each(Object.keys(areas))('%s: every English key has a Hindi value, and Hindi has no other', (area) => {
    const { en, hi } = areas[area] as { en: unknown; hi: unknown };
    expect(compareArea(area, en, hi)).toEqual([]);
  });

  it('allows Latin-only Hindi values only for keys that exist', () => {
    const exists = (path: string) => {
      const [area, ...rest] = path.split('.');
      let value: unknown = areas[area as string]?.hi;
      for (const name of rest) value = isRecord(value) ? value[name] : undefined;
      return value !== undefined;
    };
    expect([...latinValues].filter((path) => !exists(path))).toEqual([]);
  });
});

describe('the catalogue walker', () => {
  const english = {
    title: 'Title',
    nested: { lead: 'Lead', tips: ['One', 'Two'] },
    greet: (name: string) => `Hello ${name}`,
    count: (count: number) => `${count} items`,
    meta: (name: string) => ({ title: `${name} page` }),
  };
  const hindi = {
    title: 'शीर्षक',
    nested: { lead: 'परिचय', tips: ['एक', 'दो'] },
    greet: (name: string) => `नमस्ते ${name}`,
    count: (count: number) => `${count} चीज़ें`,
    meta: (name: string) => ({ title: `${name} पेज` }),
  };
  const check = (translation: unknown) => compareArea('demo', english, translation, new Set());

  it('accepts a complete translation', () => {
    expect(check(hindi)).toEqual([]);
  });

  it('notices a missing key', () => {
    const { lead: _lead, ...nested } = hindi.nested;
    expect(check({ ...hindi, nested })).toEqual(['demo.nested.lead: missing in Hindi']);
  });

  it('notices an extra key, an empty or untranslated string, a short list and a dropped argument', () => {
    expect(
      check({
        ...hindi,
        extra: 'अतिरिक्त',
        title: ' ',
        nested: { lead: 'Lead', tips: ['एक'] },
        greet: (_name: string) => 'नमस्ते',
        meta: (name: string) => ({ title: `${name} पेज`, description: 'विवरण' }),
      }),
    ).toEqual([
      'demo.title: empty in Hindi',
      'demo.nested.lead: Hindi value has no Devanagari: "Lead"',
      'demo.nested.tips: English has 2 items, Hindi 1',
      'demo.greet("X9"): Hindi drops the argument "X9": "नमस्ते"',
      'demo.meta("X9").description: in Hindi but not in English',
      'demo.meta(1).description: in Hindi but not in English',
      'demo.meta(5).description: in Hindi but not in English',
      'demo.extra: in Hindi but not in English',
    ]);
  });

  it('notices a function with other parameters, or one that throws', () => {
    expect(
      check({
        ...hindi,
        greet: () => 'नमस्ते',
        count: (count: number) => {
          if (count > 1) throw new Error('no plural');
          return `${count} चीज़`;
        },
      }),
    ).toEqual([
      'demo.greet: English takes 1 arguments, Hindi 0',
      'demo.count(5): Hindi throws where English does not: Error: no plural',
    ]);
  });
});
