// A child's month of attendance for their guardian (docs/requirements/guardians.md#per-child): a
// calendar of the month, Monday first, each day attendance was taken marked present, absent or
// late (a letter and a colour, the word for screen readers), today's mark, the month's counts, and
// the months before and after (the address keeps the month, so Back returns to it).
import type { ChildAttendance } from '@common/api/portal/guardian';
import type { Language } from '@common/languages';
import { guardianActors } from '@portal/api/guardian-actors';
import { guardianText } from '@portal/i18n/guardian';
import { usePortalLanguage, useText } from '@portal/i18n/language';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';

/** The month before or after YYYY-MM. */
export function shiftMonth(month: string, by: 1 | -1): string {
  const [year = 2000, number = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, number - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

function monthTitle(month: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** The weekday names, Monday first (1 Jan 2024 was a Monday). */
function weekdays(language: Language): string[] {
  const format = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    weekday: 'short',
    timeZone: 'UTC',
  });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2024, 0, 1 + day))));
}

/** The month's weeks, Monday first: each a row of seven days of the month (null outside it). */
function weeksOf(month: string): (string | null)[][] {
  const [year = 2000, number = 1] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year, number - 1, 1));
  const length = new Date(Date.UTC(year, number, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, day) => `${month}-${String(day + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

function Calendar(props: { attendance: ChildAttendance }) {
  const t = useText(guardianText);
  const { language } = usePortalLanguage();
  const { attendance } = props;
  const marks = new Map(attendance.days.map((day) => [day.date, day.mark]));
  const todays = marks.get(attendance.today);
  return (
    <>
      {attendance.month === attendance.today.slice(0, 7) ? (
        <p
          className={
            todays === 'absent'
              ? 'guardian-attendance__today guardian-attendance__today--absent'
              : 'guardian-attendance__today'
          }
        >
          {todays ? t.today(t.dayMarks[todays]) : t.notTaken}
        </p>
      ) : null}
      <table className="guardian-calendar">
        <caption className="visually-hidden">{monthTitle(attendance.month, language)}</caption>
        <thead>
          <tr>
            {weekdays(language).map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(attendance.month).map((week) => (
            <tr key={week.find(Boolean) ?? 'week'}>
              {week.map((date, index) => {
                const mark = date ? marks.get(date) : undefined;
                return (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: a week's seven places are its keys.
                    key={index}
                    className={
                      mark
                        ? `guardian-calendar__day guardian-calendar__day--${mark}`
                        : 'guardian-calendar__day'
                    }
                    aria-current={date === attendance.today ? 'date' : undefined}
                  >
                    {date ? (
                      <>
                        <span>{Number(date.slice(8))}</span>
                        {mark ? (
                          <>
                            <span className="guardian-calendar__mark" aria-hidden="true">
                              {t.dayLetters[mark]}
                            </span>
                            <span className="visually-hidden">{t.dayMarks[mark]}</span>
                          </>
                        ) : null}
                      </>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {attendance.days.length === 0
          ? t.noDays
          : t.totals(attendance.present, attendance.absent, attendance.late)}
      </p>
    </>
  );
}

export function AttendanceMonth(props: {
  studentId: string;
  month: string | undefined;
  onMonth: (month: string) => void;
}) {
  const t = useText(guardianText);
  const { language } = usePortalLanguage();
  const list = useResourceList(
    guardianActors,
    { load: 'loadChildAttendance' },
    { studentId: props.studentId, month: props.month },
  );
  const shown = (list.data as ChildAttendance | null)?.month ?? props.month;
  return (
    <section className="guardian-attendance" aria-labelledby="child-attendance">
      <h2 id="child-attendance">{t.attendanceHeading}</h2>
      {shown ? (
        <div className="guardian-attendance__months">
          <button
            type="button"
            className="button button--quiet"
            onClick={() => props.onMonth(shiftMonth(shown, -1))}
          >
            ‹ <span className="visually-hidden">{t.previousMonth}</span>
          </button>
          <strong>{monthTitle(shown, language)}</strong>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => props.onMonth(shiftMonth(shown, 1))}
          >
            <span className="visually-hidden">{t.nextMonth}</span> ›
          </button>
        </div>
      ) : null}
      <ResourceListFrame<ChildAttendance> list={list} label={t.attendanceHeading} refresh={false}>
        {(attendance) => <Calendar attendance={attendance} />}
      </ResourceListFrame>
    </section>
  );
}
