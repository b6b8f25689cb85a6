// One student's page and editor (docs/requirements/students.md): an existing student loads (a
// failure offers a retry) and shows; a new one opens straight in the editor. The editor keeps one
// to four guardians, checks the form before sending, and on a failure keeps every value with the
// server's sentence (a duplicate admission or roll number). Beside the record, smaller forms move
// the student, mark them as left, record a guardian's consent, or erase the personal data after a
// confirmation that says what erasure keeps; a consent is withdrawn, and the student's data
// downloaded, in one step. Each call is an actor the page provides; each answers with the student
// as it is now, which the page shows.

import type { ConsentPurpose } from '@common/api/portal/consent';
import { MAX_FURTHER_BATCHES, MAX_GUARDIANS } from '@common/api/portal/student-limits';
import type { Student, StudentBody } from '@common/api/portal/students';
import { assign, fromPromise, setup } from 'xstate';
import { type Notice, noticeFrom } from '../api-failure';
import { formContext, formPattern } from '../form-machine';
import {
  consentBody,
  DRAFT_FIELDS,
  type Draft,
  type DraftErrors,
  type DraftKind,
  draftFor,
  emptyGuardian,
  emptyStudent,
  eraseBody,
  type GuardianField,
  type GuardianForm,
  leaveBody,
  moveBody,
  STUDENT_FIELD_ORDER,
  type StudentErrorKey,
  type StudentErrors,
  type StudentField,
  type StudentForm,
  studentBody,
  toggledBatches,
  validateDraft,
  validateStudent,
  valuesOf,
} from './student-form';

/** What just succeeded, said once on the record until the next step. */
export type StudentDone =
  | 'saved'
  | 'moved'
  | 'left'
  | 'erased'
  | 'consentRecorded'
  | 'consentWithdrawn'
  | 'downloaded';

export type StudentNoticeCode = 'loadFailed' | 'saveFailed' | 'actionFailed';

export interface StudentEditorContext {
  /** Null until a new student is first saved. */
  id: string | null;
  student: Student | null;
  values: StudentForm;
  errors: StudentErrors;
  notice: Notice<StudentNoticeCode> | null;
  draft: Draft;
  purposes: ConsentPurpose[];
  draftErrors: DraftErrors;
  /** Which smaller form is open (its checks and body). */
  kind: DraftKind | null;
  /** The language a new guardian starts in. */
  guardianLanguage: GuardianForm['language'];
  done: StudentDone | null;
  /** The consent being withdrawn. */
  consentId: string | null;
  /** A coaching centre's student: further batches besides the home batch (a school's: one section). */
  coaching: boolean;
}

export type StudentEditorEvent =
  | { type: 'field.change'; field: StudentField; value: string }
  | { type: 'guardian.change'; index: number; field: GuardianField; value: string }
  | { type: 'guardian.add' }
  /** A coaching centre's student: a further batch picked or unpicked. */
  | { type: 'batch.toggle'; sectionId: string }
  | { type: 'guardian.remove'; index: number }
  | { type: 'form.submit' }
  | { type: 'edit.cancel' }
  | { type: 'student.edit' }
  | { type: 'load.retry' }
  | { type: 'move.open' }
  | { type: 'leave.open' }
  | { type: 'erase.open' }
  | { type: 'consent.open' }
  | { type: 'draft.change'; field: string; value: string }
  | { type: 'purpose.toggle'; purpose: ConsentPurpose }
  | { type: 'draft.submit' }
  | { type: 'draft.cancel' }
  | { type: 'consent.withdraw'; consentId: string }
  | { type: 'data.download'; format: 'json' | 'csv' };

export interface StudentEditorInput {
  /** An existing student to load; none opens the editor for a new one. */
  id?: string | null;
  /** A new student's form may open partly filled (the section the list was showing, say). */
  values?: Partial<StudentForm>;
  /** The language a new guardian starts in: the portal's, so a Hindi office writes Hindi mails. */
  guardianLanguage?: GuardianForm['language'];
  /** The school is a coaching centre: the student may attend further batches. */
  coaching?: boolean;
}

