// Taking a class (docs/requirements/school-day.md#attendance): every student a big button showing
// their mark (aria-pressed when not present, the mark also written), the counts, Submit in a bar
// kept at the screen's foot. A class of 40 with 3 absent is 4 taps: the 3 students, then Submit.
// A locked class says when it locked, whether it was taken, and who can still change it.

import {
  attendanceTakerMachine,
  countMarks,
  type TakerInput,
} from '@machines/portal/attendance-taker.machine';
import { attendanceActors } from '@portal/api/attendance-actors';
import { attendanceText } from '@portal/i18n/attendance';
import { useDateText } from '@portal/i18n/dates';
import { useText } from '@portal/i18n/language';
import { useScreenMachine } from '@site/lib/screen-machine';
import type { ReactNode } from 'react';
import { useNoticeText } from '../shared/management-kit';
import { AlertOutcomeNotice } from './alert-outcome';
import { SyncStatus } from './sync-status';
import '../management.css';
import './attendance.css';

/**
 * `back` is the way back to today's classes (a router link, which the route supplies); `takerId`
 * the signed-in member, whose id goes with the submission; `office` whether they may correct any
 * class (attendance.edit), which keeps a class open to them after its lock, that day.
 */
export function TakeClassPage(props: Omit<TakerInput, 'office'> & { office?: boolean; back?: ReactNode }) {
  const t = useText(attendanceText);
  const dateText = useDateText();
  const [state, send] = useScreenMachine(
    attendanceTakerMachine,
    { actors: attendanceActors },
    {
      sectionId: props.sectionId,
      sectionName: props.sectionName,
      date: props.date,
      period: props.period,
      takerId: props.takerId,
      office: props.office ?? false,
    },
  );
  const { list, marks, notice, fromDevice } = state.context;
  const counts = countMarks(marks);
  const readOnly = !state.matches('taking');
  const neverTaken = state.matches({ locked: 'notTaken' });
  const noticeText = useNoticeText()(notice, t);
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
      {list && state.matches('locked') ? (
        <div className="notice notice--info attendance-lock" role="status">
          <p>
            <strong>
              {neverTaken ? t.lockedNotTaken(list.lockTime) : t.lockedTaken(list.lockTime, list.takenBy)}
            </strong>
          </p>
          <p>{list.officeMayCorrect ? t.askOffice : t.dayClosed}</p>
        </div>
      ) : null}
      {list?.locked && !state.matches('locked') ? (
        <p className="notice notice--info">{t.officeAfterLock(list.lockTime)}</p>
      ) : null}
      {list ? (
        <>
          {neverTaken ? null : (
            <p className="attendance-counts" aria-live="polite">
              {t.counts(counts.present, counts.absent, counts.late)}
            </p>
          )}
          {state.matches('taking') ? <p className="mgmt-muted">{t.tapHint}</p> : null}
          <ul className="attendance-students">
            {list.students.map((student) => {
              const mark = marks[student.id];
              return (
                <li key={student.id}>
                  <button
                    type="button"
                    className={`attendance-student attendance-student--${mark ?? 'unmarked'}`}
                    aria-pressed={mark === undefined ? undefined : mark !== 'present'}
                    disabled={readOnly}
                    onClick={() => send({ type: 'student.tap', studentId: student.id })}
                  >
                    <span className="attendance-student__roll">{student.rollNumber ?? '–'}</span>{' '}
                    <span className="attendance-student__name">{student.name}</span>{' '}
                    <span className="attendance-student__mark">{mark ? t.marks[mark] : t.notMarked}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {state.matches('taking') || state.matches('submitting') ? (
            // A bar kept at the screen's foot: after 40 names on a phone, Submit is in sight.
            <div className="attendance-submit-bar">
              <button
                type="button"
                className="button button--primary attendance-submit"
                disabled={state.matches('submitting')}
                onClick={() => send({ type: 'attendance.submit' })}
              >
                {state.matches('submitting') ? t.submitting : t.submit}
              </button>
            </div>
          ) : null}
        </>
      ) : null}
      {state.matches('submitted') ? (
        // The marks someone else took later are the sync's to list (SyncStatus, above), once.
        <p className="notice notice--success" role="status">
          {t.sent}
        </p>
      ) : null}
      {state.matches('submitted') ? <AlertOutcomeNotice outcome={state.context.alerts} /> : null}
      {state.matches('saved') ? (
        <p className="notice notice--info" role="status">
          {t.savedOffline}
        </p>
      ) : null}
    </section>
  );
}
