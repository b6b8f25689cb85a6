// A section's week (docs/requirements/school-day.md#timetable) over the timetable-editor machine:
// with timetable.edit each teaching period is a button that opens its subject and teacher in a
// sheet along the foot of the screen (whole on a phone), with the server's clash sentence read out
// there, and a saved period repeated on other days.

import type { Subject } from '@common/api/portal/academics';
import type { Employee } from '@common/api/portal/employees';
import type { Week } from '@common/api/portal/timetable';
import { type Slot, timetableEditorMachine } from '@machines/portal/timetable-editor.machine';
import { timetableActors } from '@portal/api/timetable-actors';
import { useText } from '@portal/i18n/language';
import { timetableText } from '@portal/i18n/timetable';
import { useScreenMachine } from '@site/lib/screen-machine';
import { useId } from 'react';
import { NamedOptions, useNoticeText } from '../shared/management-kit';
import { type Cell, WeekGrid, weekShape } from './week-grid';

export interface SectionWeekProps {
  sectionId: string;
  sectionName: string;
  week: Week;
  subjects: readonly Pick<Subject, 'id' | 'name'>[];
  teachers: readonly Pick<Employee, 'id' | 'name'>[];
  canEdit: boolean;
}

const sameSlot = (a: Slot | null, b: Slot) => a?.weekday === b.weekday && a.period === b.period;

function Booked(props: { cell: Cell }) {
  const t = useText(timetableText);
  const { entry } = props.cell;
  if (!entry) return <span className="tt-free">{t.free}</span>;
  return (
    <span>
      <strong>{entry.subjectName}</strong>
      {entry.teacherName ? <span className="tt-teacher"> · {entry.teacherName}</span> : null}
    </span>
  );
}

export function SectionWeek(props: SectionWeekProps) {
  const t = useText(timetableText);
  const caption = t.weekCaption(props.sectionName);
  if (!props.canEdit)
    return <WeekGrid week={props.week} caption={caption} cell={(cell) => <Booked cell={cell} />} />;
  return <SectionWeekEditor {...props} caption={caption} />;
}

function SectionWeekEditor(props: SectionWeekProps & { caption: string }) {
  const t = useText(timetableText);
  const noticeText = useNoticeText();
  const slug = useId();
  const weekdays = weekShape(props.week).days.map((day) => day.weekday);
  const [state, send] = useScreenMachine(
    timetableEditorMachine,
    {
      actors: {
        saveSlot: timetableActors.saveSlot,
        clearSlot: timetableActors.clearSlot,
        repeatSlot: timetableActors.repeatSlot,
      },
    },
    { sectionId: props.sectionId, entries: props.week.entries, weekdays },
  );
  const { entries, slot, subjectId, teacherId, notice, changed, repeatDays, repeated } = state.context;
  const saving = state.matches('saving');
  const clearing = state.matches('clearing');
  const repeating = state.matches('repeating');
  const busy = saving || clearing || repeating;
  const week = { ...props.week, entries };
  const dayName = (weekday: number) => t.weekdays[weekday - 1] ?? '';
  const entry = slot ? entries.find((one) => sameSlot(slot, one)) : undefined;
  // Repeating takes the slot as saved: filled, and nothing changed in the form since.
  const saved = entry !== undefined && entry.subjectId === subjectId && (entry.teacherId ?? '') === teacherId;

  const cell = (current: Cell) => {
    const here = { weekday: current.weekday, period: current.bell.number };
    return (
      <>
        <button
          type="button"
          className="tt-slot"
          aria-pressed={sameSlot(slot, here)}
          aria-label={t.editSlot(dayName(current.weekday), here.period)}
          disabled={busy}
          onClick={() => send({ type: 'slot.choose', ...here })}
        >
          <Booked cell={current} />
        </button>
        {sameSlot(changed, here) ? (
          <span className="tt-saved" role="status">
            {t.slotSaved}
          </span>
        ) : null}
      </>
    );
  };
  return (
    <section aria-busy={busy} aria-label={props.caption} className={slot ? 'tt-week-editing' : undefined}>
      {repeated ? (
        <div className="tt-repeated" aria-live="polite">
          {repeated.entries.length ? (
            <p>{t.repeat.done(repeated.entries.map((one) => dayName(one.weekday)).join(', '))}</p>
          ) : null}
          {repeated.skipped.map((skip) => (
            <p key={skip.weekday} className="tt-clash">
              {t.repeat.skipped(dayName(skip.weekday), skip.reason)}
            </p>
          ))}
        </div>
      ) : null}
      <WeekGrid week={week} caption={props.caption} cell={cell} />
      {slot ? (
        // A sheet along the foot of the screen: on a phone it stays in view whatever the grid's scroll.
        <form
          className="tt-sheet tt-no-print"
          aria-label={t.slotLabel(dayName(slot.weekday), slot.period)}
          aria-busy={busy}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'slot.save' });
          }}
        >
          <h2>{t.editorHeading(dayName(slot.weekday), slot.period)}</h2>
          {/* Labels beside their selects, not around them: a wrapped select lends its options' text to the name. */}
          <p>
            <label htmlFor={`${slug}-subject`}>{t.subject}</label>{' '}
            <select
              id={`${slug}-subject`}
              value={subjectId}
              disabled={busy}
              onChange={(event) => send({ type: 'subject.change', subjectId: event.target.value })}
            >
              <option value="">{t.chooseSubject}</option>
              <NamedOptions items={props.subjects} />
            </select>
          </p>
          <p>
            <label htmlFor={`${slug}-teacher`}>{t.teacher}</label>{' '}
            <select
              id={`${slug}-teacher`}
              value={teacherId}
              disabled={busy}
              aria-describedby={`${slug}-clash`}
              onChange={(event) => send({ type: 'teacher.change', teacherId: event.target.value })}
            >
              <option value="">{t.noTeacher}</option>
              <NamedOptions items={props.teachers} />
            </select>
          </p>
          <p id={`${slug}-clash`} className="tt-clash" role="alert">
            {noticeText(notice, { failed: t.saveFailed })}
          </p>
          <div className="mgmt-buttons">
            <button type="submit" disabled={busy || subjectId === ''}>
              {saving ? t.savingSlot : t.saveSlot}
            </button>
            {entry ? (
              <button
                type="button"
                className="mgmt-danger"
                disabled={busy}
                onClick={() => send({ type: 'slot.clear' })}
              >
                {clearing ? t.clearingSlot : t.clearSlot}
              </button>
            ) : null}
            <button type="button" disabled={busy} onClick={() => send({ type: 'slot.cancel' })}>
              {t.cancel}
            </button>
          </div>
          {saved && weekdays.length > 1 ? (
            <fieldset className="tt-copy">
              <legend>{t.repeat.legend}</legend>
              <div className="tt-days">
                {weekdays
                  .filter((day) => day !== slot.weekday)
                  .map((day) => (
                    <label key={day}>
                      <input
                        type="checkbox"
                        checked={repeatDays.includes(day)}
                        disabled={busy}
                        onChange={() => send({ type: 'repeat.toggle', weekday: day })}
                      />{' '}
                      {dayName(day)}
                    </label>
                  ))}
              </div>
              <div className="mgmt-buttons">
                <button
                  type="button"
                  disabled={busy || repeatDays.length === 0}
                  onClick={() => send({ type: 'slot.repeat' })}
                >
                  {repeating ? t.repeat.repeating : t.repeat.confirm}
                </button>
                <button type="button" disabled={busy} onClick={() => send({ type: 'repeat.all' })}>
                  {t.repeat.everyDay}
                </button>
              </div>
            </fieldset>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
