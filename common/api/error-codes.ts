import { authorityMessages } from '../portal/authority';
import { weekdayNames } from '../weekdays';
import { BODY_LIMIT_BYTES } from './errors';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from './portal/import-limits';
import { NAME_CHARACTERS_PROBLEM } from './text';

// Every `code` the API answers with, and the English sentence beside it (the body's `message`).
// Clients read this list: they show their own words for a code (the SPA's Hindi texts are keyed by
// ApiErrorCode, so a code without them does not compile), and the server throws only by code
// (server/http-error.ts: `throw refuse(409, 'email_taken')`), so no code is sent that is not here.
//
// An entry is one of three kinds:
// - a sentence: the code always says it;
// - a function: a sentence with blanks, filled from the named parameters (a record's name, a date);
//   the answer carries them as `params`, so a client says the same sentence in its own words;
// - `detailed(default)`: a code whose sentence names the detail at hand (which field of the request
//   is wrong, which address has nothing). The throw site gives that sentence; the default is what
//   the code says without one. A client in another language shows words true of every such
//   sentence.

/** A code whose sentence the throw site gives (the field it names, say); `sentence` is the default. */
export interface Detailed {
  readonly detailed: true;
  readonly sentence: string;
}

function detailed(sentence: string): Detailed {
  return { detailed: true, sentence };
}

/** A field a portal form must fill, as the English sentence names it (the `field` parameter). */
export type RequiredField =
  | 'Name'
  | 'Section name'
  | 'Subject name'
  | 'Class name'
  | 'Course name'
  | 'Batch name'
  | "Guardian's name"
  | 'Admission number'
  | 'Role name'
  | 'Reason';

/** A date a portal form takes, as the English sentence names it (the `field` parameter). */
export type DateField =
  | 'The date of birth'
  | 'The leaving date'
  | 'The date of consent'
  | 'The joining date'
  | 'The start date'
  | 'The end date'
  | 'The date';

const day = (weekday: number) => weekdayNames.en[weekday - 1] ?? `day ${weekday}`;

/** "3" -> "period 3 is", "3, 4" -> "periods 3 and 4 are". */
function periodsSaid(periods: string): string {
  const list = periods.split(', ');
  return list.length === 1
    ? `period ${list[0]} is`
    : `periods ${list.slice(0, -1).join(', ')} and ${list.at(-1)} are`;
}

const TOO_LARGE = `The request body is too large: the limit is ${BODY_LIMIT_BYTES / 1024} KiB.`;

