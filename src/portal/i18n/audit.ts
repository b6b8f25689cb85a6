// The audit log's texts (src/portal/views/audit).
import type {
  AuditAction,
  ChangedStudentField,
  ConsentSummary,
  ImportSummary,
  ListSummary,
  MoveSummary,
} from '@common/api/portal/audit';
import type { ImportKind } from '@common/api/portal/imports';
import type { Language } from '@common/languages';
import { STUDENT_STATUS_NAMES } from '@common/portal/student-status-names';
import { consentNames } from './consent';
import type { Catalogue } from './language';
import { counted } from './plural';

const importKinds: Record<ImportKind, string> = {
  students: 'students',
  employees: 'employees',
  learning_centres: 'learning centres',
};
const hindiImportKinds: Record<ImportKind, string> = {
  students: 'विद्यार्थियों',
  employees: 'कर्मचारियों',
  learning_centres: 'लर्निंग सेंटरों',
};

const fieldNames: Record<ChangedStudentField, string> = {
  admissionNumber: 'admission number',
  name: 'name',
  dateOfBirth: 'date of birth',
  gender: 'gender',
  section: 'section',
  rollNumber: 'roll number',
  address: 'address',
  guardians: 'guardians',
};
const hindiFieldNames: Record<ChangedStudentField, string> = {
  admissionNumber: 'प्रवेश संख्या',
  name: 'नाम',
  dateOfBirth: 'जन्म तिथि',
  gender: 'लिंग',
  section: 'सेक्शन',
  rollNumber: 'रोल नंबर',
  address: 'पता',
  guardians: 'अभिभावक',
};

/** A list's filters as a sentence in `language`: its status, then the class, the section and a search if any. */
const filterWords = {
  en: { status: 'Status', class: 'class', section: 'section', search: 'with a search', stop: '.' },
  hi: { status: 'स्थिति', class: 'कक्षा', section: 'सेक्शन', search: 'खोज के साथ', stop: '।' },
} as const;
function listFilters(language: Language, { status, className, sectionName, search }: ListSummary): string {
  const words = filterWords[language];
  const parts = [`${words.status}: ${STUDENT_STATUS_NAMES[language][status]}`];
  if (className) parts.push(`${words.class}: ${className}`);
  if (sectionName) parts.push(`${words.section}: ${sectionName}`);
  if (search) parts.push(words.search);
  return `${parts.join(', ')}${words.stop}`;
}

const en = {
  heading: 'Audit log',
  lead: 'Who viewed, changed, exported or erased student data, and when. Entries cannot be changed or deleted.',
  caption: 'Audit log entries, newest first',
  time: 'Time',
  member: 'Member',
  action: 'Action',
  student: 'Student (admission number)',
  detail: 'Detail',
  none: '—',
  removedMember: (name: string) => `${name} (no longer a member)`,
  actions: {
    viewed: 'Viewed',
    listed: 'Listed',
    created: 'Created',
    updated: 'Updated',
    moved: 'Moved',
    left: 'Marked as left',
    consent_recorded: 'Consent recorded',
    consent_withdrawn: 'Consent withdrawn',
    exported: 'Exported',
    erased: 'Erased',
    imported: 'Imported',
    fee_receipt_cancelled: 'Fee receipt cancelled',
    fee_refunded: 'Fee refunded',
    fee_fine_waived: 'Late fine waived',
    fee_concession_granted: 'Fee concession granted',
    fee_concession_ended: 'Fee concession ended',
    fee_categories_changed: 'Fee categories changed',
    exam_results_published: 'Results published',
    exam_result_corrected: 'Published result corrected',
  } satisfies Record<AuditAction, string>,
  /** An import's counts as a sentence (the entry carries them as fields, not words). */
  imported: (s: ImportSummary) =>
    `${counted('en', s.rows, { one: 'row', other: 'rows' })} of ${importKinds[s.kind]} from ${s.fileName}, ${s.validRows} valid: ${s.created} created, ${s.updated} updated.`,
  /** An update's changed fields, named (the entry carries their keys). */
  changed: (fields: ChangedStudentField[]) =>
    `Changed: ${fields.map((field) => fieldNames[field]).join(', ')}.`,
  /** A consent's purposes and method, named (the entry carries their keys). */
  consent: ({ purposes, method }: ConsentSummary) => {
    const names = consentNames.en;
    const covers = `Covers: ${purposes.map((purpose) => names.purposes[purpose]).join(', ')}.`;
    return method ? `${covers} How it was verified: ${names.methods[method]}.` : covers;
  },
  /** A list page's filters and count. */
  listed: (list: ListSummary) =>
    `${listFilters('en', list)} Page ${list.page}: ${list.shown} of ${list.total}.`,
  /** A CSV of the list: its count and filters. */
  listExported: (list: ListSummary) =>
    `CSV of ${counted('en', list.total, { one: 'student', other: 'students' })}. ${listFilters('en', list)}`,
  moved: ({ from, to }: MoveSummary) => `From ${from ?? 'no section'} to ${to ?? 'no section'}.`,
  studentData: (format: 'csv' | 'json') => `The student's data (${format.toUpperCase()}).`,
  older: 'Older entries',
  loadingOlder: 'Loading…',
  empty: 'No entries yet.',
  end: 'No older entries.',
  failed: 'The audit log could not be loaded.',
  filter: 'Filter the audit log',
  anyAction: 'Any action',
  studentSearch: 'Student: admission number or name',
  memberSearch: 'Member’s name',
  from: 'From',
  to: 'To',
  applyFilter: 'Show entries',
  clearFilter: 'Clear filter',
  datesReversed: 'The “From” day must not be after the “To” day.',
  noMatches: 'No entries match this filter.',
  history: 'History of this student’s data',
};

