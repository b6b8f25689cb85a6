// The school's day on the portal's home (docs/requirements/school-day.md#attendance): the totals,
// the sections taken (the counts are of the sections taken only: a section nobody took counts as
// neither present nor absent), and the month's present share per day as bars (inline SVG, with
// its axes' labels and a legend saying what a bar is) with the same figures in a table for screen
// readers; and the day's messages to guardians (sent, waiting for
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

/** The chart's drawing units: bars of BAR wide with GAP between, PLOT high, room for the axes' labels. */
const BAR = 8;
const GAP = 2;
const PLOT = 60;
const LEFT = 26;
const BOTTOM = 12;
const TICKS = [0, 0.5, 1];

function SummaryFigures({ summary }: { summary: Summary }) {
  const t = useText(attendanceText);
  const dateText = useDateText();
  const { totals, month, messages } = summary;
  const chartId = 'attendance-month-chart';
  const width = LEFT + month.length * (BAR + GAP);
  return (
    <>
      <p>{t.summary.totals(totals.present, totals.absent, totals.late, totals.studentsTaken)}</p>
      <p>{t.summary.sectionsTaken(totals.sectionsTaken, summary.sections.length)}</p>
      <p>{t.summary.messages(messages.sent, messages.waiting, messages.notSent)}</p>
      {messages.confirmationsWaiting > 0 ? (
        <p>{t.summary.confirmationsWaiting(messages.confirmationsWaiting)}</p>
      ) : null}
      {month.length ? (
        <figure className="attendance-figure" aria-describedby={`${chartId}-legend`}>
          <svg
            className="attendance-chart"
            role="img"
            aria-labelledby={`${chartId}-title`}
            viewBox={`0 0 ${width} ${PLOT + BOTTOM}`}
            width="100%"
            style={{ maxWidth: `${Math.max(width * 4, 240)}px` }}
          >
            <title id={`${chartId}-title`}>{t.summary.chart}</title>
            {/* The vertical axis: the share present, 0 to 100 %. */}
            {TICKS.map((tick) => {
              const y = PLOT - tick * PLOT;
              return (
                <g key={tick} className="attendance-chart__tick">
                  <line x1={LEFT - 2} x2={width} y1={y} y2={y} />
                  <text x={LEFT - 4} y={y + 2} textAnchor="end">
                    {`${tick * 100}%`}
                  </text>
                </g>
              );
            })}
            {month.map((day, index) => {
              const x = LEFT + index * (BAR + GAP);
              const barHeight = Math.round((day.presentShare ?? 0) * PLOT);
              return (
                <g key={day.date}>
                  {day.presentShare === null ? null : (
                    <rect x={x} y={PLOT - barHeight} width={BAR} height={barHeight} />
                  )}
                  {/* The horizontal axis: the day of the month. */}
                  <text
                    className="attendance-chart__day"
                    x={x + BAR / 2}
                    y={PLOT + BOTTOM - 2}
                    textAnchor="middle"
                  >
                    {Number(day.date.slice(8))}
                  </text>
                </g>
              );
            })}
          </svg>
          <figcaption>
            <strong>{t.summary.chart}</strong> ({t.summary.axisDays})
            <span id={`${chartId}-legend`} className="attendance-chart__legend">
              {t.summary.legend}
            </span>
          </figcaption>
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
