// The exams home (docs/requirements/exams.md): a teacher's marks sheets to fill, and for whoever
// reads exams, every section's term with how much is entered, proofread and published (the
// principal's completion view). Each row opens its sheet or its section's term.
import type { ExamCompletion, MarksSheetList } from '@common/api/portal/exams';
import { examsActors } from '@portal/api/exams-actors';
import { examTermText } from '@portal/i18n/exam-terms';
import { examsText } from '@portal/i18n/exams';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';
import '../management.css';
import './exams.css';

function MySheets() {
  const t = useText(examsText);
  const list = useResourceList(examsActors, { load: 'loadMarksSheets' });
  return (
    <section aria-labelledby="sheets-heading">
      <h2 id="sheets-heading">{t.sheetsHeading}</h2>
      <p className="mgmt-muted">{t.sheetsLead}</p>
      <ResourceListFrame<MarksSheetList> list={list} label={t.sheetsHeading} refresh={false}>
        {(data) =>
          data.sheets.length === 0 ? (
            <p>{t.noSheets}</p>
          ) : (
            <ul className="exams-rows">
              {data.sheets.map((sheet) => (
                <li key={`${sheet.section.id}/${sheet.subject.id}/${sheet.term.key}`}>
                  <PortalLink
                    className="exams-row"
                    to="/exams/sheets/$sectionId/$subjectId/$termKey"
                    params={{
                      sectionId: sheet.section.id,
                      subjectId: sheet.subject.id,
                      termKey: sheet.term.key,
                    }}
                  >
                    <strong>
                      {sheet.section.name} · {sheet.subject.name}
                    </strong>
                    <span>{sheet.term.label}</span>
                    <span>
                      {t.entered(sheet.entered, sheet.expected)}
                      {sheet.closed ? ` · ${t.entryClosed}` : ''}
                    </span>
                  </PortalLink>
                </li>
              ))}
            </ul>
          )
        }
      </ResourceListFrame>
    </section>
  );
}

function Sections() {
  const t = useText(examsText);
  const list = useResourceList(examsActors, { load: 'loadExamCompletion' });
  return (
    <section aria-labelledby="sections-heading">
      <h2 id="sections-heading">{t.sectionsHeading}</h2>
      <ResourceListFrame<ExamCompletion> list={list} label={t.sectionsHeading} refresh={false}>
        {(data) =>
          data.sections.length === 0 ? (
            <p>{t.noSections}</p>
          ) : (
            <ul className="exams-rows">
              {data.sections.map((row) => {
                const entered = row.subjects.reduce((sum, one) => sum + one.entered, 0);
                const expected = row.subjects.reduce((sum, one) => sum + one.expected, 0);
                return (
                  <li key={`${row.section.id}/${row.term.key}`}>
                    <PortalLink
                      className="exams-row"
                      to="/exams/sections/$sectionId/$termKey"
                      params={{ sectionId: row.section.id, termKey: row.term.key }}
                    >
                      <strong>{t.sectionTerm(row.section.name, row.term.label)}</strong>
                      <span>{t.entered(entered, expected)}</span>
                      <span>
                        {row.proofread ? t.proofread : t.notProofread} ·{' '}
                        {row.published ? t.publish : t.notPublished}
                      </span>
                    </PortalLink>
                  </li>
                );
              })}
            </ul>
          )
        }
      </ResourceListFrame>
      {list.data ? <Schedules completion={list.data} /> : null}
    </section>
  );
}

/** Each class's term once (its sections share the schedule), opening its dates and exam days. */
function Schedules(props: { completion: ExamCompletion }) {
  const t = useText(examTermText);
  const terms = new Map(props.completion.sections.map((row) => [`${row.classId}/${row.term.key}`, row]));
  if (terms.size === 0) return null;
  return (
    <section aria-labelledby="schedules-heading">
      <h2 id="schedules-heading">{t.schedulesHeading}</h2>
      <ul className="exams-rows">
        {[...terms.entries()].map(([key, row]) => (
          <li key={key}>
            <PortalLink
              className="exams-row"
              to="/exams/classes/$classId/$termKey"
              params={{ classId: row.classId, termKey: row.term.key }}
            >
              <strong>{t.scheduleOf(row.className, row.term.label)}</strong>
            </PortalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `enters`: the member may enter marks (exams.enter); `views`: may read every section (exams.view). */
export function ExamsPage(props: { enters: boolean; views: boolean }) {
  const t = useText(examsText);
  return (
    <section className="mgmt-page exams">
      <h1>{t.heading}</h1>
      <p className="mgmt-muted">{t.lead}</p>
      {props.views ? (
        <p>
          <PortalLink to="/exams/schemes" className="mgmt-link">
            {t.schemesLink}
          </PortalLink>
        </p>
      ) : null}
      {props.enters ? <MySheets /> : null}
      {props.views ? <Sections /> : null}
    </section>
  );
}
