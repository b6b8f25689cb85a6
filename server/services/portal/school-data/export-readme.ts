import type { SchoolTable } from './school-tables';

// The README.md at the top of a school's export: what each file is and what each column holds
// (docs/requirements/school-data.md#export). Tables are described here by name; a table added
// later is still exported and listed with its columns and types, under a line saying it has no
// description yet (school-data-export.test.ts asks for one for every table there is).

export const TABLE_NOTES: Readonly<Record<string, string>> = {
  academic_years: 'Academic years: name, first and last day, which one is current.',
  attendance_marks: 'Attendance: one row per student per taken session, with the mark (present, absent...).',
  attendance_sessions:
    'Attendance: one row per section per day (and period) that was taken, by whom and when.',
  attendance_settings: 'The school’s attendance rules (daily or per period, when a day locks).',
  attendance_submissions:
    'Each submission of a register from a device (its id makes a retried send count once).',
  audit_log:
    'The audit log of student data: who viewed, changed, exported or erased which student’s data, when.',
  bell_periods: 'The bell schedule: each learning centre’s periods on each weekday.',
  class_sections: 'Sections of classes (a coaching centre’s batches of courses), with their class teacher.',
  departments: 'The staff’s departments.',
  designations: 'The staff’s designations.',
  employees: 'The staff: name, phone, e-mail, department, designation, joining date.',
  exam_class_schemes: 'Which assessment scheme each class follows in each academic year.',
  exam_marks:
    'Marks: per student, subject, year, term and component, a score in hundredths of a mark (750 is 7.5), an absence code (AB absent, ML medical leave) or a descriptive grade; its revision, the scheme version it was entered under, who entered it and when.',
  exam_results:
    'Published results: each student’s whole card for a term as published (subjects, grades, co-scholastic grades, remark, attendance; the student is named by student_id and admission number, the name is in students.csv), its version (a correction is the next one, with its reason), who published it, when, and from when the student may see it.',
  exam_schedule: 'The exam schedule: the day each subject’s component is examined in a class’s term.',
  exam_scheme_versions:
    'Each version of each assessment scheme: the whole scheme (terms, components, maximum marks, best-of groups, grade bands, rounding, co-scholastic areas) as JSON.',
  exam_schemes:
    'Assessment schemes: name, current version, and a coaching centre’s delay before students see results.',
  exam_section_terms: 'Each section’s term: when and by whom it was proofread and published.',
  exam_student_terms: 'The class teacher’s part of a student’s term: co-scholastic grades and the remark.',
  exam_terms:
    'Each class’s terms: first and last day (attendance on the report card is counted between them) and the last day of marks entry.',
  fee_allocations:
    'Where each ledger entry’s money went: the plan, the instalment (i1, i2…) and the fee head (empty: the late fine; no plan: credit paid in advance), in paise.',
  fee_concession_rules:
    'Concession rules: sibling, staff ward, RTE, scholarship or hardship; percent (in basis points) or fixed paise; the heads they reduce.',
  fee_concessions:
    'Concessions granted to students: the rule, from and to, the reason, who approved and granted it, and when it ended.',
  fee_heads: 'Fee heads (tuition, transport…): recurring or one-time, and a GST rate in basis points.',
  fee_ledger_entries:
    'The fee ledger: every payment, cancellation, refund, fine waiver and adjustment, in paise (payments and waivers positive), with its mode, reference, reason, day and who recorded it.',
  fee_plan_versions:
    'Versions of each fee plan: draft or published, the date it bills from, and its instalments with an amount per head in paise.',
  fee_plans: 'Fee plans: the year, the class or section they bill, and the student category if any.',
  fee_receipt_counters: 'The last receipt number used in each series and year.',
  fee_receipts:
    'Receipts issued: number, series and year, and what the receipt printed (school, student, lines, balance; the GST split in GST mode).',
  fee_reminders: 'Fee reminders sent to guardians: to whom, about which student, why and when.',
  fee_settings:
    'The school’s fee settings: UPI ID and payee, receipt series, late fine, advance limit, reminder days, office phone, GST.',
  fee_statement_lines:
    'Lines of uploaded bank statements: day, amount in paise, narration, UTR, and whether matched, confirmed, resolved, ignored or unmatched.',
  fee_statements: 'Bank or UPI statements uploaded for matching: file name, when and by whom.',
  fee_student_categories:
    'Students’ fee categories (such as New admission or Hostel), which decide the plan they pay.',
  guardian_alerts:
    'Absence alerts to guardians: for which student and day, by which channel, and what came of it.',
  guardian_contacts:
    'Guardians’ addresses as the school reaches them: asked, confirmed or declined (“stop”).',
  guardians: 'Guardians: name, relation, phone, e-mail, language.',
  guardian_sessions:
    'Guardians’ sign-ins to the portal: the contact signed in with (kind: phone, whose key is its last ten digits, or email), how the code reached them (email, sms, whatsapp), when it began, was last used, ends or was ended. The token is left out.',
  guardian_sign_in_codes:
    'One-time sign-in codes sent to guardians: the contact, the channel, when it was sent, expires and was used, and wrong tries. The code is left out.',
  learning_centres: 'Learning centres (the school’s campuses or branches).',
  mail_outbox: 'Mails the school sent to guardians: to whom, subject, when, and whether delivered.',
  portal_imports: 'Spreadsheet imports: which file, by whom, its problems and counts.',
  portal_members: 'The portal’s members (staff with access): e-mail, name, role, status, language.',
  portal_roles: 'Roles and the permissions each grants.',
  portal_sessions: 'Members’ sign-ins to the portal: when they began, were last used and ended.',
  portal_tokens: 'Invitations and password resets sent to members: for whom, when, and whether used.',
  provisioning_jobs: 'The portal’s last activation request: which features and classes, and how it went.',
  school_closures: 'Requests to close the school’s account: when, by whom, and whether cancelled.',
  school_exports: 'Exports of the school’s data like this one: when, by whom.',
  student_batches: 'Which batches a coaching centre’s student is in.',
  student_consents: 'Guardians’ consents per student: purposes, how verified, given and withdrawn.',
  student_guardians: 'Which guardians each student has, in order.',
  students: 'Students: admission number, name, date of birth, gender, section, roll number, address, status.',
  tenant_classes: 'Classes (a coaching centre’s courses), NCERT or the school’s own.',
  tenant_features: 'The portal’s features as last activated.',
  tenant_subjects: 'Subjects of each class.',
  tenant_textbooks: 'Textbooks of each subject (from the NCERT catalogue).',
  timetable_entries:
    'The timetable: which subject and teacher each section has in each period of each weekday.',
};

