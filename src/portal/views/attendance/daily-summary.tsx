// The school's day on the portal's home (docs/requirements/school-day.md#attendance): the totals,
// the sections taken, and the month's present share per day as bars (inline SVG) with the same
// figures in a table for screen readers; and the day's messages to guardians (sent, waiting for
// the guardian to accept the address, not sent). Shown with attendance.view; loaded lazily by the
// home (machines/portal/attendance-summary.machine.ts): while it loads, or when it failed (with a
// retry), the section says so under its heading.

import type { DailySummary as Summary } from '@common/api/portal/attendance';
import { attendanceSummaryMachine } from '@machines/portal/attendance-summary.machine';
import { attendanceActors } from '@portal/api/attendance-actors';
import { attendanceText } from '@portal/i18n/attendance';
import { useDateText } from '@portal/i18n/dates';
import { useText } from '@portal/i18n/language';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Failure, useNoticeText, Waiting } from '../shared/management-kit';
import './attendance.css';

export default function DailySummary() {
  const t = useText(attendanceText);
  const noticeText = useNoticeText();
  const [state, send] = useScreenMachine(attendanceSummaryMachine, { actors: attendanceActors });
  const { summary, notice } = state.context;
  return (
    <section className="attendance attendance-summary" aria-labelledby="attendance-summary-heading">
      <h2 id="attendance-summary-heading">{t.summary.heading}</h2>
      {state.matches('loading') ? <Waiting>{t.loading}</Waiting> : null}
      {state.matches('failed') ? (
        <div className="mgmt-list-failed">
          <Failure>{noticeText(notice, t)}</Failure>
          <button type="button" onClick={() => send({ type: 'summary.retry' })}>
            {t.tryAgain}
          </button>
        </div>
      ) : null}
      {state.matches('shown') && summary ? <SummaryFigures summary={summary} /> : null}
    </section>
  );
}

function SummaryFigures({ summary }: { summary: Summary }) {
  const t = useText(attendanceText);
  const dateText = useDateText();
  const { totals, month, messages } = summary;
  const width = 8;
  const height = 60;
  const chartId = 'attendance-month-chart';
  return (
    <>
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
    </>
  );
}
