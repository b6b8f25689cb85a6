// Every path of the student-editor machine, driving a student's page (docs/requirements/students.md):
// loading with a retry, the editor (one to four guardians, the checks, the server's sentence kept
// with every value), moving, marking as left, recording and withdrawing consent, downloading the
// data, and erasure behind a form that lists what it keeps. A new student opens in the editor and,
// once saved, goes to their own page.

import type { ClassSummary } from '@common/api/portal/academics';
import type { Student } from '@common/api/portal/students';
import { NO_ANSWER } from '@machines/api-failure';
import { studentEditorMachine } from '@machines/portal/student-editor.machine';
import {
  consentBody,
  type DraftKind,
  eraseBody,
  leaveBody,
  moveBody,
  STUDENT_FIELD_ORDER,
  studentBody,
} from '@machines/portal/student-form';
import { StudentRecord } from '@portal/views/students/student-record';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import { deferredActors, type ModelRun, testModelPaths } from '../support/model';
import { renderPortal } from './support';
import { noBatch } from './support/classes';

const uuid = (n: number) => `5a000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const classes: ClassSummary[] = [
  {
    id: uuid(1),
    grade: 5,
    name: 'Class 5',
    stage: 'preparatory',
    custom: false,
    position: 1,
    sections: [
      { id: uuid(2), name: 'A', studentCount: 30, ...noBatch },
      { id: uuid(3), name: 'B', studentCount: 28, ...noBatch },
    ],
    subjectCount: 5,
  },
];
const asha: Student = {
  id: uuid(10),
  admissionNumber: 'A-101',
  name: 'Asha Verma',
  classId: uuid(1),
  className: 'Class 5',
  sectionId: uuid(2),
  sectionName: 'A',
  rollNumber: 12,
  status: 'active',
  consented: true,
  guardianPhone: '9810012345',
  batches: [],
  dateOfBirth: '2015-05-01',
  gender: 'female',
  address: '12 Gandhi Road, Jaipur',
  leftOn: null,
  erasure: null,
  guardians: [
    {
      id: uuid(20),
      name: 'Sunita Verma',
      phone: '9810012345',
      email: null,
      language: 'hi',
      relation: 'mother',
      siblingCount: 1,
    },
  ],
  consents: [
    {
      id: uuid(30),
      guardianName: 'Sunita Verma',
      relation: 'mother',
      method: 'admission_form',
      givenOn: '2025-04-01',
      purposes: ['school_records'],
      recordedBy: 'Meera Iyer',
      recordedAt: '2025-04-01T10:00:00.000Z',
      withdrawnAt: null,
    },
  ],
  consentedPurposes: ['school_records'],
  createdAt: '2025-04-01T10:00:00.000Z',
  updatedAt: '2025-04-01T10:00:00.000Z',
};
const withdrawn: Student = {
  ...asha,
  consented: false,
  consentedPurposes: [],
  consents: asha.consents.map((consent) => ({ ...consent, withdrawnAt: '2026-01-10T09:00:00.000Z' })),
};
const left: Student = { ...asha, status: 'left', leftOn: '2026-03-31' };
const erased: Student = {
  ...asha,
  status: 'erased',
  name: 'Erased student',
  dateOfBirth: null,
  gender: null,
  address: '',
  rollNumber: null,
  guardians: [],
  consents: [],
  consented: false,
  consentedPurposes: [],
};
const duplicate = 'A student with this admission number already exists.';
const refused = {
  error: { status: 409, message: 'This student has left the school.', code: 'student_not_active' },
};

type Run = ModelRun & { studentId: string | null; initialValues?: object; coaching?: boolean };
const editorCases = {
  'field.change': [
    { field: 'name', value: '', label: 'name cleared' },
    { field: 'name', value: 'Asha Verma', label: 'name' },
  ],
  'guardian.change': [{ index: 0, field: 'phone', value: '12', label: 'a short phone' }],
  'guardian.remove': [{ index: 1, label: 'the second' }],
  'xstate.done.actor.saveStudent': [{ output: asha }],
  'xstate.error.actor.saveStudent': [
    { error: { status: 409, message: duplicate, code: 'duplicate_admission_number' }, label: '409' },
  ],
};
const runs: Run[] = [
  {
    // A coaching centre's student: a home batch and further batches (a school's picks none).
    name: 'a coaching centre’s new student',
    studentId: null,
    coaching: true,
    initialValues: {
      admissionNumber: 'J-7',
      name: 'Aman Gupta',
      sectionId: uuid(2),
      guardians: [
        { name: 'Rita Gupta', relation: 'mother', phone: '98290 12345', email: '', language: 'hi' },
      ],
    },
    // Only what a batch changes: the rest of the editor is walked by the runs below.
    eventCases: {
      'field.change': [],
      'guardian.change': [],
      'guardian.remove': [],
      'batch.toggle': [
        { sectionId: uuid(3), label: 'batch B' },
        { sectionId: uuid(2), label: 'the home batch' },
      ],
      'xstate.done.actor.saveStudent': [{ output: asha }],
      'xstate.error.actor.saveStudent': [
        {
          error: { status: 409, message: 'Class 5 B is full: it takes 30 students.', code: 'batch_full' },
          label: 'the batch full',
        },
      ],
    },
  },
  {
    name: 'a new student',
    studentId: null,
    initialValues: {
      admissionNumber: 'A-102',
      guardians: [
        { name: 'Ramesh Verma', relation: 'father', phone: '98100 12346', email: '', language: 'en' },
      ],
    },
    eventCases: editorCases,
  },
  {
    name: 'an existing student',
    studentId: asha.id,
    eventCases: {
      ...editorCases,
      'xstate.done.actor.loadStudent': [{ output: asha }],
      'xstate.error.actor.loadStudent': [{ error: { status: NO_ANSWER }, label: 'network failure' }],
      'draft.change': [
        { field: 'sectionId', value: uuid(3), label: 'section B' },
        { field: 'sectionId', value: '', label: 'no section' },
        { field: 'leftOn', value: '2026-03-31', label: 'date of leaving' },
        { field: 'reason', value: 'Asked by the guardian', label: 'reason' },
        { field: 'givenOn', value: '2025-04-01', label: 'date given' },
      ],
      'purpose.toggle': [{ purpose: 'school_records', label: 'school records' }],
      'consent.withdraw': [{ consentId: uuid(30) }],
      'data.download': [{ format: 'json' }],
      'xstate.done.actor.moveStudent': [{ output: { ...asha, sectionId: uuid(3), sectionName: 'B' } }],
      'xstate.error.actor.moveStudent': [refused],
      'xstate.done.actor.leaveStudent': [{ output: left }],
      'xstate.error.actor.leaveStudent': [refused],
      'xstate.done.actor.eraseStudent': [{ output: erased }],
      'xstate.error.actor.eraseStudent': [{ error: { status: 403, message: 'You may not do this.' } }],
      'xstate.done.actor.recordConsent': [{ output: asha }],
      'xstate.error.actor.recordConsent': [
        { error: { status: 400, message: 'Choose at least one purpose.' } },
      ],
      'xstate.done.actor.withdrawConsent': [{ output: withdrawn }],
      'xstate.error.actor.withdrawConsent': [{ error: { status: NO_ANSWER }, label: 'network failure' }],
      'xstate.done.actor.downloadStudentData': [{ output: null }],
      'xstate.error.actor.downloadStudentData': [{ error: { status: 403, message: 'You may not do this.' } }],
    },
  },
];

const top = (state: AnyMachineSnapshot) =>
  typeof state.value === 'string' ? state.value : (Object.keys(state.value)[0] ?? '');

/**
 * What each state's transitions depend on (the guards read these): its identity for the model.
 * The rest (errors, notices, what just succeeded) is checked against the live actor's context.
 */
function viewOf(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context;
  const value = top(snapshot);
  if (value === 'editing' || value === 'submitting') return { values: c.values };
  if (value.endsWith('Form') || value.endsWith('Sending'))
    return { kind: c.kind, draft: c.draft, purposes: c.purposes };
  if (value === 'viewing' || value === 'withdrawing' || value === 'downloading')
    return {
      status: c.student?.status,
      current: c.student?.consents.some((one: { withdrawnAt: unknown }) => one.withdrawnAt === null),
    };
  return null;
}

const SUBMIT: Record<DraftKind, [string, string, string]> = {
  move: ['Move to another section', 'Move student', 'Moving…'],
  leave: ['Mark as left', 'Mark as left', 'Saving…'],
  consent: ['Record consent', 'Record consent', 'Recording…'],
  erase: ['Erase personal data', 'Erase personal data', 'Erasing…'],
};
const DRAFT_LABELS: Record<string, string> = {
  sectionId: 'New section',
  leftOn: 'Left on',
  reason: 'Reason (kept in the audit log)',
  givenOn: 'Given on',
};
const DRAFT_ERRORS: Record<string, string> = {
  'sectionId:required': 'Choose a section',
  'leftOn:required': 'Choose the date',
  'reason:required': 'Say why the data is erased',
  'givenOn:required': 'Choose the date',
  'purposes:required': 'Choose at least one purpose',
};
const STUDENT_ERRORS: Record<string, string> = {
  'name:required': 'Name is required',
  'guardian.name:required': "Guardian's name is required",
  'guardian.phone:required': "Guardian's phone number is required",
  'guardian.phone:invalid': 'A phone number has 10 digits',
};
const ACTOR_OF: Record<DraftKind, string> = {
  move: 'moveStudent',
  leave: 'leaveStudent',
  erase: 'eraseStudent',
  consent: 'recordConsent',
};

const region = (name: string) => screen.getByRole('region', { name });
const button = (name: string) => screen.queryByRole('button', { name });
const snapshotOf = (actor: AnyActorRef) => actor.getSnapshot() as AnyMachineSnapshot;

interface World {
  deferred: { inputs: (name: string) => unknown[] };
  onCreated: ReturnType<typeof vi.fn>;
}

function expectEditor(state: AnyMachineSnapshot, event: EventObject) {
  const { values, errors, notice, id } = state.context;
  const submitting = state.matches('submitting');
  expect((screen.getByLabelText('Admission number') as HTMLInputElement).value).toBe(values.admissionNumber);
  expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(values.name);
  expect(screen.getAllByRole('group', { name: /^Guardian \d$/ })).toHaveLength(values.guardians.length);
  values.guardians.forEach((guardian: { phone: string }, index: number) => {
    expect((screen.getByLabelText(`Phone (Guardian ${index + 1})`) as HTMLInputElement).value).toBe(
      guardian.phone,
    );
  });
  expect(button('Add guardian') !== null).toBe(values.guardians.length < 4);
  // A coaching centre's student picks further batches, never the home batch; a school's none.
  const further = screen.queryByRole('group', { name: 'Further batches' });
  expect(further !== null).toBe(state.context.coaching && values.sectionId !== '');
  if (further) {
    expect(screen.getByLabelText('Home batch')).toHaveValue(values.sectionId);
    expect(within(further).queryByRole('checkbox', { name: 'Class 5 A' })).toBeNull();
    expect((within(further).getByRole('checkbox', { name: 'Class 5 B' }) as HTMLInputElement).checked).toBe(
      values.batchIds.includes(uuid(3)),
    );
  }
  expect(button('Remove guardian 2') !== null).toBe(values.guardians.length > 1);
  expect(screen.getByRole('button', { name: submitting ? 'Saving…' : 'Save student' })).toHaveProperty(
    'disabled',
    submitting,
  );
  for (const [key, code] of Object.entries(errors)) {
    const field = key.startsWith('guardian.') ? `guardian.${key.split('.')[2]}` : key;
    const error = document.getElementById(`student-${key.replaceAll('.', '-')}-error`);
    expect(error).toHaveTextContent(STUDENT_ERRORS[`${field}:${code}`] ?? '');
  }
  if (event.type === 'form.submit' && state.matches('editing')) {
    const first = STUDENT_FIELD_ORDER.find((key) => errors[key]);
    expect(document.activeElement?.id).toBe(`student-${(first ?? 'admissionNumber').replaceAll('.', '-')}`);
  }
  if (submitting)
    expect((screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement).disabled).toBe(true);
  // A new student's editor links back to the list; an existing one's cancels back to the record.
  expect(button('Cancel') !== null).toBe(id !== null && state.context.student !== null);
  const alert = screen.queryByRole('alert');
  if (notice) expect(alert).toHaveTextContent(notice.serverText ?? 'The student could not be saved.');
  else expect(alert).toBeNull();
}

function expectDraft(state: AnyMachineSnapshot, world: World) {
  const { kind, draftErrors, notice, draft, purposes, id } = state.context;
  const [heading, submit, busy] = SUBMIT[kind as DraftKind];
  const form = within(region(heading));
  const sending = top(state).endsWith('Sending');
  expect(form.getByRole('button', { name: sending ? busy : submit })).toHaveProperty('disabled', sending);
  if (kind === 'erase') {
    for (const kept of [
      'the admission number',
      'the class and section',
      'the date of admission',
      'the date of leaving',
      'the audit log',
    ])
      expect(form.getByText(kept)).toBeInTheDocument();
  }
  if (kind === 'consent')
    expect((form.getByRole('checkbox', { name: 'School records' }) as HTMLInputElement).checked).toBe(
      purposes.includes('school_records'),
    );
  for (const [field, code] of Object.entries(draftErrors))
    expect(document.getElementById(`student-${kind}-${field}-error`)).toHaveTextContent(
      DRAFT_ERRORS[`${field}:${code}`] ?? '',
    );
  if (sending) {
    const body =
      kind === 'move'
        ? moveBody(draft)
        : kind === 'leave'
          ? leaveBody(draft)
          : kind === 'erase'
            ? eraseBody(draft)
            : consentBody(draft, purposes);
    expect(world.deferred.inputs(ACTOR_OF[kind as DraftKind])).toEqual([{ id, body }]);
  }
  const alert = screen.queryByRole('alert');
  if (notice) expect(alert).toHaveTextContent(notice.serverText ?? 'That did not work.');
  else expect(alert).toBeNull();
}

function expectRecord(state: AnyMachineSnapshot, world: World) {
  const { student, done, notice } = state.context;
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(student.name);
  const idle = state.matches('viewing');
  const erasedNow = student.status === 'erased';
  const shows = (name: string, shown: boolean) => {
    const found = screen.queryAllByRole('button', { name }).find((one) => !one.closest('form'));
    expect(found !== undefined).toBe(shown);
    if (found) expect((found as HTMLButtonElement).disabled).toBe(!idle);
  };
  shows('Edit', !erasedNow);
  shows('Move to another section', student.status === 'active');
  shows('Mark as left', student.status === 'active');
  shows('Record consent', !erasedNow);
  shows('Erase personal data', !erasedNow);
  shows('Download data (JSON)', true);
  shows('Download data (CSV)', true);
  expect(screen.queryByText('No consent to school records is recorded for this student.') !== null).toBe(
    !student.consented && !erasedNow,
  );
  if (idle) {
    const said: Record<string, string> = {
      saved: 'Student saved.',
      moved: 'Student moved.',
      left: 'Student marked as left.',
      erased: 'Personal data erased.',
      consentRecorded: 'Consent recorded.',
      consentWithdrawn: 'Consent withdrawn.',
      downloaded: 'Download started.',
    };
    const status = screen.queryByText(/\.$/, { selector: '.mgmt-done' });
    if (done) expect(status).toHaveTextContent(said[done] ?? '');
    else expect(status).toBeNull();
    const alert = screen.queryByRole('alert');
    if (notice) expect(alert).toHaveTextContent(notice.serverText ?? 'That did not work. Please try again.');
    else expect(alert).toBeNull();
  }
  if (state.matches('withdrawing')) {
    expect(screen.getByRole('button', { name: /^Withdraw the consent/ })).toHaveTextContent('Withdrawing…');
    expect(world.deferred.inputs('withdrawConsent')).toEqual([{ id: student.id, consentId: uuid(30) }]);
  }
  if (state.matches('downloading')) {
    expect(screen.getByText('Downloading…')).toBeInTheDocument();
    expect(world.deferred.inputs('downloadStudentData')).toEqual([
      { id: student.id, format: 'json', admissionNumber: student.admissionNumber },
    ]);
  }
}

function expectPage(state: AnyMachineSnapshot, world: World, event: EventObject) {
  const value = top(state);
  if (value === 'loading') {
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(world.deferred.inputs('loadStudent')).toEqual([{ id: asha.id }]);
    return;
  }
  if (value === 'loadFailed') {
    expect(screen.getByRole('alert')).toHaveTextContent('This student could not be loaded.');
    expect(button('Try again')).not.toBeNull();
    return;
  }
  if (value === 'created') {
    expect(world.onCreated).toHaveBeenCalledWith(asha.id);
    return;
  }
  expect(world.onCreated).not.toHaveBeenCalled();
  if (value === 'editing' || value === 'submitting') {
    if (value === 'submitting')
      expect(world.deferred.inputs('saveStudent')).toEqual([
        { id: state.context.id, body: studentBody(state.context.values) },
      ]);
    return expectEditor(state, event);
  }
  if (value.endsWith('Form') || value.endsWith('Sending')) expectDraft(state, world);
  expectRecord(state, world);
}

/** Clicks a button outside the smaller forms, or checks the view does not offer it (the machine refuses too). */
function clickAction(name: string) {
  const found = screen.queryAllByRole('button', { name }).find((one) => !one.closest('form'));
  const offered = found !== undefined && !(found as HTMLButtonElement).disabled;
  return { found, offered };
}

describe('student-editor machine, through a student’s page', () => {
  testModelPaths({
    machine: studentEditorMachine,
    file: import.meta.filename,
    runs: runs.map((run) => ({
      ...run,
      input: {
        id: run.studentId,
        coaching: run.coaching ?? false,
        ...(run.initialValues ? { values: run.initialValues } : {}),
      },
    })),
    viewContext: viewOf,
    open({ inspect, run }) {
      const deferred = deferredActors([
        'loadStudent',
        'saveStudent',
        'moveStudent',
        'leaveStudent',
        'eraseStudent',
        'recordConsent',
        'withdrawConsent',
        'downloadStudentData',
      ]);
      const onCreated = vi.fn();
      renderPortal(
        <StudentRecord
          studentId={run.studentId}
          classes={classes}
          can={{ edit: true, delete: true, export: true }}
          {...(run.initialValues ? { initialValues: run.initialValues } : {})}
          coaching={run.coaching ?? false}
          onCreated={onCreated}
          backLink={<a href="/students">Back to students</a>}
        />,
        { inspect, actors: deferred.actors },
      );
      return { deferred, onCreated };
    },
    on: {
      'field.change': ({ field, value }: { field: string; value: string }) =>
        act(async () => {
          const input = screen.getByLabelText(field === 'name' ? 'Name' : field) as HTMLInputElement;
          // Typing the value it already has: React reports only changes, so retype it.
          if (input.value === value) fireEvent.change(input, { target: { value: `${value}x` } });
          fireEvent.change(input, { target: { value } });
        }),
      'guardian.change': ({ index, value }: { index: number; value: string }) =>
        act(async () => {
          const input = screen.getByLabelText(`Phone (Guardian ${index + 1})`) as HTMLInputElement;
          if (input.value === value) fireEvent.change(input, { target: { value: `${value}9` } });
          fireEvent.change(input, { target: { value } });
        }),
      'batch.toggle': ({ sectionId }: { sectionId?: string }) => {
        const label = sectionId === uuid(3) ? 'Class 5 B' : 'Class 5 A';
        const box = screen.queryByRole('checkbox', { name: label });
        if (!box) return; // A school's student, or the home batch: no such box.
        return act(async () => fireEvent.click(box));
      },
      'guardian.add': () => {
        const add = button('Add guardian');
        if (!add) return; // Four guardians: nothing more to add.
        return act(async () => fireEvent.click(add));
      },
      'guardian.remove': ({ index }: { index: number }) => {
        const remove = button(`Remove guardian ${index + 1}`);
        if (!remove) return; // The only guardian cannot be removed.
        return act(async () => fireEvent.click(remove));
      },
      'form.submit': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save student' }))),
      'edit.cancel': () => {
        const cancel = button('Cancel');
        if (!cancel)
          return expect(screen.getByRole('link', { name: 'Back to students' })).toBeInTheDocument();
        return act(async () => fireEvent.click(cancel));
      },
      'load.retry': () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' }))),
      ...Object.fromEntries(
        (
          [
            ['student.edit', 'Edit'],
            ['move.open', 'Move to another section'],
            ['leave.open', 'Mark as left'],
            ['erase.open', 'Erase personal data'],
            ['consent.open', 'Record consent'],
            ['data.download', 'Download data (JSON)'],
          ] as const
        ).map(([type, name]) => [
          type,
          () => {
            const { found, offered } = clickAction(name);
            if (!offered) return expect(found).toBeUndefined();
            return act(async () => fireEvent.click(found as HTMLElement));
          },
        ]),
      ),
      'consent.withdraw': () => {
        const withdraw = screen.queryByRole('button', { name: /^Withdraw the consent/ });
        if (!withdraw) return; // Withdrawn already, or erased: nothing to withdraw.
        return act(async () => fireEvent.click(withdraw));
      },
      'draft.change': ({ field, value }: { field: string; value: string }, _world: World, { actor }) => {
        const label = DRAFT_LABELS[field] ?? field;
        const kind = snapshotOf(actor).context.kind as DraftKind;
        const control = within(region(SUBMIT[kind][0])).queryByLabelText(label) as HTMLInputElement | null;
        if (!control) return; // Not a field of the form that is open.
        return act(async () => fireEvent.change(control, { target: { value } }));
      },
      'purpose.toggle': () =>
        act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'School records' }))),
      'draft.submit': (_: never, _world: World, { actor }) => {
        const kind = snapshotOf(actor).context.kind as DraftKind;
        return act(async () =>
          fireEvent.click(within(region(SUBMIT[kind][0])).getByRole('button', { name: SUBMIT[kind][1] })),
        );
      },
      'draft.cancel': (_: never, _world: World, { actor }) => {
        const kind = snapshotOf(actor).context.kind as DraftKind;
        return act(async () =>
          fireEvent.click(within(region(SUBMIT[kind][0])).getByRole('button', { name: 'Cancel' })),
        );
      },
    },
    builtIn: ({ deferred }) => ({ deferred: deferred as never }),
    expect: (state, world, { event, actor }) => {
      // The model's state stands for every context with the same identity: the page must show
      // the live actor's own.
      const live = snapshotOf(actor);
      expect(viewOf(live)).toEqual(viewOf(state));
      return expectPage(live, world as World, event);
    },
  });
});
