import { IMPORT_HEADERS } from '@common/api/portal/imports';
import type { StudentRow } from '@common/api/portal/students';
import type { Language } from '@common/languages';
import { STUDENT_STATUS_NAMES } from '@common/portal/student-status-names';
import { csvFile } from './csv-export';

// The students list as a CSV file (one student's data request is guardian-data-csv.ts).

/** The list's own words; its other headers are the import templates' (a class list reads alike). */
const LIST_WORDS: Readonly<Record<Language, { status: string; consent: string; yes: string; no: string }>> = {
  en: { status: 'Status', consent: 'Consent to school records', yes: 'yes', no: 'no' },
  hi: { status: 'स्थिति', consent: 'स्कूल रिकॉर्ड के लिए सहमति', yes: 'हाँ', no: 'नहीं' },
};

/** The list as the portal shows it, in the member's language: headers, statuses, yes and no. */
export function listCsv(rows: readonly StudentRow[], language: Language): Buffer {
  const headers = IMPORT_HEADERS[language];
  const words = LIST_WORDS[language];
  return csvFile([
    [
      headers.admissionNumber,
      headers.name,
      headers.class,
      headers.section,
      headers.rollNumber,
      words.status,
      words.consent,
    ],
    ...rows.map((row) => [
      row.admissionNumber,
      row.name,
      row.className,
      row.sectionName,
      row.rollNumber,
      STUDENT_STATUS_NAMES[language][row.status],
      row.consented ? words.yes : words.no,
    ]),
  ]);
}
