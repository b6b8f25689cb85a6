// The student editor's values and rules (docs/requirements/students.md#students), checked before
// anything is sent; the server checks them again with the contract's schemas. Rules return codes;
// src/portal/i18n/students.ts holds their texts in both languages.
import type { ConsentPurpose } from '@common/api/portal/consent';
import { ADMISSION_NUMBER_MAX_LENGTH, MAX_GUARDIANS } from '@common/api/portal/student-limits';
import type {
  ConsentBody,
  EraseBody,
  Gender,
  LeaveBody,
  MoveBody,
  Relation,
  Student,
  StudentBody,
} from '@common/api/portal/students';
import { phoneKey } from '@common/portal/phone';
import { ADDRESS_MAX_LENGTH, isPlainEmail, NAME_MAX_LENGTH } from '@common/validation';

export type StudentFieldCode = 'required' | 'invalid' | 'tooLong';

export interface GuardianForm {
  name: string;
  relation: Relation;
  phone: string;
  email: string;
  language: 'en' | 'hi';
}
export type GuardianField = keyof GuardianForm;

export interface StudentForm {
  admissionNumber: string;
  name: string;
  dateOfBirth: string;
  gender: Gender | '';
  sectionId: string;
  rollNumber: string;
  address: string;
  guardians: GuardianForm[];
  /** A coaching student's further batches besides the home batch (`sectionId`). */
  batchIds: string[];
}
export type StudentField = Exclude<keyof StudentForm, 'guardians' | 'batchIds'>;

/** A field of the form: one of the student's, or `guardian.<index>.<field>`. */
export type StudentErrorKey = StudentField | `guardian.${number}.${GuardianField}`;
export type StudentErrors = Partial<Record<StudentErrorKey, StudentFieldCode>>;

export const emptyGuardian: GuardianForm = {
  name: '',
  relation: 'mother',
  phone: '',
  email: '',
  language: 'en',
};

export const emptyStudent: StudentForm = {
  admissionNumber: '',
  name: '',
  dateOfBirth: '',
  gender: '',
  sectionId: '',
  rollNumber: '',
  address: '',
  guardians: [emptyGuardian],
  batchIds: [],
};

const STUDENT_ORDER: readonly StudentField[] = [
  'admissionNumber',
  'name',
  'dateOfBirth',
  'gender',
  'sectionId',
  'rollNumber',
  'address',
];
const GUARDIAN_ORDER: readonly GuardianField[] = ['name', 'relation', 'phone', 'email', 'language'];

/** The page's order of every control: the first invalid one gets the focus. */
export const STUDENT_FIELD_ORDER: readonly StudentErrorKey[] = [
  ...STUDENT_ORDER,
  ...Array.from({ length: MAX_GUARDIANS }, (_, index) =>
    GUARDIAN_ORDER.map((field) => `guardian.${index}.${field}` as const),
  ).flat(),
];

export function valuesOf(student: Student): StudentForm {
  return {
    admissionNumber: student.admissionNumber,
    name: student.name,
    dateOfBirth: student.dateOfBirth ?? '',
    gender: student.gender ?? '',
    sectionId: student.sectionId ?? '',
    rollNumber: student.rollNumber === null ? '' : String(student.rollNumber),
    address: student.address,
    batchIds: student.batches.map((batch) => batch.sectionId),
    guardians: student.guardians.map((guardian) => ({
      name: guardian.name,
      relation: guardian.relation,
      phone: guardian.phone,
      email: guardian.email ?? '',
      language: guardian.language,
    })),
  };
}

const ROLL = /^\d{1,4}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A roll number is 1 to 9999, or empty. */
export const isRollNumber = (value: string) =>
  value.trim() === '' || (ROLL.test(value.trim()) && Number(value) >= 1);

export function validateStudent(values: StudentForm): StudentErrors {
  const errors: StudentErrors = {};
  const admission = values.admissionNumber.trim();
  if (!admission) errors.admissionNumber = 'required';
  else if (admission.length > ADMISSION_NUMBER_MAX_LENGTH) errors.admissionNumber = 'tooLong';
  const name = values.name.trim();
  if (!name) errors.name = 'required';
  else if (name.length > NAME_MAX_LENGTH) errors.name = 'tooLong';
  if (values.dateOfBirth && !DATE.test(values.dateOfBirth)) errors.dateOfBirth = 'invalid';
  if (!isRollNumber(values.rollNumber)) errors.rollNumber = 'invalid';
  if (values.address.length > ADDRESS_MAX_LENGTH) errors.address = 'tooLong';
  values.guardians.forEach((guardian, index) => {
    if (!guardian.name.trim()) errors[`guardian.${index}.name`] = 'required';
    if (!guardian.phone.trim()) errors[`guardian.${index}.phone`] = 'required';
    else if (phoneKey(guardian.phone) === null) errors[`guardian.${index}.phone`] = 'invalid';
    if (guardian.email.trim() && !isPlainEmail(guardian.email.trim()))
      errors[`guardian.${index}.email`] = 'invalid';
  });
  return errors;
}