export const auditText: Catalogue<typeof en> = {
  en,
  hi: {
    heading: 'ऑडिट लॉग',
    lead: 'किसने, कब विद्यार्थियों की जानकारी देखी, बदली, निर्यात की या मिटाई। प्रविष्टियाँ बदली या हटाई नहीं जा सकतीं।',
    caption: 'ऑडिट लॉग की प्रविष्टियाँ, सबसे नई पहले',
    time: 'समय',
    member: 'सदस्य',
    action: 'कार्य',
    student: 'विद्यार्थी (प्रवेश संख्या)',
    detail: 'विवरण',
    none: '—',
    removedMember: (name) => `${name} (अब सदस्य नहीं)`,
    actions: {
      viewed: 'देखा',
      listed: 'सूची देखी',
      created: 'जोड़ा',
      updated: 'बदला',
      moved: 'सेक्शन बदला',
      left: 'स्कूल छोड़ा दर्ज',
      consent_recorded: 'सहमति दर्ज',
      consent_withdrawn: 'सहमति वापस',
      exported: 'निर्यात किया',
      erased: 'मिटाया',
      imported: 'आयात किया',
      fee_receipt_cancelled: 'फ़ीस की रसीद रद्द',
      fee_refunded: 'फ़ीस वापस की',
      fee_fine_waived: 'विलंब शुल्क माफ़',
      fee_concession_granted: 'फ़ीस में छूट दी',
      fee_concession_ended: 'फ़ीस की छूट ख़त्म',
      fee_categories_changed: 'फ़ीस की श्रेणियाँ बदलीं',
      exam_results_published: 'परिणाम प्रकाशित',
      exam_result_corrected: 'प्रकाशित परिणाम में सुधार',
    },
    imported: (s) =>
      `${s.fileName} से ${hindiImportKinds[s.kind]} की ${s.rows} पंक्तियाँ, ${s.validRows} सही: ${s.created} नए जोड़े गए, ${s.updated} बदले गए।`,
    changed: (fields) => `बदला गया: ${fields.map((field) => hindiFieldNames[field]).join(', ')}।`,
    consent: ({ purposes, method }) => {
      const names = consentNames.hi;
      const covers = `किसके लिए: ${purposes.map((purpose) => names.purposes[purpose]).join(', ')}।`;
      return method ? `${covers} कैसे सत्यापित किया: ${names.methods[method]}।` : covers;
    },
    listed: (list) => `${listFilters('hi', list)} पृष्ठ ${list.page}: ${list.total} में से ${list.shown}।`,
    listExported: (list) =>
      `${counted('hi', list.total, { one: 'विद्यार्थी', other: 'विद्यार्थियों' })} की CSV। ${listFilters('hi', list)}`,
    moved: ({ from, to }) => `${from ?? 'बिना सेक्शन'} से ${to ?? 'बिना सेक्शन'} में।`,
    studentData: (format) => `विद्यार्थी का डेटा (${format.toUpperCase()})।`,
    older: 'पुरानी प्रविष्टियाँ',
    loadingOlder: 'लोड हो रहा है…',
    empty: 'अभी कोई प्रविष्टि नहीं है।',
    end: 'इससे पुरानी कोई प्रविष्टि नहीं है।',
    failed: 'ऑडिट लॉग लोड नहीं हो सका।',
    filter: 'ऑडिट लॉग छाँटें',
    anyAction: 'कोई भी कार्य',
    studentSearch: 'विद्यार्थी: प्रवेश संख्या या नाम',
    memberSearch: 'सदस्य का नाम',
    from: 'इस दिन से',
    to: 'इस दिन तक',
    applyFilter: 'प्रविष्टियाँ दिखाएँ',
    clearFilter: 'छँटाई हटाएँ',
    datesReversed: '“इस दिन से” वाला दिन “इस दिन तक” वाले दिन के बाद नहीं हो सकता।',
    noMatches: 'इस छँटाई से कोई प्रविष्टि नहीं मिली।',
    history: 'इस विद्यार्थी की जानकारी का इतिहास',
  },
};
