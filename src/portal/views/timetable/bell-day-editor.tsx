// One weekday's periods at a learning centre over the bell-schedule-editor machine
// (docs/requirements/school-day.md#timetable): a table of rows edited in place, each row's problem
// beside it once Save was tried, and the server's refusal above the table; a stored day copied to
// other days (the days ticked, one confirm). Under 40rem each row is a card (timetable.css), so
// the label, Teaching and Remove stay on a phone's screen.

import type { BellPeriod } from '@common/api/portal/timetable';
import { MAX_PERIODS_A_DAY } from '@common/portal/bell-rules';
import { type BellField, bellScheduleEditorMachine } from '@machines/portal/bell-schedule-editor.machine';
import { timetableActors } from '@portal/api/timetable-actors';
import { usePortalLanguage, useText } from '@portal/i18n/language';
import { timetableText } from '@portal/i18n/timetable';
import { useScreenMachine } from '@site/lib/screen-machine';
import { useId } from 'react';
import { Failure, useNoticeText } from '../shared/management-kit';
import '../management.css';
import './timetable.css';

/** A bell row's text fields, in their columns' order. */
const TEXT_FIELDS = ['startsAt', 'endsAt', 'label'] as const;

export function BellDayEditor(props: {
  caption: string;
  centreId: string;
  /** 1 (Monday) to 7. */
  weekday: number;
  periods: readonly BellPeriod[];
  onSaved?: () => void;
  /** After this day's periods were copied to others. */
  onCopied?: () => void;
}) {
  const t = useText(timetableText);
  const noticeText = useNoticeText();
  const { language } = usePortalLanguage();
  const slug = useId();
  const [state, send] = useScreenMachine(
    bellScheduleEditorMachine,
    {
      actors: { saveDay: timetableActors.saveDay, copyDay: timetableActors.copyDay },
      actions: { daySaved: () => props.onSaved?.(), daysCopied: () => props.onCopied?.() },
    },
    { centreId: props.centreId, weekday: props.weekday, periods: props.periods, language },
  );
  const { rows, problems, notice, status, copyTo, copied } = state.context;
  const copying = state.matches('copying');
  const choosing = state.matches('choosingDays') || copying;
  const saving = state.matches('saving');
  /** While saving or choosing days to copy to, the rows hold still. */
  const locked = saving || choosing;
  const dayName = t.weekdays[props.weekday - 1] ?? '';
  const daysNamed = (days: readonly number[]) => days.map((day) => t.weekdays[day - 1]).join(', ');
  const change = (index: number, field: BellField, value: string | boolean) =>
    send({ type: 'row.change', index, field, value });
  const col = t.bellColumns;
  return (
    <section className="tt-bells" aria-busy={saving || copying} aria-label={props.caption}>
      {notice ? <Failure>{noticeText(notice, { failed: t.saveFailed })}</Failure> : null}
      <div className="mgmt-scroll">
        <table className="tt-grid tt-bell-table">
          <caption>{props.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{col.number}</th>
              <th scope="col">{col.startsAt}</th>
              <th scope="col">{col.endsAt}</th>
              <th scope="col">{col.label}</th>
              <th scope="col">{col.teaching}</th>
              <th scope="col">
                <span className="visually-hidden">{col.remove}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const problem = problems[index];
              const problemId = `${slug}-problem-${index}`;
              const described = problem ? { 'aria-describedby': problemId, 'aria-invalid': true } : {};
              return (
                // Rows have no identity but their place: the day is numbered by it.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index}>
                  <th scope="row">{row.number}</th>
                  {TEXT_FIELDS.map((field) => (
                    <td key={field} data-label={col[field]}>
                      <input
                        type="text"
                        // Times are typed as digits (08:00, 0800): a phone offers its number pad.
                        inputMode={field === 'label' ? undefined : 'numeric'}
                        aria-label={t.rowLabel(col[field], row.number)}
                        value={row[field]}
                        disabled={locked}
                        {...described}
                        onChange={(event) => change(index, field, event.target.value)}
                      />
                      {/* The row's problem, once, after its last text field. */}
                      {field === 'label' && problem ? (
                        <span id={problemId} className="tt-problem">
                          {t.problems[problem]}
                        </span>
                      ) : null}
                    </td>
                  ))}
                  <td className="tt-bell-teaching">
                    <label>
                      <input
                        type="checkbox"
                        aria-label={t.rowLabel(col.teaching, row.number)}
                        checked={row.teaching}
                        disabled={locked}
                        onChange={(event) => change(index, 'teaching', event.target.checked)}
                      />
                      {/* Seen in a card (under 40rem), where the column's heading is not. */}
                      <span className="tt-card-only" aria-hidden="true">
                        {col.teaching}
                      </span>
                    </label>
                  </td>
                  <td>
                    <button
                      type="button"
                      disabled={locked}
                      onClick={() => send({ type: 'row.remove', index })}
                    >
                      {t.removePeriod(row.number)}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <p className="mgmt-muted">{t.dayEmpty}</p> : null}
      <div className="mgmt-buttons">
        <button
          type="button"
          disabled={locked || rows.length >= MAX_PERIODS_A_DAY}
          onClick={() => send({ type: 'row.add' })}
        >
          {t.addPeriod}
        </button>
        <button type="button" disabled={locked} onClick={() => send({ type: 'day.save' })}>
          {saving ? t.savingDay : t.saveDay}
        </button>
        {/* As loaded, nothing: the day may never have been saved, and nothing was in this visit. */}
        {status !== 'changed' && rows.length > 0 && !choosing ? (
          <button type="button" disabled={locked} onClick={() => send({ type: 'copy.open' })}>
            {t.copy.open}
          </button>
        ) : null}
        <span role="status" className={status === 'saved' || copied.length ? 'tt-saved' : 'tt-time'}>
          {saving
            ? ''
            : copied.length
              ? t.copy.done(daysNamed(copied))
              : status === 'saved'
                ? t.daySaved
                : status === 'changed'
                  ? t.unsaved
                  : ''}
        </span>
      </div>
      {choosing ? (
        <fieldset className="tt-copy" aria-busy={copying}>
          <legend>{t.copy.legend(dayName)}</legend>
          <div className="tt-days">
            {t.weekdays.map((day, index) =>
              index + 1 === props.weekday ? null : (
                <label key={day}>
                  <input
                    type="checkbox"
                    checked={copyTo.includes(index + 1)}
                    disabled={copying}
                    onChange={() => send({ type: 'copy.toggle', weekday: index + 1 })}
                  />{' '}
                  {day}
                </label>
              ),
            )}
          </div>
          <div className="mgmt-buttons">
            <button
              type="button"
              disabled={copying || copyTo.length === 0}
              onClick={() => send({ type: 'copy.confirm' })}
            >
              {copying ? t.copy.copying : t.copy.confirm(copyTo.length)}
            </button>
            <button type="button" disabled={copying} onClick={() => send({ type: 'copy.cancel' })}>
              {t.cancel}
            </button>
          </div>
        </fieldset>
      ) : null}
    </section>
  );
}
