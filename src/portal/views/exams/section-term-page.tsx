// A section's term (docs/requirements/exams.md#lock-proofread-publish): how much is entered, the
// class teacher's co-scholastic grades and remarks (attendance read from the register), the cards
// as they stand or as published, proofreading, publishing (asked first: it cannot be undone), and
// a correction of one published result with its reason. The load, each action and the reload
// after it are the shared resource-list machine's; the typed grades and remarks are the form's.
import type { ClassTeacherSave, SectionResults, SectionTerm } from '@common/api/portal/exams';
import { examsActors } from '@portal/api/exams-actors';
import { useInstantText } from '@portal/i18n/dates';
import { examAnalyticsText } from '@portal/i18n/exam-analytics';
import { examsText } from '@portal/i18n/exams';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { type ReactNode, useState } from 'react';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';
import '../management.css';
import './exams.css';

type Page = { term: SectionTerm; results: SectionResults };

function TeacherPart(props: { term: SectionTerm; busy: boolean; onSave: (save: ClassTeacherSave) => void }) {
  const t = useText(examsText);
  const { term } = props;
  // What the class teacher has typed, from what the server holds (the page reloads after a save).
  const [draft, setDraft] = useState(() =>
    Object.fromEntries(
      term.students.map((student) => [student.id, { grades: student.grades, remark: student.remark }]),
    ),
  );
  const editable = term.mayEdit && !props.busy;
  return (
    <section aria-labelledby="teacher-heading">
      <h2 id="teacher-heading">{t.teacherHeading}</h2>
      <p className="mgmt-muted">{t.teacherLead}</p>
      {term.students.map((student) => {
        const own = draft[student.id] ?? { grades: {}, remark: '' };
        const set = (next: Partial<typeof own>) => setDraft({ ...draft, [student.id]: { ...own, ...next } });
        return (
          <div key={student.id} className="exams-teacher-row">
            <strong>
              {student.rollNumber ?? '–'} · {student.name}
            </strong>
            <span className="mgmt-muted">
              {student.attendance
                ? t.attendance(student.attendance.present, student.attendance.working)
                : t.noAttendance}
            </span>
            {term.coScholastic.length ? (
              <fieldset disabled={!editable}>
                {term.coScholastic.map((area) => (
                  <label key={area.key}>
                    <span>{area.label}</span>
                    <select
                      aria-label={t.gradeOf(area.label, student.name)}
                      value={own.grades[area.key] ?? ''}
                      onChange={(event) => {
                        const grades = { ...own.grades };
                        if (event.target.value) grades[area.key] = event.target.value;
                        else delete grades[area.key];
                        set({ grades });
                      }}
                    >
                      <option value="">–</option>
                      {term.coScale.map((grade) => (
                        <option key={grade} value={grade}>
                          {grade}
                        </option>
                      ))}
                    </select>
                  </label>
                ))}
              </fieldset>
            ) : null}
            <label>
              <span>{t.remark}</span>
              <input
                aria-label={t.remarkOf(student.name)}
                value={own.remark}
                maxLength={300}
                readOnly={!editable}
                onChange={(event) => set({ remark: event.target.value })}
              />
            </label>
          </div>
        );
      })}
      {term.mayEdit && term.students.length ? (
        <div className="mgmt-buttons">
          <button
            type="button"
            className="button button--primary"
            disabled={props.busy}
            onClick={() =>
              props.onSave({
                students: term.students.map((student) => ({
                  studentId: student.id,
                  grades: draft[student.id]?.grades ?? {},
                  remark: draft[student.id]?.remark ?? '',
                })),
              })
            }
          >
            {t.saveTeacherPart}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function Results(props: { results: SectionResults }) {
  const t = useText(examsText);
  const { results } = props;
  const subjects = results.students[0]?.card.subjects ?? [];
  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading">{t.resultsHeading}</h2>
      <p className="mgmt-muted">{results.published ? t.publishedLead : t.previewLead}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useSemanticElements: a region that scrolls sideways is reached by keyboard (axe's scrollable-region-focusable) */}
      <div className="exams-scroll" role="region" aria-label={t.resultsHeading} tabIndex={0}>
        <table className="exams-table">
          <thead>
            <tr>
              <th scope="col">{t.student}</th>
              {subjects.map((subject) => (
                <th key={subject.subjectId} scope="col">
                  {subject.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {results.students.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  {row.card.student.name}
                  {row.version > 1 ? <span className="mgmt-muted"> {t.versionOf(row.version)}</span> : null}
                </th>
                {row.card.subjects.map((subject) => {
                  const term = subject.terms.at(-1);
                  return <td key={subject.subjectId}>{term?.grade ?? '–'}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Correction(props: {
  results: SectionResults;
  busy: boolean;
  onCorrect: (studentId: string, reason: string) => void;
}) {
  const t = useText(examsText);
  const [studentId, setStudentId] = useState(props.results.students[0]?.id ?? '');
  const [reason, setReason] = useState('');
  return (
    <section aria-labelledby="correct-heading">
      <h2 id="correct-heading">{t.correctHeading}</h2>
      <p className="mgmt-muted">{t.correctLead}</p>
      <label>
        <span>{t.student}</span>
        <select value={studentId} onChange={(event) => setStudentId(event.target.value)}>
          {props.results.students.map((row) => (
            <option key={row.id} value={row.id}>
              {row.card.student.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t.reason}</span>
        <input value={reason} maxLength={300} onChange={(event) => setReason(event.target.value)} />
      </label>
      <div className="mgmt-buttons">
        <button
          type="button"
          disabled={props.busy || !reason.trim() || !studentId}
          onClick={() => props.onCorrect(studentId, reason.trim())}
        >
          {t.correct}
        </button>
      </div>
    </section>
  );
}

/** `publishes`: the member may publish and correct (exams.publish). */
export function SectionTermPage(props: {
  sectionId: string;
  termKey: string;
  publishes: boolean;
  back?: ReactNode;
}) {
  const t = useText(examsText);
  const analysis = useText(examAnalyticsText);
  const when = useInstantText('dateAndTime');
  const list = useResourceList(
    examsActors,
    { load: 'loadSectionTermPage', act: 'actOnSectionTerm' },
    { sectionId: props.sectionId, termKey: props.termKey },
  );
  const termKey = props.termKey;
  const data = list.data as Page | null;
  return (
    <section className="mgmt-page exams">
      {props.back}
      <h1>{data ? t.sectionTerm(data.term.section.name, data.term.term.label) : t.heading}</h1>
      <ResourceListFrame<Page>
        list={list}
        label={t.resultsHeading}
        confirm={(action, page) =>
          action.action === 'publish'
            ? {
                question: t.publishQuestion(page.term.section.name, page.term.term.label),
                confirm: t.publishConfirm,
              }
            : null
        }
      >
        {(page) => {
          const { term, results } = page;
          return (
            <>
              <div role="status">
                <ul className="exams-status">
                  <li>{t.missing(term.missing)}</li>
                  <li>
                    {term.proofread
                      ? t.proofreadBy(term.proofread.by, when(term.proofread.at))
                      : t.notProofread}
                  </li>
                  <li>
                    {term.published
                      ? t.publishedBy(term.published.by, when(term.published.at))
                      : t.notPublished}
                  </li>
                </ul>
              </div>
              <TeacherPart
                key={JSON.stringify(term.students.map((one) => [one.grades, one.remark]))}
                term={term}
                busy={!list.idle}
                onSave={(save) => list.act({ action: 'save', id: props.sectionId, body: { termKey, save } })}
              />
              {term.mayEdit && !term.proofread ? (
                <section aria-labelledby="proofread-heading">
                  <h2 id="proofread-heading">{t.proofread}</h2>
                  <p className="mgmt-muted">{t.proofreadLead}</p>
                  <button
                    type="button"
                    disabled={!list.idle || term.missing > 0}
                    onClick={() => list.act({ action: 'proofread', id: props.sectionId, body: { termKey } })}
                  >
                    {t.proofread}
                  </button>
                </section>
              ) : null}
              {props.publishes && term.proofread && !term.published ? (
                <div className="mgmt-buttons">
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={!list.idle}
                    onClick={() =>
                      list.act({ action: 'publish', id: props.sectionId, body: { termKey }, confirm: true })
                    }
                  >
                    {t.publish}
                  </button>
                </div>
              ) : null}
              <Results results={results} />
              <p>
                <PortalLink
                  className="mgmt-link"
                  to="/exams/sections/$sectionId/$termKey/cards"
                  params={{ sectionId: props.sectionId, termKey }}
                >
                  {t.printCards}
                </PortalLink>
                {' · '}
                <PortalLink
                  className="mgmt-link"
                  to="/exams/sections/$sectionId/$termKey/analytics"
                  params={{ sectionId: props.sectionId, termKey }}
                >
                  {analysis.link}
                </PortalLink>
              </p>
              {props.publishes && results.published ? (
                <Correction
                  results={results}
                  busy={!list.idle}
                  onCorrect={(studentId, reason) =>
                    list.act({ action: 'correct', id: studentId, body: { termKey, reason } })
                  }
                />
              ) : null}
            </>
          );
        }}
      </ResourceListFrame>
    </section>
  );
}
