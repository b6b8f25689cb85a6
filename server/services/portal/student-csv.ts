import { IMPORT_HEADERS } from '@common/api/portal/imports';
import type { StudentData } from '@common/api/portal/student-data';
import { MAX_GUARDIANS } from '@common/api/portal/student-limits';
import type { Language } from '@common/languages';
import { STUDENT_STATUS_NAMES } from '@common/portal/student-status-names';
import { type CsvCell, csvFile } from './csv-export';
import type { StudentExportRow } from './student-reads';

// The students' CSV files: the list as the portal shows it, and one student's data request (every
// field of the record, each guardian, each consent and each audit entry, one value a row, so one
// file holds them all and reads in Excel as a table).

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

export function studentDataCsv({ exportedAt, student, auditLog }: StudentData): Buffer {
  const rows: CsvCell[][] = [['Part', 'Item', 'Field', 'Value']];
  const add = (part: string, item: number | '', fields: Record<string, CsvCell>) => {
    for (const [field, value] of Object.entries(fields)) rows.push([part, item, field, value]);
  };
  add('Export', '', { exportedAt });
  add('Student', '', {
    admissionNumber: student.admissionNumber,
    name: student.name,
    dateOfBirth: student.dateOfBirth,
    gender: student.gender,
    class: student.className,
    section: student.sectionName,
    rollNumber: student.rollNumber,
    address: student.address,
    status: student.status,
    leftOn: student.leftOn,
    createdAt: student.createdAt,
    updatedAt: student.updatedAt,
  });
  student.guardians.forEach((guardian, index) => {
    add('Guardian', index + 1, {
      name: guardian.name,
      relation: guardian.relation,
      phone: guardian.phone,
      email: guardian.email,
      language: guardian.language,
    });
  });
  student.consents.forEach((consent, index) => {
    add('Consent', index + 1, {
      guardianName: consent.guardianName,
      relation: consent.relation,
      method: consent.method,
      givenOn: consent.givenOn,
      purposes: consent.purposes.join(' '),
      recordedBy: consent.recordedBy,
      recordedAt: consent.recordedAt,
      withdrawnAt: consent.withdrawnAt,
    });
  });
  auditLog.forEach((entry, index) => {
    add('Audit log', index + 1, {
      at: entry.at,
      member: entry.memberName,
      action: entry.action,
      detail: entry.detail,
    });
  });
  return csvFile(rows);
}
