// Every code the server can send has Hindi words (docs/requirements/languages.md#catalogues): the
// codes of the catalogue (common/api/error-codes.ts) and any code written at a throw site in
// server/ — a literal passed to refuse, conflict, errorBody(Of), ApiError or UploadRefusal, or a
// code of the framework's answer tables. The type checker refuses a code outside the catalogue;
// this scan also catches one that slips past it (a cast, a plain string table).

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiErrors, apiErrors } from '@common/api/error-codes';
import { serverErrorsHi, serverErrorText } from '@portal/i18n/server-errors';
import { describe, expect, it } from 'vitest';

const SERVER = join(import.meta.dirname, '..', '..', 'server');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

// A code where an answer is made: the helpers' code argument and the framework's tables.
const CODE_AT_THROW_SITE = [
  /\brefuse\(\s*\d+\s*,\s*'([a-z_]+)'/g,
  /\bconflict\(\s*'([a-z_]+)'/g,
  /\berrorBodyOf\(\s*'([a-z_]+)'/g,
  /\berrorBody\([^;]*?,\s*'([a-z_]+)'\s*\)/g,
  /\bnew ApiError\(\s*[^,]+,\s*'([a-z_]+)'/g,
  /\bnew UploadRefusal\(\s*\d+\s*,\s*'([a-z_]+)'/g,
  /\banswerCode\b[^=\n]*=\s*'([a-z_]+)'/g,
];
// server/plugins/errors.ts answers the framework's own errors from tables of codes.
const CODE_IN_ANSWER_TABLE = [/\bcode: '([a-z_]+)'/g, /^\s*\d{3}: '([a-z_]+)',$/gm];

function codesWrittenInServer(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(SERVER)) {
    const text = readFileSync(file, 'utf8');
    const patterns = file.endsWith(join('plugins', 'errors.ts'))
      ? [...CODE_AT_THROW_SITE, ...CODE_IN_ANSWER_TABLE]
      : CODE_AT_THROW_SITE;
    for (const pattern of patterns)
      for (const match of text.matchAll(pattern)) found.set(match[1] as string, file);
  }
  return found;
}

/** The English the code says without parameters, when it has such a sentence. */
function englishOf(code: keyof typeof apiErrors): string | undefined {
  const entry: unknown = apiErrors[code];
  if (typeof entry === 'string') return entry;
  if (typeof entry === 'object' && entry !== null) return (entry as { sentence: string }).sentence;
  return undefined;
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the server errors a Hindi reader can see', () => {
  const written = codesWrittenInServer();

  it('finds the codes written at the throw sites (the scan reads the server)', () => {
    // A scan that matched nothing would pass whatever the server sends.
    expect(written.size).toBeGreaterThan(40);
    for (const code of ['email_taken', 'attendance_locked', 'duplicate_name', 'validation', 'internal_error'])
      expect([...written.keys()]).toContain(code);
  });

  it('sends only codes of the catalogue', () => {
    const outside = [...written].filter(([code]) => !Object.hasOwn(apiErrors, code));
    expect(outside.map(([code, file]) => `${code} (${file})`)).toEqual([]);
  });

  it('has Hindi words for every code: not empty, not the English, in Devanagari', () => {
    for (const code of Object.keys(apiErrors) as (keyof typeof apiErrors)[]) {
      const entry: unknown = serverErrorsHi[code];
      if (typeof entry === 'function') continue; // said with its blanks: the next test
      expect(typeof entry, code).toBe('string');
      const hindi = entry as string;
      expect(hindi.trim(), code).toBeTruthy();
      expect(hindi, code).toMatch(DEVANAGARI);
      expect(hindi, code).not.toBe(englishOf(code));
    }
  });

  it('says every sentence with blanks in Hindi with the same blanks, and no English but the data', () => {
    for (const code of Object.keys(apiErrors) as (keyof typeof apiErrors)[]) {
      const english: unknown = apiErrors[code];
      if (typeof english !== 'function') continue;
      expect(typeof serverErrorsHi[code], `${code} has blanks in English, so its Hindi needs them`).toBe(
        'function',
      );
      const params = samples[code as FunctionCode] as Record<string, string | number>;
      const hindi = (serverErrorsHi[code] as (p: object) => string)(params);
      expect(hindi, code).toMatch(DEVANAGARI);
      // Every blank that is data (a name, a number, a time) is said as it came...
      const data = Object.entries(params).filter(([key]) => !TRANSLATED.has(key));
      for (const [key, value] of data) expect(hindi, `${code}.${key}`).toContain(String(value));
      // ...and nothing else in Latin letters is left: the field, the kind, the weekday are Hindi words.
      let rest = hindi;
      for (const [, value] of data) rest = rest.replaceAll(String(value), '');
      expect(rest.match(/[A-Za-z]{2,}/g)?.filter((word) => !LATIN_ALLOWED.has(word)) ?? [], code).toEqual([]);
    }
  });

  it("says a refusal in the reader's language: English as sent, Hindi by its code, else the screen's words", () => {
    const said = { serverText: 'A department named Science already exists.', serverCode: 'duplicate_name' };
    expect(serverErrorText('en', said, 'Could not save.')).toBe('A department named Science already exists.');
    expect(serverErrorText('hi', said, 'सहेजा नहीं जा सका।')).toBe(
      'इस नाम से पहले से एक प्रविष्टि है। कोई दूसरा नाम चुनें।',
    );
    expect(serverErrorText('hi', { ...said, serverParams: { name: 'Science' } }, 'सहेजा नहीं जा सका।')).toBe(
      '“Science” नाम पहले से है। कोई दूसरा नाम चुनें।',
    );
    // The blanks come with the answer: the Hindi names the same section and the same students.
    const blocked = {
      serverText: 'Section B of Class 5 has 3 students: move them to another section first.',
      serverCode: 'section_has_students',
      serverParams: { name: 'B', className: 'कक्षा 5', onRolls: 3 },
    };
    expect(serverErrorText('hi', blocked, 'हटाया नहीं जा सका।')).toBe(
      'कक्षा 5 के सेक्शन B में 3 विद्यार्थी हैं: पहले उन्हें दूसरे सेक्शन में भेजें।',
    );
    // A sentence with blanks that came without them is the screen's own words, never "undefined".
    const { serverParams: _, ...bare } = blocked;
    expect(serverErrorText('hi', bare, 'हटाया नहीं जा सका।')).toBe('हटाया नहीं जा सका।');
    // No English reaches a Hindi reader: an unknown code, or no answer at all, gives the screen's words.
    const unknown = { serverText: 'Something new.', serverCode: 'brand_new' };
    expect(serverErrorText('hi', unknown, 'सहेजा नहीं जा सका।')).toBe('सहेजा नहीं जा सका।');
    expect(serverErrorText('hi', { serverText: 'Could not reach the server.' }, 'सहेजा नहीं जा सका।')).toBe(
      'सहेजा नहीं जा सका।',
    );
    expect(serverErrorText('en', null, 'Could not save.')).toBe('Could not save.');
  });
});

type FunctionCode = {
  [C in keyof ApiErrors]: ApiErrors[C] extends (params: never) => string ? C : never;
}[keyof ApiErrors];

/** Blanks the Hindi says in its own words rather than as they came. */
const TRANSLATED = new Set(['field', 'kind', 'weekday', 'date', 'subject']);
/** Latin words a Hindi sentence may keep: names of programs and formats. */
const LATIN_ALLOWED = new Set(['Excel', 'CSV', 'XLSX', 'MB', 'UPI', 'UTR', 'GST', 'GSTIN']);

/** One answer's blanks per code with blanks (a new one fails the type check until it has a sample). */
const samples: { [C in FunctionCode]: Parameters<ApiErrors[C]>[0] } = {
  name_characters: { subject: 'The name field' },
  duplicate_email: { email: 'ravi@vidyamandir.in' },
  in_use: { kind: 'department', name: 'Science', used: 2 },
  centre_in_timetable: { name: 'Branch Road', sections: 'Class 5 A, Class 6 B' },
  section_has_students: { name: 'B', className: 'Class 5', onRolls: 1 },
  section_has_records: { name: 'B', className: 'Class 5' },
  class_has_students: { className: 'LKG', onRolls: 3 },
  class_has_records: { className: 'JEE 2027' },
  batch_full: { className: 'JEE 2027', sectionName: 'Evening', capacity: 30 },
  duplicate_roll_number: { number: 7, className: 'Class 5', sectionName: 'A' },
  period_in_use: { weekday: 2, periods: '3, 4', sections: 'Class 5 A' },
  section_has_timetable: { className: 'Class 5', name: 'A' },
  timetable_clash: {
    teacherName: 'Meera Iyer',
    sectionName: 'Class 6 B',
    weekday: 3,
    period: 2,
    startsAt: '09:40',
    endsAt: '10:20',
  },
  attendance_locked: { date: '2026-11-27' },
  fee_plan_overlaps: { other: 'Class 5 fees 2026-27' },
  fee_overpayment: { due: '₹12,500.00' },
  utr_taken: { receipt: 'R/2026-27/000123' },
  refund_exceeds_paid: { paid: '₹4,000.00' },
  waiver_exceeds_fine: { fine: '₹150.00' },
  exam_entry_closed: { date: '2026-09-30' },
  exam_marks_incomplete: { missing: 12 },
  required: { field: 'Admission number' },
  date_invalid: { field: 'The date of birth' },
  date_in_future: { field: 'The date of birth' },
  choice_not_of_school: { kind: 'designation' },
  subject_not_of_class: { className: 'Class 5' },
  no_such_period: { period: 9, weekday: 6 },
  not_teaching_period: { period: 4, weekday: 1 },
  file_unreadable: { format: 'XLSX' },
};
