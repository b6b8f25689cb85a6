import type { AlertReason, AlertState, StudentAlert } from '@common/api/portal/alerts';
import type { Mark } from '@common/api/portal/attendance';
import type { AuditAction } from '@common/api/portal/audit';
import type { ConsentMethod, ConsentPurpose } from '@common/api/portal/consent';
import type { StudentData } from '@common/api/portal/student-data';
import type { Gender, Relation } from '@common/api/portal/students';
import type { Language } from '@common/languages';
import { STUDENT_STATUS_NAMES } from '@common/portal/student-status-names';
import { SCHOOL_TIME_ZONE } from '@common/school-clock';
import { attendanceMarks, attendanceSessions } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { and, asc, eq } from 'drizzle-orm';
import { type CsvCell, csvFile } from './csv-export';

// A data request as a guardian reads it (docs/requirements/students.md#data-requests): what the
// school holds about their child, in the guardian's language, with words for every code
// (school_records, admission_form...), dates in words and times in India's time, the child's
// attendance (days present, absent and late, and each day absent or late) and the messages the
// school sent about the child. One CSV, a row per value under its part, so it reads as a table.

/** The child's days: a day's mark is the daily mark, or in period mode the day's first period's. */
export interface AttendanceDays {
  present: number;
  absent: number;
  late: number;
  /** The days not present, oldest first. */
  missed: { date: string; mark: Exclude<Mark, 'present'> }[];
}

export async function attendanceDays(
  db: TenantDatabase,
  tenantId: string,
  studentId: string,
): Promise<AttendanceDays> {
  const rows = await db
    .select({ date: attendanceSessions.date, period: attendanceSessions.period, mark: attendanceMarks.mark })
    .from(attendanceMarks)
    .innerJoin(attendanceSessions, eq(attendanceSessions.id, attendanceMarks.sessionId))
    .where(and(eq(attendanceMarks.tenantId, tenantId), eq(attendanceMarks.studentId, studentId)))
    .orderBy(asc(attendanceSessions.date), asc(attendanceSessions.period));
  const days = new Map<string, Mark>();
  for (const row of rows) if (!days.has(row.date)) days.set(row.date, row.mark as Mark);
  const result: AttendanceDays = { present: 0, absent: 0, late: 0, missed: [] };
  for (const [date, mark] of days) {
    result[mark] += 1;
    if (mark !== 'present') result.missed.push({ date, mark });
  }
  return result;
}

interface Words {
  headers: [string, string, string, string];
  parts: Record<'export' | 'student' | 'guardian' | 'consent' | 'attendance' | 'message' | 'audit', string>;
  fields: Record<string, string>;
  gender: Record<Gender, string>;
  relation: Record<Relation, string>;
  language: Record<Language, string>;
  method: Record<ConsentMethod, string>;
  purpose: Record<ConsentPurpose, string>;
  mark: Record<Mark, string>;
  kind: Record<'absent' | 'correction', string>;
  state: Record<AlertState, string>;
  reason: Record<AlertReason, string>;
  channel: Record<string, string>;
  action: Record<AuditAction, string>;
  none: string;
}

