// Taking a class (docs/requirements/school-day.md#attendance): every student a big button showing
// their mark (aria-pressed when not present, the mark also written), the counts, Submit. A class of
// 40 with 3 absent is 4 taps: the 3 students, then Submit.

import type { ClassList } from '@common/api/portal/attendance';
import {
  attendanceTakerMachine,
  type ClassSlot,
  countMarks,
  type TakerInput,
  withWaitingMarks,
} from '@machines/portal/attendance-taker.machine';
import { getClassList } from '@portal/api/attendance';
import { attendanceText } from '@portal/i18n/attendance';
import { useDateText } from '@portal/i18n/dates';
import { useText } from '@portal/i18n/language';
import { attendanceStore, type QueuedSubmission } from '@portal/lib/attendance-store';
import { useScreenMachine } from '@site/lib/screen-machine';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { SyncStatus } from './sync-status';
import { handOverToSync } from './use-attendance-sync';
import '../management.css';
import './attendance.css';

const store = () => attendanceStore();

/** What this device took of the class and has not sent yet shows over the list it opens. */
const waitingMarksOver = async (list: ClassList) =>
  withWaitingMarks(
    list,
    await store()
      .queue()
      .catch(() => []),
  );

const takerActors = {
  fetchClassList: fromPromise<ClassList, ClassSlot>(async ({ input, signal }) => {
    const list = await getClassList(input.sectionId, input.date, input.period, signal);
    // The device's copy, for opening this class later without a connection.
    await store()
      .putClassList(list)
      .catch(() => {});
    return waitingMarksOver(list);
  }),
  readDeviceCopy: fromPromise<ClassList | null, ClassSlot>(async ({ input }) => {
    const copy = await store().getClassList(input.sectionId, input.period);
    return copy && waitingMarksOver(copy);
  }),
  enqueue: fromPromise<void, QueuedSubmission>(({ input }) => store().enqueue(input)),
  handOver: fromPromise(({ input }: { input: QueuedSubmission }) => handOverToSync(input)),
};

/**
 * `back` is the way back to today's classes (a router link, which the route supplies); `takerId`
 * the signed-in member, whose id goes with the submission.
 */
export function TakeClassPage(props: TakerInput & { back?: ReactNode }) {
  const t = useText(attendanceText);
  const dateText = useDateText();
  const [state, send] = useScreenMachine(
    attendanceTakerMachine,
    { actors: takerActors },
    {
      sectionId: props.sectionId,
      sectionName: props.sectionName,
      date: props.date,
      period: props.period,
      takerId: props.takerId,
    },
  );
  const { list, marks, notice, fromDevice } = state.context;
  const counts = countMarks(marks);
  const readOnly = !state.matches('taking');
  const noticeText = notice
    ? (notice.serverText ??
      { loadFailed: t.loadFailed, noCopy: t.noCopy, saveFailed: t.saveFailed, refused: t.refused }[
        notice.code
      ])
    : null;
  return (
    <section className="mgmt-page attendance">
      {props.back}
      <h1>{props.sectionName || list?.sectionName}</h1>
      <p className="mgmt-muted">
        {dateText(props.date)}
        {props.period === null ? '' : ` · ${t.period(props.period, null, null)}`}
      </p>
      <SyncStatus />
      {state.matches('loading') ? <p role="status">{t.loading}</p> : null}
      {noticeText ? (
        <p className="notice notice--error" role="alert">
          {noticeText}
        </p>
      ) : null}
      {state.matches('failed') ? (
        <button type="button" className="button" onClick={() => send({ type: 'attendance.retry' })}>
          {t.retry}
        </button>
      ) : null}
      {fromDevice ? <p className="notice notice--info">{t.fromDevice}</p> : null}
      {state.matches('locked') ? <p className="notice notice--info">{t.locked}</p> : null}
      {list ? (
        <>
          <p className="attendance-counts" aria-live="polite">
            {t.counts(counts.present, counts.absent, counts.late)}
          </p>
          {state.matches('taking') ? <p className="mgmt-muted">{t.tapHint}</p> : null}
          <ul className="attendance-students">
            {list.students.map((student) => {
              const mark = marks[student.id] ?? 'present';
              return (
                <li key={student.id}>
                  <button
                    type="button"
                    className={`attendance-student attendance-student--${mark}`}
                    aria-pressed={mark !== 'present'}
                    disabled={readOnly}
                    onClick={() => send({ type: 'student.tap', studentId: student.id })}
                  >
                    <span className="attendance-student__roll">{student.rollNumber ?? '–'}</span>{' '}
                    <span className="attendance-student__name">{student.name}</span>{' '}
                    <span className="attendance-student__mark">{t.marks[mark]}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {state.matches('taking') || state.matches('submitting') ? (
            <button
              type="button"
              className="button button--primary attendance-submit"
              disabled={state.matches('submitting')}
              onClick={() => send({ type: 'attendance.submit' })}
            >
              {state.matches('submitting') ? t.submitting : t.submit}
            </button>
          ) : null}
        </>
      ) : null}
      {state.matches('submitted') ? (
        // The marks someone else took later are the sync's to list (SyncStatus, above), once.
        <p className="notice notice--success" role="status">
          {t.sent}
        </p>
      ) : null}
      {state.matches('saved') ? (
        <p className="notice notice--info" role="status">
          {t.savedOffline}
        </p>
      ) : null}
    </section>
  );
}