export const apiErrors = {
  // The request itself (server/plugins/errors.ts, server/plugins/validation.ts).
  validation: detailed('The request is not valid.'),
  /** `subject` is the field as validation.ts names it: "The name field". */
  name_characters: (p: { subject: string }) => `${p.subject} ${NAME_CHARACTERS_PROBLEM}.`,
  bad_request: detailed('The request could not be understood.'),
  bad_url: 'The request path is not a valid URL.',
  invalid_json: detailed('The request body is not valid JSON.'),
  body_too_large: TOO_LARGE,
  unsupported_media_type: detailed(
    'This endpoint accepts only JSON: send the body with content-type: application/json.',
  ),
  method_not_allowed: 'This method is not allowed here.',
  timeout: 'The request took too long to arrive. Please try again.',
  conflict: 'The request conflicts with the current state. Please reload and try again.',
  not_found: detailed('Nothing was found at this address.'),
  ambiguous_host: detailed('The request names its host more than once.'),
  rate_limited: detailed('Too many requests. Please wait a moment and try again.'),
  unauthorized: detailed('Please log in to continue.'),
  forbidden: detailed('You are not allowed to do this.'),
  internal_error: 'Something went wrong on our side. Please try again later.',
  server_busy: 'The server is busy at the moment. Please try again in a few seconds.',
  not_ready: 'The database is not reachable, so the server is not ready.',
  shutting_down: 'The server is shutting down. Please try again in a moment.',
  origin_not_allowed: 'Requests from this origin are not allowed.',
  app_not_built: detailed('The web app has not been built yet: run `npm run build`, then reload this page.'),

  // Accounts (server/services/accounts.ts).
  email_taken: detailed('Email address already registered. Please use a different email.'),
  email_already_verified: 'This email address is already verified. Please log in.',
  verification_link_used: 'This verification link has already been used. Please log in.',
  verification_failed: 'Verification failed. The link may be expired or invalid.',
  invalid_credentials: detailed('Invalid login credentials. Please try again.'),
  email_not_verified:
    'Please verify your email address before logging in: open the link we emailed you, or ask for a new one.',
  wrong_current_password: 'Current password is incorrect',
  invalid_reset_token: detailed('Invalid or expired reset token. Please request a new password reset link.'),
  password_too_common: 'Password is too common. Please choose a less predictable password',
  password_personal: 'Password must not be your email address or institution name',
  tenant_not_found: 'No tenant was found for this account.',

  // Getting into a school's portal (server/services/portal/session.ts, plugins/portal-auth.ts).
  portal_not_found: 'There is no active school portal at this address.',
  tenant_not_active: 'Your institution is not active yet: activate it before opening its portal.',
  portal_not_seeded: 'The portal of your institution has no owner yet: activate the institution again.',
  handoff_expired: 'This link to the portal has expired. Open the portal again from your Shala dashboard.',
  member_disabled: "Your access to this portal has been turned off. Ask the school's administrator.",
  invitation_invalid: 'This invitation has expired or was already used. Ask the school to send it again.',

  // Members and roles (server/services/portal/portal-members.ts, portal-roles.ts).
  member_not_found: 'No member was found with this id.',
  member_invited: 'An invited member becomes active by accepting the invitation.',
  not_invited: detailed('Only an invitation that has not been accepted can be sent again.'),
  role_not_found: 'No role was found with this id.',
  role_name_taken: 'A role with this name already exists.',
  role_built_in: 'Built-in roles cannot be changed.',
  role_in_use: 'This role is given to members: give them another role before deleting it.',
  role_beyond_authority: authorityMessages.roleBeyond.message,
  own_role: authorityMessages.ownRole.message,
  member_beyond_authority: authorityMessages.memberBeyond.message,

  // School records (server/services/portal/*).
  duplicate_name: detailed('A record with this name already exists.'),
  duplicate_email: (p: { email: string }) => `An employee with the email ${p.email} already exists.`,
  in_use: (group: { kind: string; name: string; used: number }) =>
    `The ${group.kind} ${group.name} has ${group.used === 1 ? '1 employee' : `${group.used} employees`}: give them another ${group.kind} first.`,
  current_year_required: 'The school always has a current academic year: make another year current instead.',
  main_centre: 'The main learning centre cannot be removed.',
  centre_in_timetable: (centre: { name: string; sections: string }) =>
    `${centre.name}'s bells are in the timetable of ${centre.sections}: clear it there first.`,
  section_has_students: (section: { name: string; className: string; onRolls: number }) =>
    `Section ${section.name} of ${section.className} has ${section.onRolls === 1 ? '1 student' : `${section.onRolls} students`}: move them to another section first.`,
  section_has_records: (section: { name: string; className: string }) =>
    `Section ${section.name} of ${section.className} is in the records of students who have left: it cannot be removed.`,
  class_has_students: (klass: { className: string; onRolls: number }) =>
    `${klass.className} has ${klass.onRolls === 1 ? '1 student' : `${klass.onRolls} students`}: move them to another class first.`,
  class_has_records: (klass: { className: string }) =>
    `${klass.className} is in the records of students who have left: it cannot be removed.`,
  duplicate_admission_number: 'A student with this admission number already exists.',
  duplicate_roll_number: (roll: { number: number; className: string; sectionName: string }) =>
    `Roll number ${roll.number} is already taken in ${roll.className} ${roll.sectionName}.`,
  batch_full: (batch: { className: string; sectionName: string; capacity: number }) =>
    `${batch.className} ${batch.sectionName} is full: it takes ${batch.capacity} students. Raise its capacity under Academics, or choose another batch.`,
  further_batches_school:
    'A school’s student is in one section: further batches are for a coaching centre’s students.',
  home_batch_first: 'Choose the home batch first.',
  already_left: 'The student has already left.',
  already_withdrawn: 'This consent was already withdrawn.',
  student_erased: detailed('This student\u2019s data was erased: the record cannot be changed.'),
  guardian_change_forbidden:
    'A guardian with this phone number is already in the school’s records with other details: you may add students but not change existing guardians. Give the details the school has, or ask someone who may edit students.',

  // The timetable (server/services/portal/timetable.ts).
  /** `periods`: the numbers, "3" or "3, 4"; `weekday`: ISO, 1 = Monday. */
  period_in_use: (use: { weekday: number; periods: string; sections: string }) =>
    `${day(use.weekday)}'s ${periodsSaid(use.periods)} in the timetable of ${use.sections}: clear them there first.`,
  section_has_timetable: (section: { className: string; name: string }) =>
    `${section.className} ${section.name} has a timetable on its centre's bells: clear it before the section follows another centre.`,
  section_moved: 'The section moved to another centre just now: try again.',
  timetable_clash: (clash: {
    teacherName: string;
    sectionName: string;
    /** ISO weekday, 1 = Monday. */
    weekday: number;
    period: number;
    startsAt: string;
    endsAt: string;
  }) =>
    `${clash.teacherName} already teaches ${clash.sectionName} on ${day(clash.weekday)}, period ${clash.period} (${clash.startsAt}-${clash.endsAt}).`,

  // Importing a spreadsheet (server/services/portal/imports/*).
  import_started: 'This import has already been run or cancelled.',
  import_has_problems: 'The file has problems: fix them and upload it again, or import only the valid rows.',
  import_empty: 'The file has no valid rows to import.',
  import_needs_edit:
    'This import changes existing records, which you may not change: upload the file again to see which rows you may import.',
  import_ended: 'This import has already ended.',

  // A school's whole data (server/services/portal/school-data/*).
  school_export_running: 'An export of the school is already being made: wait for it to finish.',
  school_export_not_ready: 'This export has no file to download: it is not ready yet, failed or has expired.',
  closure_code_wrong: "The code typed is not this school's portal code.",
  closure_pending: 'Closing this account has already been asked for.',
  closure_not_pending: 'Closing this account has not been asked for.',
  file_too_large: `The file is too large: an import file may be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  uploads_busy: 'Other files are being checked at the moment. Try again in a few seconds.',
  unpacked_too_large:
    'The workbook is too large once unpacked: keep one sheet with the import’s columns only.',
  file_too_complex:
    'The file takes too long to read: keep one sheet with the import’s columns only, or split it into smaller files.',

  // Attendance (server/services/portal/attendance/*).
  submission_id_used:
    'This submission id was already used for another class or by another member. Send the marks with a new id.',
  not_the_taker: 'These marks were taken by another member: only they can send them.',
  attendance_locked: (p: { date: string }) =>
    `Attendance for ${p.date} is locked: it can no longer be taken or corrected.`,
  attendance_daily: 'This school takes attendance once a day, not per period.',
  attendance_period_missing: 'Say which period this attendance is for.',
  student_not_on_list: 'A marked student is not on this class list.',

  // Fees (server/services/portal/fees/*, docs/requirements/fees.md). Amounts in blanks are rupees
  // as the receipt prints them ("1,234.50").
  fee_head_name_taken: 'A fee head with this name already exists.',
  fee_plan_overlaps: (p: { other: string }) =>
    `Another published plan, ${p.other}, already applies to the same students: give one of them a category or a section.`,
  fee_rise_mid_course:
    'This course has started: a new version cannot raise its fees (the 2024 coaching guidelines forbid a rise mid-course).',
  fee_plan_empty: 'A plan needs at least one instalment with an amount.',
  fee_plan_no_draft: 'This plan has no draft.',
  fee_plan_scope: 'A plan applies to a class or to one section, not both.',
  fee_instalments_invalid: detailed('The instalments are not valid.'),
  concession_automatic: 'The sibling concession applies itself: it is not granted to a student.',
  concession_needs_approval:
    'A scholarship or hardship concession needs a reason and the name of who approved it.',
  concession_needs_employee: 'A staff ward concession names the employee whose child the student is.',
  concession_ended: 'This concession has already ended.',
  fee_nothing_due: 'Nothing is due from this student.',
  fee_overpayment: (p: { due: string }) => `The amount is more than is due: at most ${p.due} can be taken.`,
  utr_invalid: 'A UPI reference (UTR) is 12 digits.',
  utr_taken: (p: { receipt: string }) => `This UPI reference is already recorded, on receipt ${p.receipt}.`,
  reference_required: 'A reference is required for every mode but cash.',
  attempt_key_used: 'This attempt was already used for something else. Reload the page and try again.',
  receipt_cancelled: 'This receipt is already cancelled.',
  receipt_refunded:
    'Money of this receipt was refunded: cancelling it too would take it back twice. Record a payment instead, or ask the accountant.',
  refund_exceeds_paid: (p: { paid: string }) => `A refund cannot be more than what was paid: ${p.paid}.`,
  waiver_exceeds_fine: (p: { fine: string }) => `A waiver cannot be more than the fine due: ${p.fine}.`,
  gst_schools_exempt: 'Schools stay out of GST: the GST invoice mode is for coaching centres.',
  gst_needs_gstin: 'GST invoice mode needs the GSTIN.',
  not_coaching: 'A pro-rata refund on leaving is for coaching centres.',
  statement_line_resolved: 'This statement line is already resolved.',
  statement_unreadable: detailed('The statement could not be read: upload the bank’s CSV or Excel file.'),

  // Exams (server/services/portal/exams/*, docs/requirements/exams.md).
  exam_scheme_name_taken: 'A scheme with this name already exists.',
  exam_scheme_invalid: detailed('The scheme is not valid.'),
  exam_scheme_changed:
    'Someone saved this scheme since you opened it. Reload it to see their changes, then make yours again.',
  exam_no_scheme: 'This class has no assessment scheme for the year yet: choose one first.',
  exam_marks_exist:
    'Marks were already entered under this class\u2019s scheme this year: it can no longer be swapped.',
  exam_not_your_sheet: 'You do not teach this subject in this section.',
  exam_not_class_teacher: 'Only the section\u2019s class teacher can do this.',
  exam_entry_closed: (p: { date: string }) => `Marks entry closed on ${p.date}.`,
  exam_term_published: 'These results are published: a change now is a correction, with a reason.',
  exam_mark_invalid: detailed('A mark is not valid.'),
  exam_marks_incomplete: (p: { missing: number }) =>
    `${p.missing} marks are still to be entered: every mark of the term is needed before proofreading.`,
  exam_not_proofread: 'The class teacher has not proofread this section yet.',
  exam_not_published: 'This term is not published yet.',
  exam_schedule_invalid: detailed('The schedule is not valid.'),

  // Guardians in the portal (docs/requirements/guardians.md).
  guardian_contact_invalid: 'Write a phone number of 10 digits or an e-mail address.',
  guardian_code_wrong: 'That code is wrong or has expired. Check it, or ask for a new one.',

  // What a portal form's fields can still meet on the server (the forms check most of it first).
  required: (p: { field: RequiredField }) => `${p.field} is required`,
  date_invalid: (p: { field: DateField }) => `${p.field} is not a real date.`,
  date_in_future: (p: { field: DateField }) => `${p.field} cannot be in the future.`,
  year_ends_before_start: 'The academic year must end after it starts.',
  phone_required: 'Phone number is required',
  phone_invalid: 'Please enter a valid phone number',
  email_invalid: 'Email is invalid',
  guardian_phone_invalid: "A guardian's phone number must have 10 digits.",
  guardian_phones_same: 'Two guardians of a student cannot have the same phone number.',
  guardian_email_invalid: "The guardian's email is invalid.",
  roll_needs_section: 'A roll number needs a section.',
  erase_reason_required: 'Say why the data is erased',
  section_not_of_school: 'Choose a section of one of this school\u2019s classes.',
  choice_not_of_school: (p: { kind: 'department' | 'designation' }) => `Choose a ${p.kind} of this school.`,
  role_not_of_school: 'Choose a role of this school.',
  owner_role_not_given: 'The Owner role cannot be given to anyone: the school has one owner.',
  employee_not_of_school: 'Choose an employee of this school.',
  subject_not_of_class: (p: { className: string }) => `The subject is not one of ${p.className}'s.`,
  no_such_period: (p: { period: number; weekday: number }) =>
    `The bells have no period ${p.period} on ${day(p.weekday)}.`,
  not_teaching_period: (p: { period: number; weekday: number }) =>
    `Period ${p.period} on ${day(p.weekday)} is not a teaching period.`,
  centre_not_of_school: 'The learning centre is not one of the school\u2019s.',
  teacher_not_employee: 'The teacher is not an employee of the school.',
  file_unreadable: (p: { format: 'CSV' | 'XLSX' }) =>
    `The file could not be read as ${p.format === 'CSV' ? 'CSV' : 'an XLSX workbook'}.`,
  file_no_header: 'The file is empty: it has no header row.',
  file_empty: 'The file is empty.',
  too_many_rows: `A file may have at most ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows.`,
} as const;

