// A week as the familiar grid: weekdays across, periods down (docs/requirements/school-day.md
// #timetable). Each cell is a weekday's period by the bells the week follows; what a cell shows
// (a subject, a section, the controls to change it) is the page's.

import type { BellPeriod, TimetableEntry, Week } from '@common/api/portal/timetable';
import { useText } from '@portal/i18n/language';
import { timetableText } from '@portal/i18n/timetable';
import type { ReactNode } from 'react';
import '../management.css';
import './timetable.css';

export interface Cell {
  weekday: number;
  bell: BellPeriod;
  entry: TimetableEntry | null;
}

/** The weekdays the bells have periods on, and the longest day's count of periods. */
export function weekShape(week: Week) {
  const days = week.days.filter((day) => day.periods.length > 0).sort((a, b) => a.weekday - b.weekday);
  const rows = Math.max(0, ...days.map((day) => Math.max(...day.periods.map((period) => period.number))));
  return { days, rows };
}

export function WeekGrid(props: { week: Week; caption: string; cell: (cell: Cell) => ReactNode }) {
  const t = useText(timetableText);
  const { days, rows } = weekShape(props.week);
  if (days.length === 0) return <p>{t.emptyWeek}</p>;
  return (
    <div className="mgmt-scroll">
      <table className="tt-grid">
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.period}</th>
            {days.map((day) => (
              <th key={day.weekday} scope="col">
                {t.weekdays[day.weekday - 1]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, index) => index + 1).map((number) => (
            <tr key={number}>
              <th scope="row">{t.periodN(number)}</th>
              {days.map((day) => {
                const bell = day.periods.find((period) => period.number === number);
                if (!bell)
                  return (
                    <td key={day.weekday} className="tt-none">
                      <span className="visually-hidden">{t.noPeriods}</span>
                    </td>
                  );
                const entry =
                  props.week.entries.find((one) => one.weekday === day.weekday && one.period === number) ??
                  null;
                return (
                  <td key={day.weekday} className={bell.teaching ? undefined : 'tt-break'}>
                    <span className="tt-time">
                      {bell.startsAt}–{bell.endsAt}
                    </span>
                    {bell.teaching ? (
                      props.cell({ weekday: day.weekday, bell, entry })
                    ) : (
                      <span>{bell.label}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The Print button: the print stylesheet leaves the grid alone on the sheet. */
export function PrintButton() {
  const t = useText(timetableText);
  return (
    <button type="button" className="tt-print-button" onClick={() => window.print()}>
      {t.print}
    </button>
  );
}
