// Today's classes (docs/requirements/school-day.md#attendance, machines/portal/
// attendance-today.machine.ts): each taken or not, and "saved on this phone" while its submission
// waits in the device queue. Loaded from the server and kept on the device; when the server does
// not answer, the device's copy, said to be so and why. A member who may see attendance but not
// take it (attendance.view without attendance.create: Office staff) has no classes to take: the
// page asks for none and shows the school's daily summary and the register instead.

import { isQueuedMarks } from '@machines/portal/attendance-sync.machine';
import { attendanceTodayMachine } from '@machines/portal/attendance-today.machine';
import { attendanceActors } from '@portal/api/attendance-actors';
import { attendanceText } from '@portal/i18n/attendance';
import { useDateText } from '@portal/i18n/dates';
import { useText } from '@portal/i18n/language';
import { useAttendanceSync } from '@portal/lib/attendance-sync';
import { PortalLink } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { useScreenMachine } from '@site/lib/screen-machine';
import { lazy, Suspense } from 'react';
import { Failure, useNoticeText, Waiting } from '../shared/management-kit';
import { SyncStatus } from './sync-status';
import '../management.css';
import './attendance.css';

// The home page's chunk: loaded only for a member who sees it here.
const DailySummary = lazy(() => import('./daily-summary'));

export function AttendancePage() {
  const t = useText(attendanceText);
  const me = usePortalMember();
  // GET /attendance/today (the classes one takes) needs attendance.create, as taking does.
  const takes = hasPermission(me, 'attendance.create');
  return (
    <section className="mgmt-page attendance">
      <h1>{t.heading}</h1>
      <p className="mgmt-muted">{takes ? t.lead : t.viewLead}</p>
      {takes ? (
        <TodaysClasses />
      ) : (
        <Suspense fallback={null}>
          <DailySummary />
        </Suspense>
      )}
      <p className="mgmt-buttons">
        <PortalLink to="/attendance/register" className="mgmt-link">
          {t.register.heading}
        </PortalLink>
        {hasPermission(me, 'attendance.edit') ? (
          <PortalLink to="/attendance/settings" className="mgmt-link">
            {t.settings.heading}
          </PortalLink>
        ) : null}
      </p>
    </section>
  );
}

function TodaysClasses() {
  const t = useText(attendanceText);
  const dateText = useDateText();
  const noticeText = useNoticeText();
  const { snapshot } = useAttendanceSync();
  const [state, send] = useScreenMachine(attendanceTodayMachine, { actors: attendanceActors });
  const { today, notice } = state.context;
  const shown = state.matches('ready') || state.matches('copy');
  const queued = new Set(
    snapshot.context.queue.flatMap((item) =>
      isQueuedMarks(item) ? [] : [`${item.sectionId}:${item.submission.period ?? 0}`],
    ),
  );
  return (
    <>
      <SyncStatus />
      {state.matches('loading') || state.matches('device') ? <Waiting>{t.loading}</Waiting> : null}
      {state.matches('failed') ? (
        <div className="mgmt-list-failed">
          <Failure>{noticeText(notice, t)}</Failure>
          <button type="button" onClick={() => send({ type: 'today.retry' })}>
            {t.tryAgain}
          </button>
        </div>
      ) : null}
      {shown && today ? (
        <>
          {notice ? <p className="notice notice--info">{noticeText(notice, t)}</p> : null}
          {state.matches('copy') ? <p className="notice notice--info">{t.todayFromDevice}</p> : null}
          <h2>{t.today(dateText(today.date))}</h2>
          {today.classes.length === 0 ? <p>{t.noClasses}</p> : null}
          <ul
            className="attendance-classes"
            aria-busy={state.matches({ ready: 'refreshing' }) || state.matches({ copy: 'refreshing' })}
          >
            {today.classes.map((one) => {
              const saved = queued.has(`${one.sectionId}:${one.period ?? 0}`);
              return (
                <li key={`${one.sectionId}-${one.period ?? 0}`}>
                  <PortalLink
                    to="/attendance/$sectionId"
                    params={{ sectionId: one.sectionId }}
                    search={{
                      date: today.date,
                      name: one.sectionName,
                      ...(one.period === null ? {} : { period: String(one.period) }),
                    }}
                    className="attendance-class"
                  >
                    <strong>{one.sectionName}</strong>
                    <span>
                      {one.period !== null
                        ? t.period(one.period, one.startsAt, one.endsAt)
                        : one.startsAt && one.endsAt
                          ? t.slot(one.startsAt, one.endsAt)
                          : t.wholeDay}
                      {one.subjectName ? ` · ${one.subjectName}` : ''}
                    </span>
                    <span
                      className={
                        one.taken
                          ? 'mgmt-badge attendance-taken'
                          : one.locked
                            ? 'mgmt-badge attendance-locked'
                            : 'mgmt-badge'
                      }
                    >
                      {one.taken ? t.taken : one.locked ? t.lockedNotTaken(one.lockTime) : t.notTaken}
                    </span>
                    {one.taken || one.locked ? null : (
                      <span className="mgmt-muted">{t.locksAt(one.lockTime)}</span>
                    )}
                    {saved ? <span className="mgmt-badge attendance-saved">{t.savedHere}</span> : null}
                  </PortalLink>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </>
  );
}