export type ApiErrors = typeof apiErrors;
export type ApiErrorCode = keyof ApiErrors;

/**
 * What a throw site passes besides the code: nothing, the parameters of the blanks, or (optionally)
 * its own sentence and what it names (`{ name }`), sent as `params`.
 */
export type ApiErrorArgs<C extends ApiErrorCode> = ApiErrors[C] extends string
  ? []
  : ApiErrors[C] extends Detailed
    ? [sentence?: string, params?: ApiErrorParams]
    : ApiErrors[C] extends (params: infer P) => string
      ? [params: P]
      : never;

/** The parameters of an answer's sentence (`params` in the body), when its code has blanks. */
export type ApiErrorParams = Readonly<Record<string, string | number>>;

/** The parameters `args` give a code's sentence, for the answer's `params`. */
export function apiErrorParams<C extends ApiErrorCode>(
  code: C,
  ...args: ApiErrorArgs<C>
): ApiErrorParams | undefined {
  const entry: unknown = apiErrors[code];
  if (typeof entry === 'function') return args[0] as ApiErrorParams;
  return typeof entry === 'object' ? (args[1] as ApiErrorParams | undefined) : undefined;
}

/** The English sentence for `code` (the `message` of the answer). */
export function apiErrorSentence<C extends ApiErrorCode>(code: C, ...args: ApiErrorArgs<C>): string {
  const entry: string | Detailed | ((params: never) => string) = apiErrors[code];
  if (typeof entry === 'string') return entry;
  if (typeof entry === 'function') return (entry as (params: unknown) => string)(args[0]);
  return (args[0] as string | undefined) ?? entry.sentence;
}

export function isApiErrorCode(value: string): value is ApiErrorCode {
  return Object.hasOwn(apiErrors, value);
}
