// The school's day on the portal's home (docs/requirements/school-day.md#attendance): the totals,
// the sections taken, and the month's present share per day as bars (inline SVG) with the same
// figures in a table for screen readers; and the day's messages to guardians (sent, waiting for
// the guardian to accept the address, not sent). Shown with attendance.view; loaded lazily by the home.

import type { DailySummary as Summary } from '@common/api/portal/attendance';
import { getDailySummary } from '@portal/api/attendance';
import { attendanceText } from '@portal/i18n/attendance';
import { useDateText } from '@portal/i18n/dates';
import { useText } from '@portal/i18n/language';
import { useEffect, useState } from 'react';
import './attendance.css';

export default function DailySummary() {
  const t = useText(attendanceText);
  const dateText = useDateText();
  const [summary, setSummary] = useState<Summary | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // Only a help on the home page: without it the rest of the page is unchanged.
    getDailySummary(undefined, controller.signal).then(setSummary, () => {});
    return () => controller.abort();
  }, []);
  if (!summary) return null;
  const { totals, month, messages } = summary;
  const width = 8;
  const height = 60;
  const chartId = 'attendance-month-chart';
  return (
    <section className="attendance attendance-summary" aria-labelledby="attendance-summary-heading">
      <h2 id="attendance-summary-heading">{t.summary.heading}</h2>
      <p>{t.summary.totals(totals.present, totals.absent, totals.late, totals.students)}</p>
      <p>{t.summary.sectionsTaken(totals.sectionsTaken, summary.sections.length)}</p>
      <p>{t.summary.messages(messages.sent, messages.waiting, messages.notSent)}</p>
      {messages.confirmationsWaiting > 0 ? (
        <p>{t.summary.confirmationsWaiting(messages.confirmationsWaiting)}</p>
      ) : null}
      {month.length ? (
        <figure>
          <svg
            className="attendance-chart"
            role="img"
            aria-labelledby={`${chartId}-title`}
            viewBox={`0 0 ${month.length * (width + 2)} ${height}`}
            width="100%"
            height={height}
            preserveAspectRatio="none"
          >
            <title id={`${chartId}-title`}>{t.summary.chart}</title>
            {month.map((day, index) => {
              const barHeight = Math.round((day.presentShare ?? 0) * height);
              return (
                <rect
                  key={day.date}
                  x={index * (width + 2)}
                  y={height - barHeight}
                  width={width}
                  height={barHeight}
                />
              );
            })}
          </svg>
          <figcaption aria-hidden="true">{t.summary.chart}</figcaption>
          <table className="visually-hidden">
            <caption>{t.summary.chart}</caption>
            <thead>
              <tr>
                <th scope="col">{t.summary.day}</th>
                <th scope="col">{t.summary.share}</th>
              </tr>
            </thead>
            <tbody>
              {month.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{dateText(day.date)}</th>
                  <td>
                    {day.presentShare === null
                      ? t.summary.notTaken
                      : `${Math.round(day.presentShare * 100)}%`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      ) : null}
    </section>
  );
}