const EN: Words = {
  headers: ['Part', 'Number', 'What', 'Value'],
  parts: {
    export: 'This copy',
    student: 'Student',
    guardian: 'Guardian',
    consent: 'Consent',
    attendance: 'Attendance',
    message: 'Message to a guardian',
    audit: 'Who looked at or changed the record',
  },
  fields: {
    exportedAt: 'Made on',
    admissionNumber: 'Admission number',
    name: 'Name',
    dateOfBirth: 'Date of birth',
    gender: 'Gender',
    class: 'Class',
    section: 'Section',
    rollNumber: 'Roll number',
    address: 'Address',
    status: 'Status',
    leftOn: 'Left the school on',
    createdAt: 'Record made on',
    updatedAt: 'Last changed on',
    relation: 'Relation',
    phone: 'Phone',
    email: 'E-mail',
    language: 'Language for messages',
    guardianName: 'Given by',
    method: 'How the school checked it was the parent or guardian',
    givenOn: 'Given on',
    purposes: 'For',
    recordedBy: 'Recorded by',
    recordedAt: 'Recorded on',
    withdrawnAt: 'Withdrawn on',
    daysPresent: 'Days present',
    daysAbsent: 'Days absent',
    daysLate: 'Days late',
    day: 'Day',
    mark: 'Marked',
    date: 'Day',
    kind: 'Message',
    to: 'To',
    channel: 'By',
    state: 'Delivery',
    sentAt: 'Sent on',
    at: 'When',
    member: 'Who',
    action: 'What',
    detail: 'Details',
  },
  gender: { female: 'Female', male: 'Male', other: 'Other' },
  relation: {
    mother: 'Mother',
    father: 'Father',
    guardian: 'Guardian',
    grandparent: 'Grandparent',
    sibling: 'Brother or sister',
    other: 'Other',
  },
  language: { en: 'English', hi: 'Hindi' },
  method: {
    admission_form: 'Signed admission form',
    in_person: 'In person at the school',
    signed_letter: 'Signed letter',
    otp_phone: 'One-time code sent to the phone',
    code_to_phone: 'Given by the guardian in the portal, verified by a code to their phone',
    code_to_email: 'Given by the guardian in the portal, verified by a code to their e-mail',
  },
  purpose: {
    school_records: "Keeping the child's school record",
    guardian_messages: 'Messages to guardians (such as absence alerts)',
    photos: 'Photos',
  },
  mark: { present: 'Present', absent: 'Absent', late: 'Late' },
  kind: { absent: 'Absence', correction: 'Correction of an absence' },
  state: {
    queued: 'Waiting to be sent',
    sent: 'Sent',
    failed: 'Could not be delivered',
    held: 'Waiting for the guardian to accept messages',
    expired: 'Not sent: accepted too late that day',
    stopped: 'Not sent: the guardian declined messages',
    not_sent: 'Not sent',
  },
  reason: {
    no_consent: 'no consent to messages',
    no_contact: 'no address to send it to',
    unconfirmed: 'the guardian had not accepted messages yet',
    declined: 'the guardian declined messages',
  },
  channel: { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' },
  action: {
    viewed: 'Looked at the record',
    listed: 'Listed students',
    created: 'Made the record',
    updated: 'Changed the record',
    moved: 'Moved to another section',
    left: 'Marked as left the school',
    consent_recorded: 'Recorded a consent',
    consent_withdrawn: 'Withdrew a consent',
    exported: 'Made a copy of the data',
    erased: 'Erased the personal data',
    imported: 'Imported from a spreadsheet',
    fee_receipt_cancelled: 'Cancelled a fee receipt',
    fee_refunded: 'Refunded fees',
    fee_fine_waived: 'Waived a late fine',
    fee_concession_granted: 'Granted a fee concession',
    fee_concession_ended: 'Ended a fee concession',
    fee_categories_changed: 'Changed the fee categories',
    exam_results_published: 'Published the results',
    exam_result_corrected: 'Corrected a published result',
  },
  none: '',
};

const HI: Words = {
  headers: ['भाग', 'क्रमांक', 'क्या', 'जानकारी'],
  parts: {
    export: 'यह प्रति',
    student: 'विद्यार्थी',
    guardian: 'अभिभावक',
    consent: 'सहमति',
    attendance: 'उपस्थिति',
    message: 'अभिभावक को संदेश',
    audit: 'रिकॉर्ड किसने देखा या बदला',
  },
  fields: {
    exportedAt: 'बनाने की तारीख़',
    admissionNumber: 'प्रवेश संख्या',
    name: 'नाम',
    dateOfBirth: 'जन्म तिथि',
    gender: 'लिंग',
    class: 'कक्षा',
    section: 'सेक्शन',
    rollNumber: 'रोल नंबर',
    address: 'पता',
    status: 'स्थिति',
    leftOn: 'स्कूल छोड़ने की तारीख़',
    createdAt: 'रिकॉर्ड बनने की तारीख़',
    updatedAt: 'आख़िरी बदलाव',
    relation: 'संबंध',
    phone: 'फ़ोन',
    email: 'ई-मेल',
    language: 'संदेशों की भाषा',
    guardianName: 'किसने दी',
    method: 'स्कूल ने कैसे जाँचा कि वे माता-पिता या अभिभावक हैं',
    givenOn: 'कब दी',
    purposes: 'किसके लिए',
    recordedBy: 'किसने दर्ज की',
    recordedAt: 'कब दर्ज की',
    withdrawnAt: 'कब वापस ली',
    daysPresent: 'उपस्थित दिन',
    daysAbsent: 'अनुपस्थित दिन',
    daysLate: 'देर से आने के दिन',
    day: 'दिन',
    mark: 'दर्ज',
    date: 'दिन',
    kind: 'संदेश',
    to: 'किसे',
    channel: 'कैसे',
    state: 'पहुँच',
    sentAt: 'कब भेजा',
    at: 'कब',
    member: 'किसने',
    action: 'क्या किया',
    detail: 'विवरण',
  },
  gender: { female: 'लड़की', male: 'लड़का', other: 'अन्य' },
  relation: {
    mother: 'माँ',
    father: 'पिता',
    guardian: 'अभिभावक',
    grandparent: 'दादा-दादी / नाना-नानी',
    sibling: 'भाई या बहन',
    other: 'अन्य',
  },
  language: { en: 'अंग्रेज़ी', hi: 'हिन्दी' },
  method: {
    admission_form: 'हस्ताक्षरित प्रवेश फ़ॉर्म',
    in_person: 'स्कूल में स्वयं आकर',
    signed_letter: 'हस्ताक्षरित पत्र',
    otp_phone: 'फ़ोन पर भेजा गया एक बार का कोड',
    code_to_phone: 'अभिभावक ने पोर्टल में स्वयं दी, उनके फ़ोन पर भेजे कोड से सत्यापित',
    code_to_email: 'अभिभावक ने पोर्टल में स्वयं दी, उनके ई-मेल पर भेजे कोड से सत्यापित',
  },
  purpose: {
    school_records: 'बच्चे का स्कूल रिकॉर्ड रखना',
    guardian_messages: 'अभिभावकों को संदेश (जैसे अनुपस्थिति की सूचना)',
    photos: 'फ़ोटो',
  },
  mark: { present: 'उपस्थित', absent: 'अनुपस्थित', late: 'देर से' },
  kind: { absent: 'अनुपस्थिति', correction: 'अनुपस्थिति का सुधार' },
  state: {
    queued: 'भेजा जाना बाकी',
    sent: 'भेजा गया',
    failed: 'नहीं पहुँच सका',
    held: 'अभिभावक की स्वीकृति की प्रतीक्षा',
    expired: 'नहीं भेजा: उस दिन स्वीकृति देर से मिली',
    stopped: 'नहीं भेजा: अभिभावक ने संदेश मना किए',
    not_sent: 'नहीं भेजा',
  },
  reason: {
    no_consent: 'संदेशों की सहमति नहीं',
    no_contact: 'भेजने का कोई पता नहीं',
    unconfirmed: 'अभिभावक ने तब तक संदेश स्वीकार नहीं किए थे',
    declined: 'अभिभावक ने संदेश मना किए',
  },
  channel: { email: 'ई-मेल', sms: 'SMS', whatsapp: 'WhatsApp' },
  action: {
    viewed: 'रिकॉर्ड देखा',
    listed: 'विद्यार्थियों की सूची देखी',
    created: 'रिकॉर्ड बनाया',
    updated: 'रिकॉर्ड बदला',
    moved: 'दूसरे सेक्शन में भेजा',
    left: 'स्कूल छोड़ा दर्ज किया',
    consent_recorded: 'सहमति दर्ज की',
    consent_withdrawn: 'सहमति वापस ली',
    exported: 'डेटा की प्रति बनाई',
    erased: 'व्यक्तिगत डेटा मिटाया',
    imported: 'स्प्रेडशीट से आयात किया',
    fee_receipt_cancelled: 'फ़ीस की रसीद रद्द की',
    fee_refunded: 'फ़ीस वापस की',
    fee_fine_waived: 'विलंब शुल्क माफ़ किया',
    fee_concession_granted: 'फ़ीस में छूट दी',
    fee_concession_ended: 'फ़ीस की छूट ख़त्म की',
    fee_categories_changed: 'फ़ीस की श्रेणियाँ बदलीं',
    exam_results_published: 'परिणाम प्रकाशित किए',
    exam_result_corrected: 'प्रकाशित परिणाम में सुधार किया',
  },
  none: '',
};

const WORDS: Record<Language, Words> = { en: EN, hi: HI };

const locale = (language: Language) => (language === 'hi' ? 'hi-IN' : 'en-GB');

/** A day in words: "Friday, 27 November 2026". */
export function dayInWords(date: string | null, language: Language): string {
  if (!date) return '';
  return new Intl.DateTimeFormat(locale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SCHOOL_TIME_ZONE,
  }).format(new Date(`${date}T12:00:00+05:30`));
}

