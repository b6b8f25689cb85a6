// One student's page (or a new student's editor), over the student-editor machine: the record with
// the actions the member's role allows in its header (student-actions.tsx), the editor, and the
// smaller forms beside the record.

import type { ClassSummary } from '@common/api/portal/academics';
import type { Student } from '@common/api/portal/students';
import { studentEditorMachine } from '@machines/portal/student-editor.machine';
import type { DraftKind, StudentErrorKey, StudentForm } from '@machines/portal/student-form';
import { studentsActors } from '@portal/api/students-actors';
import { usePortalLanguage, useText } from '@portal/i18n/language';
import { managementText } from '@portal/i18n/management';
import { studentsText } from '@portal/i18n/students';
import { useScreenMachine } from '@site/lib/screen-machine';
import type { ReactNode } from 'react';
import { Failure, useNoticeText, Waiting } from '../shared/management-kit';
import { StudentActions } from './student-actions';
import { StudentDetails } from './student-details';
import { StudentEditorForm, studentFieldId } from './student-editor-form';
import { StudentSideForm } from './student-side-form';

export interface StudentPermissions {
  edit: boolean;
  delete: boolean;
  export: boolean;
}

export function StudentRecord(props: {
  studentId: string | null;
  classes: readonly ClassSummary[];
  can: StudentPermissions;
  /** A coaching centre's student: a home batch and further batches. */
  coaching?: boolean;
  initialValues?: Partial<StudentForm>;
  onCreated: (id: string) => void;
  /** A link back to the list, for a new student's editor. */
  backLink?: ReactNode;
  /** What the page shows below the record (the student's history), given the record as shown. */
  children?: (student: Student) => ReactNode;
}) {
  const t = useText(studentsText);
  const m = useText(managementText);
  const noticeText = useNoticeText();
  const { language } = usePortalLanguage();
  const [state, send] = useScreenMachine(
    studentEditorMachine,
    {
      actors: studentsActors,
      actions: {
        studentCreated: ({ context }: { context: { id: string | null } }) => {
          if (context.id) props.onCreated(context.id);
        },
        focusField: (_: unknown, params: { field: StudentErrorKey }) =>
          document.getElementById(studentFieldId(params.field))?.focus(),
      },
    },
    {
      id: props.studentId,
      guardianLanguage: language,
      coaching: props.coaching ?? false,
      ...(props.initialValues ? { values: props.initialValues } : {}),
    },
  );
  const { context } = state;
  const { student, notice } = context;

  if (state.matches('opening') || state.matches('loading') || state.matches('created'))
    return <Waiting>{m.loading}</Waiting>;
  if (state.matches('loadFailed'))
    return (
      <div className="mgmt-list-failed">
        <Failure>{noticeText(notice, { loadFailed: t.loadFailed })}</Failure>
        <button type="button" onClick={() => send({ type: 'load.retry' })}>
          {m.retry}
        </button>
      </div>
    );

  const editing = state.matches('editing') || state.matches('submitting');
  const failure = notice ? <Failure>{noticeText(notice, t)}</Failure> : null;
  if (editing || !student)
    return (
      <>
        <h1>{student ? student.name : t.formHeading(false)}</h1>
        {failure}
        <StudentEditorForm
          editing={context.id !== null}
          values={context.values}
          errors={context.errors}
          submitting={state.matches('submitting')}
          classes={props.classes}
          coaching={context.coaching}
          send={send}
          onCancel={student ? () => send({ type: 'edit.cancel' }) : null}
          cancelLink={props.backLink}
        />
      </>
    );

  const viewing = state.matches('viewing');
  // The smaller forms' states are named after their kind (moveForm, moveSending...).
  const top = typeof state.value === 'string' ? state.value : (Object.keys(state.value)[0] ?? '');
  const sending = top.endsWith('Sending');
  const open: DraftKind | null = top.endsWith('Form') || sending ? context.kind : null;
  const erased = student.status === 'erased';
  const downloading = state.matches('downloading');

  return (
    <>
      <header className="mgmt-record-head">
        <h1>
          {student.name} <span className="mgmt-muted">({student.admissionNumber})</span>
          {!student.consented && !erased ? <span className="mgmt-badge">{t.noConsent}</span> : null}
        </h1>
        <StudentActions
          // A new state (a form opened, a download started) closes "More actions".
          key={top}
          can={props.can}
          status={student.status}
          enabled={viewing}
          send={send}
        />
      </header>
      {context.done ? (
        <p className="mgmt-done" role="status">
          {t.done[context.done]}
        </p>
      ) : null}
      {failure}
      {downloading ? <Waiting>{t.downloading}</Waiting> : null}
      {open ? (
        <StudentSideForm
          kind={open}
          context={context}
          sending={sending}
          classes={props.classes}
          send={send}
        />
      ) : null}
      <StudentDetails
        student={student}
        canWithdraw={props.can.edit && !erased}
        busy={!viewing}
        withdrawingId={state.matches('withdrawing') ? context.consentId : null}
        onWithdraw={(consentId) => send({ type: 'consent.withdraw', consentId })}
      />
      {props.children?.(student)}
    </>
  );
}
