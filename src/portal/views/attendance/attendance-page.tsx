// Today's classes (docs/requirements/school-day.md#attendance): each taken or not, and "saved on
// this phone" while its submission waits in the device queue. Loaded from the server and kept on
// the device; without a connection, the device's copy. A member who may see attendance but not
// take it (attendance.view without attendance.create: Office staff) has no classes to take:
// the page asks for none and shows the school's daily summary and the register instead.

import type { Today } from '@common/api/portal/attendance';
import { getClassList, getToday } from '@portal/api/attendance';
import { attendanceText } from '@portal/i18n/attendance';
import { useDateText } from '@portal/i18n/dates';
import { useText } from '@portal/i18n/language';
import { attendanceStore } from '@portal/lib/attendance-store';
import { PortalLink } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { SyncStatus } from './sync-status';
import { useAttendanceSync } from './use-attendance-sync';
import '../management.css';
import './attendance.css';

// The home page's chunk: loaded only for a member who sees it here.
const DailySummary = lazy(() => import('./daily-summary'));

type Load = { state: 'loading' } | { state: 'ready'; today: Today } | { state: 'failed' };

async function keepClassLists(today: Today, signal: AbortSignal): Promise<void> {
  const store = attendanceStore();
  for (const one of today.classes) {
    if (signal.aborted) return;
    try {
      await store.putClassList(await getClassList(one.sectionId, today.date, one.period, signal));
    } catch {
      // Offline or refused: the class is fetched again when opened.
    }
  }
}

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
  const { snapshot } = useAttendanceSync();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // Each submission the server answers while this page is open (the device queue sent once the
  // connection is back) is a class now taken: the page asks for today's classes again.
  const answered = Object.keys(snapshot.context.results).length;
  /** Started once per visit, stopped when the page is left (not when today is asked again). */
  const keeping = useRef<AbortController | null>(null);
  useEffect(() => () => keeping.current?.abort(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `answered` is the reason to load again.
  useEffect(() => {
    const controller = new AbortController();
    const store = attendanceStore();
    getToday(controller.signal)
      .then(async (today) => {
        await store.putToday(today).catch(() => {});
        // Every class's list on the device now, while there is a connection: a classroom often
        // has none, and a class opened there is taken from this copy. Once per visit.
        if (!keeping.current) {
          keeping.current = new AbortController();
          void keepClassLists(today, keeping.current.signal);
        }
        return today;
      })
      .catch(() => store.getToday())
      .then(
        (today) => {
          if (!controller.signal.aborted) setLoad(today ? { state: 'ready', today } : { state: 'failed' });
        },
        () => setLoad({ state: 'failed' }),
      );
    return () => controller.abort();
  }, [answered]);
  const queued = new Set(
    snapshot.context.queue.map((item) => `${item.sectionId}:${item.submission.period ?? 0}`),
  );
  return (
    <>
      <SyncStatus />
      {load.state === 'loading' ? <p role="status">{t.loading}</p> : null}
      {load.state === 'failed' ? <p className="notice notice--error">{t.loadFailed}</p> : null}
      {load.state === 'ready' ? (
        <>
          <h2>{t.today(dateText(load.today.date))}</h2>
          {load.today.classes.length === 0 ? <p>{t.noClasses}</p> : null}
          <ul className="attendance-classes">
            {load.today.classes.map((one) => {
              const saved = queued.has(`${one.sectionId}:${one.period ?? 0}`);
              return (
                <li key={`${one.sectionId}-${one.period ?? 0}`}>
                  <PortalLink
                    to="/attendance/$sectionId"
                    params={{ sectionId: one.sectionId }}
                    search={{
                      date: load.today.date,
                      name: one.sectionName,
                      ...(one.period === null ? {} : { period: String(one.period) }),
                    }}
                    className="attendance-class"
                  >
                    <strong>{one.sectionName}</strong>
                    <span>
                      {one.period === null ? t.wholeDay : t.period(one.period, one.startsAt, one.endsAt)}
                      {one.subjectName ? ` · ${one.subjectName}` : ''}
                    </span>
                    <span className={one.taken ? 'mgmt-badge attendance-taken' : 'mgmt-badge'}>
                      {one.taken ? t.taken : t.notTaken}
                    </span>
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