/** A moment in India's time: "27 November 2026, 10:00 am IST". */
export function momentInWords(at: string | null, language: Language): string {
  if (!at) return '';
  const moment = new Date(at);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
      ...options,
      timeZone: SCHOOL_TIME_ZONE,
    }).format(moment);
  return `${part({ day: 'numeric', month: 'long', year: 'numeric' })}, ${part({ hour: 'numeric', minute: '2-digit' })} IST`;
}

export interface GuardianData extends StudentData {
  attendance: AttendanceDays;
  messages: StudentAlert[];
}

export function guardianDataCsv(data: GuardianData, language: Language): Buffer {
  const w = WORDS[language];
  const rows: CsvCell[][] = [[...w.headers]];
  const add = (part: keyof Words['parts'], item: number | '', fields: [string, CsvCell][]) => {
    for (const [field, value] of fields) rows.push([w.parts[part], item, w.fields[field] ?? field, value]);
  };
  const day = (date: string | null) => dayInWords(date, language);
  const moment = (at: string | null) => momentInWords(at, language);
  const { student } = data;
  add('export', '', [['exportedAt', moment(data.exportedAt)]]);
  add('student', '', [
    ['admissionNumber', student.admissionNumber],
    ['name', student.name],
    ['dateOfBirth', day(student.dateOfBirth)],
    ['gender', student.gender ? w.gender[student.gender] : ''],
    ['class', student.className],
    ['section', student.sectionName],
    ['rollNumber', student.rollNumber],
    ['address', student.address],
    ['status', STUDENT_STATUS_NAMES[language][student.status]],
    ['leftOn', day(student.leftOn)],
    ['createdAt', moment(student.createdAt)],
    ['updatedAt', moment(student.updatedAt)],
  ]);
  student.guardians.forEach((guardian, index) => {
    add('guardian', index + 1, [
      ['name', guardian.name],
      ['relation', w.relation[guardian.relation]],
      ['phone', guardian.phone],
      ['email', guardian.email],
      ['language', w.language[guardian.language]],
    ]);
  });
  student.consents.forEach((consent, index) => {
    add('consent', index + 1, [
      ['guardianName', `${consent.guardianName} (${w.relation[consent.relation]})`],
      ['method', w.method[consent.method]],
      ['givenOn', day(consent.givenOn)],
      ['purposes', consent.purposes.map((purpose) => w.purpose[purpose]).join('; ')],
      ['recordedBy', consent.recordedBy],
      ['recordedAt', moment(consent.recordedAt)],
      ['withdrawnAt', moment(consent.withdrawnAt)],
    ]);
  });
  add('attendance', '', [
    ['daysPresent', data.attendance.present],
    ['daysAbsent', data.attendance.absent],
    ['daysLate', data.attendance.late],
  ]);
  data.attendance.missed.forEach((missed, index) => {
    add('attendance', index + 1, [
      ['day', day(missed.date)],
      ['mark', w.mark[missed.mark]],
    ]);
  });
  data.messages.forEach((message, index) => {
    const state =
      message.state === 'not_sent' && message.reason
        ? `${w.state.not_sent}: ${w.reason[message.reason]}`
        : w.state[message.state];
    add('message', index + 1, [
      ['date', day(message.date)],
      ['kind', w.kind[message.kind]],
      ['to', message.guardianName],
      ['channel', w.channel[message.channel] ?? message.channel],
      ['state', state],
      ['sentAt', moment(message.sentAt)],
    ]);
  });
  data.auditLog.forEach((entry, index) => {
    add('audit', index + 1, [
      ['at', moment(entry.at)],
      ['member', entry.memberName],
      ['action', w.action[entry.action]],
    ]);
  });
  return csvFile(rows);
}
