// Filling a section's week from subjects and teachers (docs/requirements/school-day.md#timetable)
// over the week-allocation machine: a row per subject of the class (its teacher and periods a
// week, opened as the week has them), the server's plan, then one confirm.

import type { Subject } from '@common/api/portal/academics';
import type { Employee } from '@common/api/portal/employees';
import type { Week } from '@common/api/portal/timetable';
import { type AllocationRow, weekAllocationMachine } from '@machines/portal/week-allocation.machine';
import { timetableActors } from '@portal/api/timetable-actors';
import { useText } from '@portal/i18n/language';
import { timetableText } from '@portal/i18n/timetable';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Failure, NamedOptions, useNoticeText } from '../shared/management-kit';
import '../management.css';
import './timetable.css';

/** Each subject's row as the week has it: its periods so far and the teacher of its first. */
export function rowsOf(week: Week, subjects: readonly Pick<Subject, 'id'>[]): AllocationRow[] {
  return subjects.map((subject) => {
    const taught = week.entries.filter((entry) => entry.subjectId === subject.id);
    return {
      subjectId: subject.id,
      teacherId: taught.find((entry) => entry.teacherId)?.teacherId ?? '',
      periods: taught.length ? String(taught.length) : '',
    };
  });
}

export function WeekAllocation(props: {
  sectionId: string;
  week: Week;
  subjects: readonly Pick<Subject, 'id' | 'name'>[];
  teachers: readonly Pick<Employee, 'id' | 'name'>[];
  /** After the periods were placed: the page reloads the week. */
  onFilled: () => void;
}) {
  const t = useText(timetableText);
  const noticeText = useNoticeText();
  const [state, send] = useScreenMachine(
    weekAllocationMachine,
    {
      actors: { previewFill: timetableActors.previewFill, applyFill: timetableActors.applyFill },
      actions: { weekFilled: () => props.onFilled() },
    },
    { sectionId: props.sectionId, rows: rowsOf(props.week, props.subjects) },
  );
  const { rows, invalid, result, notice } = state.context;
  const editing = state.matches('editing');
  const previewing = state.matches('previewing');
  const applying = state.matches('applying');
  const nameOf = (subjectId: string) => props.subjects.find((one) => one.id === subjectId)?.name ?? '';
  const fill = t.fill;
  return (
    <details className="tt-allocation tt-no-print">
      <summary>{fill.heading}</summary>
      <p className="mgmt-muted">{fill.lead}</p>
      {notice ? <Failure>{noticeText(notice, { failed: fill.failed })}</Failure> : null}
      <form
        aria-label={fill.heading}
        aria-busy={previewing || applying}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'fill.preview' });
        }}
      >
        <ul className="tt-allocation-rows">
          {rows.map((row, index) => {
            const subject = nameOf(row.subjectId);
            return (
              <li key={row.subjectId}>
                <strong>{subject}</strong>
                <select
                  aria-label={fill.teacherOf(subject)}
                  value={row.teacherId}
                  disabled={!editing}
                  onChange={(event) =>
                    send({ type: 'row.change', index, field: 'teacherId', value: event.target.value })
                  }
                >
                  <option value="">{t.noTeacher}</option>
                  <NamedOptions items={props.teachers} />
                </select>
                <input
                  type="text"
                  inputMode="numeric"
                  aria-label={fill.periodsOf(subject)}
                  placeholder={fill.periods}
                  value={row.periods}
                  disabled={!editing}
                  onChange={(event) =>
                    send({ type: 'row.change', index, field: 'periods', value: event.target.value })
                  }
                />
              </li>
            );
          })}
        </ul>
        {invalid ? <p className="tt-clash">{fill.invalid}</p> : null}
        {editing || previewing ? (
          <div className="mgmt-buttons">
            <button type="submit" disabled={previewing}>
              {previewing ? fill.previewing : fill.preview}
            </button>
          </div>
        ) : null}
      </form>
      {result && !editing ? (
        <section className="tt-plan" aria-label={fill.heading} aria-live="polite">
          <p>
            {state.matches('applied') ? fill.applied(result.placed.length) : fill.plan(result.placed.length)}
          </p>
          {result.unplaced.map((one) => (
            <p key={one.subjectId} className="tt-clash">
              {fill.unplaced(one.subjectName, one.count, one.reason)}
            </p>
          ))}
          <div className="mgmt-buttons">
            {state.matches('applied') ? null : (
              <button
                type="button"
                disabled={applying || result.placed.length === 0}
                onClick={() => send({ type: 'fill.confirm' })}
              >
                {applying ? fill.applying : fill.confirm(result.placed.length)}
              </button>
            )}
            <button type="button" disabled={applying} onClick={() => send({ type: 'fill.back' })}>
              {fill.back}
            </button>
          </div>
        </section>
      ) : null}
    </details>
  );
}
