// A section's week (docs/requirements/school-day.md#timetable) over the timetable-editor machine:
// with timetable.edit each teaching period is a button that opens its subject and teacher in the
// cell itself; the server's clash sentence is read out from a live region in that cell.

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
import { type Cell, WeekGrid } from './week-grid';

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
  const [state, send] = useScreenMachine(
    timetableEditorMachine,
    { actors: { saveSlot: timetableActors.saveSlot, clearSlot: timetableActors.clearSlot } },
    { sectionId: props.sectionId, entries: props.week.entries },
  );
  const { entries, slot, subjectId, teacherId, notice, changed } = state.context;
  const saving = state.matches('saving');
  const clearing = state.matches('clearing');
  const busy = saving || clearing;
  const week = { ...props.week, entries };

  const cell = (current: Cell) => {
    const here = { weekday: current.weekday, period: current.bell.number };
    const day = t.weekdays[current.weekday - 1] ?? '';
    const chosen = sameSlot(slot, here);
    return (
      <>
        <button
          type="button"
          className="tt-slot"
          aria-pressed={chosen}
          aria-label={t.editSlot(day, here.period)}
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
        {chosen ? (
          <form
            className="tt-slot-form tt-no-print"
            aria-label={t.slotLabel(day, here.period)}
            aria-busy={busy}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'slot.save' });
            }}
          >
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
              {current.entry ? (
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
          </form>
        ) : null}
      </>
    );
  };
  return (
    <section aria-busy={busy} aria-label={props.caption}>
      <WeekGrid week={week} caption={props.caption} cell={cell} />
    </section>
  );
}