/** A blank guardian, in the editor's language. */
const newGuardian = (context: { guardianLanguage: GuardianForm['language'] }): GuardianForm => ({
  ...emptyGuardian,
  language: context.guardianLanguage,
});

type Ctx = { context: StudentEditorContext };

const form = formPattern<StudentEditorContext, StudentErrorKey, StudentNoticeCode>({
  validate: validateStudent,
  order: STUDENT_FIELD_ORDER,
  submit: 'saveStudent',
  input: ({ context }) => ({ id: context.id, body: studentBody(context.values) }),
  onDone: [
    { guard: 'isNew', target: 'created', actions: ['keepStudent', 'studentCreated'] },
    { target: 'viewing', actions: ['keepStudent', assign({ done: 'saved' as const })] },
  ],
  notice: { from: ['message'], fallback: 'saveFailed' },
  on: {
    'guardian.change': { actions: 'setGuardian' },
    'guardian.add': { guard: 'canAddGuardian', actions: 'addGuardian' },
    'batch.toggle': { guard: 'canToggleBatch', actions: 'toggleBatch' },
    'guardian.remove': { guard: 'canRemoveGuardian', actions: 'removeGuardian' },
    'edit.cancel': { guard: 'isSaved', target: 'viewing' },
  },
});

const actionFailure = ({ event }: { event: { error: unknown } }) =>
  noticeFrom<StudentNoticeCode>(event.error, ['message'], 'actionFailed');

/**
 * A smaller form beside the record: edited, checked, sent through its actor; a failure keeps its
 * values with the server's sentence, a success shows the student as the server answered.
 */
function draftStates(kind: DraftKind, actor: string, done: StudentDone) {
  const sending = `${kind}Sending`;
  return {
    [`${kind}Form`]: {
      initial: 'idle',
      states: { idle: {}, error: {} },
      on: {
        'draft.change': { guard: 'isDraftField', actions: 'setDraft' },
        ...(kind === 'consent' ? { 'purpose.toggle': { actions: 'togglePurpose' } } : {}),
        'draft.submit': [{ guard: 'isDraftValid', target: sending }, { actions: 'showDraftErrors' }],
        'draft.cancel': 'viewing',
      },
    },
    [sending]: {
      entry: assign({ notice: null, draftErrors: {} }),
      invoke: {
        id: actor,
        src: actor,
        input: ({ context }: Ctx) => ({ id: context.id as string, body: bodyOf(kind, context) }),
        onDone: { target: 'viewing', actions: ['keepStudent', assign({ done })] },
        onError: { target: `${kind}Form.error`, actions: assign({ notice: actionFailure }) },
      },
    },
  };
}

function bodyOf(kind: DraftKind, context: StudentEditorContext): unknown {
  switch (kind) {
    case 'move':
      return moveBody(context.draft);
    case 'leave':
      return leaveBody(context.draft);
    case 'erase':
      return eraseBody(context.draft);
    case 'consent':
      return consentBody(context.draft, context.purposes);
  }
}

/** A smaller form as it opens: its defaults, no errors, nothing said yet. */
const opened = (kind: DraftKind, student: Student | null) => ({
  kind,
  draft: draftFor(kind, student),
  purposes: kind === 'consent' ? (['school_records'] as ConsentPurpose[]) : [],
  draftErrors: {},
  notice: null,
  done: null,
});

