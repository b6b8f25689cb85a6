// Entering a sheet's marks on the phone (docs/requirements/exams.md#marks-entry-on-the-phone): one
// component at a time (chosen at the top), one row per student with a number field that opens the
// phone's number pad and "Next" to the row below, and AB and ML beside it. A class of 40 is 40
// marks typed, each followed by Next: no tap to save, which happens when typing stops.
import type { MarkValue } from '@common/api/portal/exams';
import {
  type MarkProblem,
  marksEntryMachine,
  markText,
  type SheetSlot,
} from '@machines/portal/marks-entry.machine';
import { markKey, queuedFor } from '@machines/portal/marks-queue';
import { examsActors } from '@portal/api/exams-actors';
import { useDateText } from '@portal/i18n/dates';
import { examsText } from '@portal/i18n/exams';
import { useText } from '@portal/i18n/language';
import { useAttendanceSync } from '@portal/lib/attendance-sync';
import { useScreenMachine } from '@site/lib/screen-machine';
import type { KeyboardEvent, ReactNode } from 'react';
import { SyncStatus } from '../attendance/sync-status';
import { useNoticeText } from '../shared/management-kit';
import '../management.css';
import './exams.css';

/** Marks as the sheet writes them: 80, 7.5. */
const marks = (centi: number) => String(centi / 100);

/** Enter (the number pad's Next) moves to the next student's field. */
function nextOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  const fields = [...document.querySelectorAll<HTMLInputElement>('.marks-entry__field')];
  fields[fields.indexOf(event.currentTarget) + 1]?.focus();
}

export function MarksEntryPage(props: SheetSlot & { back?: ReactNode }) {
  const t = useText(examsText);
  const dateText = useDateText();
  const [state, send] = useScreenMachine(
    marksEntryMachine,
    { actors: examsActors },
    { sectionId: props.sectionId, subjectId: props.subjectId, termKey: props.termKey },
  );
  const { sheet, componentKey, texts, problems, conflicts, unsent, notice, fromDevice } = state.context;
  // The saves of this sheet still in the device queue: the sync's to count, as it sends them.
  const queue = useAttendanceSync().snapshot.context.queue;
  const waiting = queuedFor(queue, props).length;
  const component = sheet?.components.find((one) => one.key === componentKey) ?? null;
  const scale = sheet?.indicatorScale.join(', ') ?? '';
  const readOnly = state.matches('closed') || state.matches('loading') || state.matches('failed');
  const noticeText = useNoticeText()(notice, t);
  const problemText = (problem: MarkProblem) =>
    problem === 'tooHigh'
      ? t.tooHigh(marks(component?.maxCenti ?? 0))
      : problem === 'notAMark'
        ? t.notAMark
        : t.notOnScale(scale);
  const enteredHere =
    sheet && component
      ? sheet.students.filter((student) => {
          const key = markKey(student.id, component.key);
          return (texts[key] ?? '') !== '' && !problems[key];
        }).length
      : 0;
  const busy = state.matches('saving');
  const pending = Object.keys(unsent).length > 0;
  return (
    <section className="mgmt-page marks-entry">
      {props.back}
      <h1>{sheet ? `${sheet.section.name} · ${sheet.subject.name}` : t.sheetsHeading}</h1>
      {sheet ? (
        <p className="mgmt-muted">
          {sheet.term.label}
          {sheet.entryClosesOn ? ` · ${t.entryCloses(dateText(sheet.entryClosesOn))}` : ''}
        </p>
      ) : null}
      <SyncStatus />
      {state.matches('loading') ? <p role="status">{t.loading}</p> : null}
      {noticeText ? (
        <p className="notice notice--error" role="alert">
          {noticeText}
        </p>
      ) : null}
      {state.matches('failed') ? (
        <button type="button" className="button" onClick={() => send({ type: 'sheet.retry' })}>
          {t.retry}
        </button>
      ) : null}
      {fromDevice ? <p className="notice notice--info">{t.fromDevice}</p> : null}
      {state.matches('closed') ? (
        <p className="notice notice--info" role="status">
          {t.closed}
        </p>
      ) : null}
      {sheet && component ? (
        <>
          <label className="marks-entry__component">
            <span>{t.component}</span>
            <select
              value={component.key}
              onChange={(event) => send({ type: 'component.choose', componentKey: event.target.value })}
            >
              {sheet.components.map((one) => (
                <option key={one.key} value={one.key}>
                  {one.kind === 'graded' ? one.label : `${one.label} (${t.outOf(marks(one.maxCenti))})`}
                </option>
              ))}
            </select>
          </label>
          <p className="mgmt-muted">
            {component.kind === 'graded' ? t.gradedHint(scale) : t.hint}{' '}
            {t.entered(enteredHere, sheet.students.length)}
          </p>
          <ol className="marks-entry__students">
            {sheet.students.map((student) => {
              const key = markKey(student.id, component.key);
              const problem = problems[key];
              const mine: MarkValue | null | undefined = conflicts[key];
              const said = problem
                ? problemText(problem)
                : key in conflicts
                  ? t.conflict(markText(mine))
                  : '';
              const describedBy = said ? `mark-note-${student.id}` : undefined;
              return (
                <li key={student.id} className="marks-entry__row">
                  <span className="marks-entry__roll">{student.rollNumber ?? '–'}</span>
                  <label className="marks-entry__name" htmlFor={`mark-${student.id}`}>
                    {student.name}
                  </label>
                  <input
                    id={`mark-${student.id}`}
                    className="marks-entry__field"
                    aria-label={t.markOf(student.name)}
                    inputMode={component.kind === 'graded' ? 'text' : 'decimal'}
                    enterKeyHint="next"
                    autoComplete="off"
                    value={texts[key] ?? ''}
                    readOnly={readOnly}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={describedBy}
                    onKeyDown={nextOnEnter}
                    onChange={(event) =>
                      send({ type: 'mark.change', studentId: student.id, text: event.target.value })
                    }
                  />
                  {readOnly ? null : (
                    <span className="marks-entry__codes">
                      {(['AB', 'ML'] as const).map((code) => (
                        <button
                          key={code}
                          type="button"
                          aria-pressed={(texts[key] ?? '').toUpperCase() === code}
                          aria-label={`${code}: ${student.name}`}
                          onClick={() => send({ type: 'mark.change', studentId: student.id, text: code })}
                        >
                          {code}
                        </button>
                      ))}
                    </span>
                  )}
                  {said ? (
                    <span
                      id={describedBy}
                      className={problem ? 'marks-entry__problem' : 'marks-entry__conflict'}
                    >
                      {said}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ol>
          {readOnly ? null : (
            // A bar kept at the screen's foot: what is happening to the marks, and saving at once.
            <div className="marks-entry__bar">
              <p role="status" aria-live="polite">
                {busy ? t.saving : waiting > 0 ? t.waitingSaves(waiting) : pending ? '' : t.allSaved}
              </p>
              <button
                type="button"
                className="button button--primary"
                disabled={!pending || busy}
                onClick={() => send({ type: 'marks.save' })}
              >
                {t.saveNow}
              </button>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}
