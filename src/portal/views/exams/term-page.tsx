// A class's term and its exam schedule (docs/requirements/exams.md#exams-and-schedules): who may
// configure exams sets the term's days and each subject's exam day (machines/portal/
// exam-term-editor.machine.ts); everyone who may view exams, teachers too, reads the schedule as
// saved, sorted by day, and prints it (the form and the portal's frame stay off the paper).
import type { ExamTerm } from '@common/api/portal/exams';
import {
  datesInOrder,
  examTermEditorMachine,
  slotOf,
  TERM_DATE_FIELDS,
} from '@machines/portal/exam-term-editor.machine';
import { examsActors } from '@portal/api/exams-actors';
import { useDateText } from '@portal/i18n/dates';
import { examTermText } from '@portal/i18n/exam-terms';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Failure, useNoticeText, Waiting } from '../shared/management-kit';
import '../management.css';
import './exams.css';

const marks = (centi: number) => String(centi / 100);

/** The saved schedule by day, then by subject as the class orders them. */
function Schedule(props: { term: ExamTerm }) {
  const t = useText(examTermText);
  const day = useDateText(true);
  const { term } = props;
  const subjects = new Map(term.subjects.map((subject, index) => [subject.id, { ...subject, index }]));
  const components = new Map(term.components.map((component) => [component.key, component]));
  const rows = [...term.schedule].sort(
    (a, b) =>
      a.on.localeCompare(b.on) ||
      (subjects.get(a.subjectId)?.index ?? 0) - (subjects.get(b.subjectId)?.index ?? 0),
  );
  return (
    <section className="exam-term__schedule" aria-labelledby="exam-schedule">
      <h2 id="exam-schedule">{t.scheduleHeading}</h2>
      {term.startsOn && term.endsOn ? <p>{t.termDates(day(term.startsOn), day(term.endsOn))}</p> : null}
      {term.entryClosesOn ? <p>{t.entryCloses(day(term.entryClosesOn))}</p> : null}
      {rows.length === 0 ? (
        <p>{t.noSchedule}</p>
      ) : (
        <table className="mgmt-table exam-term__table">
          <thead>
            <tr>
              <th scope="col">{t.day}</th>
              <th scope="col">{t.subject}</th>
              <th scope="col">{t.exam}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const component = components.get(row.componentKey);
              return (
                <tr key={slotOf(row.subjectId, row.componentKey)}>
                  <td data-label={t.day}>{day(row.on)}</td>
                  <td data-label={t.subject}>{subjects.get(row.subjectId)?.name ?? ''}</td>
                  <td data-label={t.exam}>
                    {component ? t.component(component.label, marks(component.maxCenti)) : row.componentKey}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <button
        type="button"
        className="exam-term__print"
        disabled={rows.length === 0}
        onClick={() => window.print()}
      >
        {t.print}
      </button>
    </section>
  );
}

/** `configures`: the member may set the term and its schedule (exams.configure). */
export function TermPage(props: { classId: string; termKey: string; configures: boolean }) {
  const t = useText(examTermText);
  const noticeText = useNoticeText();
  const [state, send] = useScreenMachine(examTermEditorMachine, { actors: examsActors }, props);
  const { term, form, notice } = state.context;
  const saving = state.matches('saving');
  const ordered = datesInOrder(form);
  return (
    <section className="mgmt-page exams exam-term">
      <p className="exam-term__back">
        <PortalLink to="/exams" className="mgmt-link">
          {t.back}
        </PortalLink>
      </p>
      <h1>{term ? t.heading(term.class.name, term.term.label) : t.schedulesHeading}</h1>
      {state.matches('loading') ? <Waiting>{t.loading}</Waiting> : null}
      {state.matches('failed') ? (
        <div className="mgmt-list-failed">
          <Failure>{noticeText(notice, t)}</Failure>
          <button type="button" onClick={() => send({ type: 'term.retry' })}>
            {t.retry}
          </button>
        </div>
      ) : null}
      {term && props.configures ? (
        <form
          className="mgmt-form exam-term__form"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'term.save' });
          }}
        >
          <fieldset disabled={saving}>
            <legend>{t.datesHeading}</legend>
            {TERM_DATE_FIELDS.map((field) => (
              <label key={field} className="mgmt-field">
                {t[field]}
                <input
                  type="date"
                  value={form.dates[field]}
                  aria-invalid={field === 'endsOn' && !ordered ? true : undefined}
                  aria-describedby={field === 'endsOn' && !ordered ? 'term-order' : undefined}
                  onChange={(event) => send({ type: 'term.change', field, value: event.target.value })}
                />
              </label>
            ))}
            {ordered ? null : (
              <p id="term-order" className="mgmt-field-error">
                {t.outOfOrder}
              </p>
            )}
            <p className="mgmt-muted">{t.entryHint}</p>
          </fieldset>
          <h2>{t.examDays}</h2>
          <p className="mgmt-muted">{t.examDaysHint}</p>
          {term.subjects.map((subject) => (
            <fieldset key={subject.id} disabled={saving} className="exam-term__subject">
              <legend>{subject.name}</legend>
              {term.components
                .filter((component) => component.kind === 'marked')
                .map((component) => {
                  const slot = slotOf(subject.id, component.key);
                  return (
                    <label key={slot} className="mgmt-field">
                      {t.component(component.label, marks(component.maxCenti))}
                      <input
                        type="date"
                        value={form.schedule[slot] ?? ''}
                        onChange={(event) =>
                          send({ type: 'schedule.change', slot, value: event.target.value })
                        }
                      />
                    </label>
                  );
                })}
            </fieldset>
          ))}
          <button
            type="submit"
            className="button button--primary"
            disabled={!state.can({ type: 'term.save' })}
          >
            {saving ? t.saving : t.save}
          </button>
          <div role="status" aria-live="polite">
            {state.matches('saved') ? <p className="notice notice--success">{t.saved}</p> : null}
          </div>
          {notice && !state.matches('failed') ? <Failure>{noticeText(notice, t)}</Failure> : null}
        </form>
      ) : null}
      {term ? <Schedule term={term} /> : null}
    </section>
  );
}