export const studentEditorMachine = setup({
  types: {
    context: {} as StudentEditorContext,
    events: {} as StudentEditorEvent,
    input: {} as StudentEditorInput | undefined,
  },
  actors: {
    loadStudent: fromPromise<Student, { id: string }>(async () => ({}) as Student),
    saveStudent: fromPromise<Student, { id: string | null; body: StudentBody }>(async () => ({}) as Student),
    moveStudent: fromPromise<Student, { id: string; body: unknown }>(async () => ({}) as Student),
    leaveStudent: fromPromise<Student, { id: string; body: unknown }>(async () => ({}) as Student),
    eraseStudent: fromPromise<Student, { id: string; body: unknown }>(async () => ({}) as Student),
    recordConsent: fromPromise<Student, { id: string; body: unknown }>(async () => ({}) as Student),
    withdrawConsent: fromPromise<Student, { id: string; consentId: string }>(async () => ({}) as Student),
    downloadStudentData: fromPromise<
      unknown,
      { id: string; format: 'json' | 'csv'; admissionNumber: string }
    >(async () => null),
  },
  actions: {
    ...form.actions,
    keepStudent: assign(({ event }) => {
      const student = (event as unknown as { output: Student }).output;
      return { student, id: student.id, values: valuesOf(student), errors: {} };
    }),
    /** The page goes to the new student's own address. */
    studentCreated: (_: unknown) => {},
    setGuardian: assign(({ context, event }) => {
      if (event.type !== 'guardian.change') return {};
      const key = `guardian.${event.index}.${event.field}` as StudentErrorKey;
      const { [key]: _cleared, ...errors } = context.errors;
      return {
        values: {
          ...context.values,
          guardians: context.values.guardians.map((guardian, index) =>
            index === event.index ? { ...guardian, [event.field]: event.value } : guardian,
          ),
        },
        errors,
      };
    }),
    toggleBatch: assign(({ context, event }) =>
      event.type === 'batch.toggle'
        ? {
            values: { ...context.values, batchIds: toggledBatches(context.values.batchIds, event.sectionId) },
          }
        : {},
    ),
    addGuardian: assign(({ context }) => ({
      values: { ...context.values, guardians: [...context.values.guardians, newGuardian(context)] },
    })),
    // The errors are by position: after a removal they would name the wrong guardian.
    removeGuardian: assign(({ context, event }) => ({
      values: {
        ...context.values,
        guardians: context.values.guardians.filter(
          (_, index) => event.type !== 'guardian.remove' || index !== event.index,
        ),
      },
      errors: Object.fromEntries(
        Object.entries(context.errors).filter(([key]) => !key.startsWith('guardian.')),
      ) as StudentErrors,
    })),
    startEditing: assign(({ context }) => ({
      values: context.student
        ? valuesOf(context.student)
        : { ...emptyStudent, guardians: [newGuardian(context)] },
      errors: {},
      notice: null,
      done: null,
    })),
    setDraft: assign(({ context, event }) => {
      if (event.type !== 'draft.change') return {};
      const { [event.field]: _cleared, ...draftErrors } = context.draftErrors;
      return { draft: { ...context.draft, [event.field]: event.value }, draftErrors };
    }),
    togglePurpose: assign(({ context, event }) => {
      if (event.type !== 'purpose.toggle') return {};
      const { purposes: _cleared, ...draftErrors } = context.draftErrors;
      const purposes = context.purposes.includes(event.purpose)
        ? context.purposes.filter((purpose) => purpose !== event.purpose)
        : [...context.purposes, event.purpose];
      return { purposes, draftErrors };
    }),
    showDraftErrors: assign(({ context }) => ({
      draftErrors: validateDraft(context.kind ?? 'move', context.draft, context.purposes),
    })),
    openMove: assign(({ context }) => opened('move', context.student)),
    openLeave: assign(({ context }) => opened('leave', context.student)),
    openErase: assign(({ context }) => opened('erase', context.student)),
    openConsent: assign(({ context }) => opened('consent', context.student)),
  },
  guards: {
    ...form.guards,
    hasId: ({ context }) => context.id !== null,
    isNew: ({ context }) => context.id === null,
    isSaved: ({ context }) => context.student !== null,
    isActive: ({ context }) => context.student?.status === 'active',
    isNotErased: ({ context }) => context.student !== null && context.student.status !== 'erased',
    isDraftField: ({ context, event }) =>
      event.type === 'draft.change' &&
      context.kind !== null &&
      DRAFT_FIELDS[context.kind].includes(event.field),
    /** Only a consent still in force can be withdrawn, and not once the data is erased. */
    isConsentCurrent: ({ context, event }) =>
      event.type === 'consent.withdraw' &&
      context.student !== null &&
      context.student.status !== 'erased' &&
      context.student.consents.some(
        (consent) => consent.id === event.consentId && consent.withdrawnAt === null,
      ),
    canAddGuardian: ({ context }) => context.values.guardians.length < MAX_GUARDIANS,
    /** Unpicking always; picking up to MAX_FURTHER_BATCHES, never the home batch. */
    canToggleBatch: ({ context, event }) =>
      event.type === 'batch.toggle' &&
      context.coaching &&
      typeof event.sectionId === 'string' &&
      context.values.sectionId !== '' &&
      event.sectionId !== context.values.sectionId &&
      (context.values.batchIds.includes(event.sectionId) ||
        context.values.batchIds.length < MAX_FURTHER_BATCHES),
    canRemoveGuardian: ({ context }) => context.values.guardians.length > 1,
    isDraftValid: ({ context }) =>
      Object.keys(validateDraft(context.kind ?? 'move', context.draft, context.purposes)).length === 0,
  },
}).createMachine({
  id: 'studentEditor',
  context: ({ input }) => ({
    ...formContext({
      ...emptyStudent,
      guardians: [newGuardian({ guardianLanguage: input?.guardianLanguage ?? 'en' })],
      ...input?.values,
    }),
    guardianLanguage: input?.guardianLanguage ?? 'en',
    id: input?.id ?? null,
    student: null,
    draft: {},
    purposes: [],
    draftErrors: {},
    kind: null,
    done: null,
    consentId: null,
    coaching: input?.coaching ?? false,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'hasId', target: 'loading' }, { target: 'editing' }],
    },
    loading: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'loadStudent',
        src: 'loadStudent',
        input: ({ context }) => ({ id: context.id as string }),
        onDone: { target: 'viewing', actions: 'keepStudent' },
        onError: {
          target: 'loadFailed',
          actions: assign({ notice: ({ event }) => noticeFrom(event.error, ['message'], 'loadFailed') }),
        },
      },
    },
    loadFailed: {
      on: { 'load.retry': 'loading' },
    },
    viewing: {
      on: {
        'student.edit': { guard: 'isNotErased', target: 'editing', actions: 'startEditing' },
        'move.open': { guard: 'isActive', target: 'moveForm', actions: 'openMove' },
        'leave.open': { guard: 'isActive', target: 'leaveForm', actions: 'openLeave' },
        'erase.open': { guard: 'isNotErased', target: 'eraseForm', actions: 'openErase' },
        'consent.open': { guard: 'isNotErased', target: 'consentForm', actions: 'openConsent' },
        'consent.withdraw': {
          guard: 'isConsentCurrent',
          target: 'withdrawing',
          actions: assign({ consentId: ({ event }) => event.consentId, notice: null, done: null }),
        },
        'data.download': { target: 'downloading', actions: assign({ notice: null, done: null }) },
      },
    },
    editing: form.editing,
    submitting: form.submitting,
    created: { type: 'final' },
    ...draftStates('move', 'moveStudent', 'moved'),
    ...draftStates('leave', 'leaveStudent', 'left'),
    ...draftStates('erase', 'eraseStudent', 'erased'),
    ...draftStates('consent', 'recordConsent', 'consentRecorded'),
    withdrawing: {
      invoke: {
        id: 'withdrawConsent',
        src: 'withdrawConsent',
        input: ({ context }) => ({ id: context.id as string, consentId: context.consentId as string }),
        onDone: {
          target: 'viewing',
          actions: ['keepStudent', assign({ done: 'consentWithdrawn' as const, consentId: null })],
        },
        onError: { target: 'viewing', actions: assign({ notice: actionFailure, consentId: null }) },
      },
    },
    downloading: {
      invoke: {
        id: 'downloadStudentData',
        src: 'downloadStudentData',
        input: ({ context, event }) => ({
          id: context.id as string,
          format: event.type === 'data.download' ? event.format : 'json',
          admissionNumber: context.student?.admissionNumber ?? '',
        }),
        onDone: { target: 'viewing', actions: assign({ done: 'downloaded' as const }) },
        onError: { target: 'viewing', actions: assign({ notice: actionFailure }) },
      },
    },
  },
});
