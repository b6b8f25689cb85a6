// Every code the server can send has Hindi words (docs/requirements/languages.md#catalogues): the
// codes of the catalogue (common/api/error-codes.ts) and any code written at a throw site in
// server/ — a literal passed to refuse, conflict, errorBody(Of), ApiError or UploadRefusal, or a
// code of the framework's answer tables. The type checker refuses a code outside the catalogue;
// this scan also catches one that slips past it (a cast, a plain string table).

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiErrors } from '@common/api/error-codes';
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
      const hindi = serverErrorsHi[code];
      expect(hindi?.trim(), code).toBeTruthy();
      expect(hindi, code).toMatch(DEVANAGARI);
      expect(hindi, code).not.toBe(englishOf(code));
    }
  });

  it("says a refusal in the reader's language: English as sent, Hindi by its code, else the screen's words", () => {
    const said = { serverText: 'A department named Science already exists.', serverCode: 'duplicate_name' };
    expect(serverErrorText('en', said, 'Could not save.')).toBe('A department named Science already exists.');
    expect(serverErrorText('hi', said, 'सहेजा नहीं जा सका।')).toBe(serverErrorsHi.duplicate_name);
    // No English reaches a Hindi reader: an unknown code, or no answer at all, gives the screen's words.
    const unknown = { serverText: 'Something new.', serverCode: 'brand_new' };
    expect(serverErrorText('hi', unknown, 'सहेजा नहीं जा सका।')).toBe('सहेजा नहीं जा सका।');
    expect(serverErrorText('hi', { serverText: 'Could not reach the server.' }, 'सहेजा नहीं जा सका।')).toBe(
      'सहेजा नहीं जा सका।',
    );
    expect(serverErrorText('en', null, 'Could not save.')).toBe('Could not save.');
  });
});
