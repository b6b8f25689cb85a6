import { IMPORT_HEADERS } from '@common/api/portal/imports';
import { MAX_GUARDIANS } from '@common/api/portal/student-limits';
import type { Language } from '@common/languages';
import { STUDENT_STATUS_NAMES } from '@common/portal/student-status-names';
import { type CsvCell, csvFile } from './csv-export';
import type { StudentExportRow } from './student-reads';

// The students list as a CSV file (one student's data request is guardian-data-csv.ts).

/** The list's own words; its other headers are the import templates' (a class list reads alike). */
const LIST_WORDS: Readonly<
  Record<
    Language,
    { status: string; consent: string; yes: string; no: string; guardianPhone: (n: number) => string }
  >
> = {
  en: {
    status: 'Status',
    consent: 'Consent to school records',
    yes: 'yes',
    no: 'no',
    guardianPhone: (n) => `Guardian ${n} phone`,
  },
  hi: {
    status: 'स्थिति',
    consent: 'स्कूल रिकॉर्ड के लिए सहमति',
    yes: 'हाँ',
    no: 'नहीं',
    guardianPhone: (n) => `अभिभावक ${n} का फ़ोन`,
  },
};

/** A phone column per guardian a student may have: the first two under the import template's headers. */
function guardianPhoneHeaders(language: Language): CsvCell[] {
  const headers = IMPORT_HEADERS[language];
  return Array.from({ length: MAX_GUARDIANS }, (_, index) =>
    index === 0
      ? headers.guardianPhone
      : index === 1
        ? headers.secondGuardianPhone
        : LIST_WORDS[language].guardianPhone(index + 1),
  );
}

/**
 * The list as the portal shows it, in the member's language (headers, statuses, yes and no), with
 * the date of birth (YYYY-MM-DD, as the import reads it) and each guardian's phone, the primary
 * guardian's first.
 */
export function listCsv(rows: readonly StudentExportRow[], language: Language): Buffer {
  const headers = IMPORT_HEADERS[language];
  const words = LIST_WORDS[language];
  return csvFile([
    [
      headers.admissionNumber,
      headers.name,
      headers.dateOfBirth,
      headers.class,
      headers.section,
      headers.rollNumber,
      words.status,
      words.consent,
      ...guardianPhoneHeaders(language),
    ],
    ...rows.map((row) => [
      row.admissionNumber,
      row.name,
      row.dateOfBirth,
      row.className,
      row.sectionName,
      row.rollNumber,
      STUDENT_STATUS_NAMES[language][row.status],
      row.consented ? words.yes : words.no,
      ...Array.from({ length: MAX_GUARDIANS }, (_, index) => row.guardianPhones[index] ?? null),
    ]),
  ]);
}