const COLUMN_NOTES: Readonly<Record<string, string>> = {
  id: 'the row’s own id; other files name it in their `…_id` columns',
  tenant_id: 'the school’s id (the same in every row)',
  created_at: 'when the row was made',
  updated_at: 'when the row last changed',
};

export interface ReadmeFacts {
  schoolName: string;
  code: string;
  exportedAt: string;
  exportedBy: string;
  tables: readonly { table: SchoolTable; rows: number }[];
}

export function exportReadme(facts: ReadmeFacts): string {
  const omitted = facts.tables.flatMap(({ table }) =>
    table.omitted.map((left) => `- \`${table.name}.${left.column}\`: ${left.why}.`),
  );
  const lines = [
    `# ${facts.schoolName}: the school’s data`,
    '',
    `Exported from Shala (portal code \`${facts.code}\`) on ${facts.exportedAt} by ${facts.exportedBy}.`,
    '',
    '## The files',
    '',
    '- `school.csv` and `school.json`: the school itself (name, code, contact, kind).',
    '- `csv/<table>.csv`: one file per table of the school, one row per record. UTF-8 with a byte',
    '  order mark, comma-separated, CRLF line ends. A cell that starts with `=`, `+`, `-` or `@` has',
    "  a `'` in front so a spreadsheet does not run it as a formula; lists and objects are JSON.",
    '- `json/<table>.json`: the same rows as a JSON array of objects, values exactly as stored.',
    '- Times are UTC in ISO 8601 (`2026-04-01T03:30:00+00:00`); India is UTC+5:30. Dates are',
    '  `YYYY-MM-DD`. Ids are UUIDs: a column `x_id` names a row of the file `x`’s table.',
    '- The export is read in batches while the portal keeps working: a change made during the',
    '  export may be in one file and not yet in another.',
    '',
    '## Left out',
    '',
    'Secrets never leave the server, and copies that could carry them are left out too:',
    '',
    ...omitted,
    '',
    '## Tables and columns',
    '',
  ];
  for (const { table, rows } of facts.tables) {
    lines.push(`### ${table.name} (${rows} ${rows === 1 ? 'row' : 'rows'})`, '');
    lines.push(TABLE_NOTES[table.name] ?? 'No description yet: the columns below say what it holds.', '');
    for (const column of table.columns) {
      const note = COLUMN_NOTES[column.name];
      lines.push(`- \`${column.name}\` (${column.type})${note ? `: ${note}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