/** Empty optional fields are sent as null: clearing a date of birth on edit removes it. */
export function studentBody(values: StudentForm): StudentBody {
  const orNull = (value: string) => value.trim() || null;
  return {
    admissionNumber: values.admissionNumber.trim(),
    name: values.name.trim(),
    dateOfBirth: orNull(values.dateOfBirth),
    gender: values.gender || null,
    sectionId: orNull(values.sectionId),
    rollNumber: values.rollNumber.trim() ? Number(values.rollNumber) : null,
    address: values.address.trim(),
    // The home batch is never also a further one (the server drops it too).
    batchIds: values.batchIds.filter((id) => id !== values.sectionId),
    guardians: values.guardians.map((guardian) => ({
      name: guardian.name.trim(),
      relation: guardian.relation,
      phone: guardian.phone.trim(),
      email: orNull(guardian.email)?.toLowerCase() ?? null,
      language: guardian.language,
    })),
  };
}

/** The further batches with `sectionId` added, or taken away when it was there. */
export function toggledBatches(batchIds: readonly string[], sectionId: string): string[] {
  return batchIds.includes(sectionId) ? batchIds.filter((id) => id !== sectionId) : [...batchIds, sectionId];
}

/** What a smaller form beside the record (move, leave, erase, consent) holds while it is open. */
export type DraftKind = 'move' | 'leave' | 'erase' | 'consent';
export type Draft = Record<string, string>;
export type DraftErrors = Partial<Record<string, StudentFieldCode>>;

/** The fields each smaller form has: a change to another is not one of its own. */
export const DRAFT_FIELDS: Readonly<Record<DraftKind, readonly string[]>> = {
  move: ['sectionId', 'rollNumber'],
  leave: ['leftOn'],
  erase: ['reason'],
  consent: ['guardianName', 'relation', 'method', 'givenOn'],
};

/** A form as it opens: the student's section to move from, the first guardian to consent. */
export function draftFor(kind: DraftKind, student: Student | null): Draft {
  const guardian = student?.guardians[0];
  switch (kind) {
    case 'move':
      return { sectionId: student?.sectionId ?? '', rollNumber: '' };
    case 'leave':
      return { leftOn: '' };
    case 'erase':
      return { reason: '' };
    case 'consent':
      return {
        guardianName: guardian?.name ?? '',
        relation: guardian?.relation ?? 'mother',
        method: 'admission_form',
        givenOn: '',
      };
  }
}

export function validateDraft(
  kind: DraftKind,
  draft: Draft,
  purposes: readonly ConsentPurpose[],
): DraftErrors {
  const errors: DraftErrors = {};
  const need = (field: string) => {
    if (!(draft[field] ?? '').trim()) errors[field] = 'required';
  };
  if (kind === 'move') {
    need('sectionId');
    if (!isRollNumber(draft.rollNumber ?? '')) errors.rollNumber = 'invalid';
  }
  if (kind === 'leave') need('leftOn');
  if (kind === 'erase') need('reason');
  if (kind === 'consent') {
    need('guardianName');
    need('givenOn');
    if (purposes.length === 0) errors.purposes = 'required';
  }
  return errors;
}

export function moveBody(draft: Draft): MoveBody {
  const roll = (draft.rollNumber ?? '').trim();
  return { sectionId: draft.sectionId ?? '', rollNumber: roll ? Number(roll) : null };
}

export const leaveBody = (draft: Draft): LeaveBody => ({ leftOn: draft.leftOn ?? '' });

export const eraseBody = (draft: Draft): EraseBody => ({ reason: (draft.reason ?? '').trim() });

export function consentBody(draft: Draft, purposes: readonly ConsentPurpose[]): ConsentBody {
  return {
    guardianName: (draft.guardianName ?? '').trim(),
    relation: (draft.relation ?? 'mother') as Relation,
    method: (draft.method ?? 'admission_form') as ConsentBody['method'],
    givenOn: draft.givenOn ?? '',
    purposes: [...purposes],
  };
}
