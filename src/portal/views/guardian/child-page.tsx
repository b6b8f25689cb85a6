// One child's page for their guardian (docs/requirements/guardians.md#per-child): the results
// the school has published and the child may see by now, newest first, each with every subject's
// marks and grade for the term, the attendance and the class teacher's remark, and, for a
// coaching test series, the child's place in the batch, which no one but the child's guardians
// sees; above them, the month's attendance (attendance-month.tsx), the fees (dues-section.tsx) and
// the week (timetable-section.tsx) and the messages the school sent (messages-section.tsx).
import type { ExamCard } from '@common/api/portal/exams';
import type { ChildResults } from '@common/api/portal/guardian';
import { guardianActors } from '@portal/api/guardian-actors';
import { useDateText } from '@portal/i18n/dates';
import { guardianText } from '@portal/i18n/guardian';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';
import { AttendanceMonth } from './attendance-month';
import { DuesSection } from './dues-section';
import { MessagesSection } from './messages-section';
import { TimetableSection } from './timetable-section';
import '../management.css';

const marks = (centi: number) => (centi / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 });

function ResultCard(props: { result: ChildResults['results'][number] }) {
  const t = useText(guardianText);
  const date = useDateText();
  const { card } = props.result;
  const termOf = (subject: ExamCard['subjects'][number]) =>
    subject.terms.find((one) => one.key === card.term.key);
  const rows = card.subjects.flatMap((subject) => {
    const term = termOf(subject);
    return term && term.maxCenti > 0 ? [{ name: subject.name, term }] : [];
  });
  const graded = rows.some((row) => row.term.grade && row.term.grade !== '-');
  const score = rows.reduce((sum, row) => sum + row.term.scoreCenti, 0);
  const max = rows.reduce((sum, row) => sum + row.term.maxCenti, 0);
  const heading = `${props.result.termLabel}, ${props.result.yearName}`;
  return (
    <article className="guardian-result" aria-label={heading}>
      <h2 data-user-text>{heading}</h2>
      <p className="mgmt-muted">
        {t.published(date(props.result.publishedAt))}
        {props.result.version > 1 ? ` ${t.corrected}` : ''}
      </p>
      {card.rank ? (
        <>
          <p className="guardian-result__place">{t.place(card.rank.position, card.rank.of)}</p>
          <p className="mgmt-muted">{t.placePrivate}</p>
        </>
      ) : null}
      <table>
        <thead>
          <tr>
            <th scope="col">{t.subject}</th>
            <th scope="col">{t.marks}</th>
            {graded ? <th scope="col">{t.grade}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" data-user-text>
                {row.name}
              </th>
              <td>
                {marks(row.term.scoreCenti)}/{marks(row.term.maxCenti)}
              </td>
              {graded ? <td>{row.term.grade ?? ''}</td> : null}
            </tr>
          ))}
          <tr>
            <th scope="row">{t.overall}</th>
            <td>
              {marks(score)}/{marks(max)}
            </td>
            {graded ? <td /> : null}
          </tr>
        </tbody>
      </table>
      {card.attendance ? <p>{t.attendance(card.attendance.present, card.attendance.working)}</p> : null}
      {card.remark ? (
        <p>
          {t.remark}: <span data-user-text>{card.remark}</span>
        </p>
      ) : null}
    </article>
  );
}

/** `month`: the attendance calendar's (YYYY-MM; this month when absent); `onMonth` moves it. */
export function GuardianChildPage(props: {
  studentId: string;
  month: string | undefined;
  onMonth: (month: string) => void;
}) {
  const t = useText(guardianText);
  const list = useResourceList(guardianActors, { load: 'loadChildResults' }, { studentId: props.studentId });
  const data = list.data as ChildResults | null;
  return (
    <>
      <p>
        <PortalLink to="/guardian" className="mgmt-link">
          {t.back}
        </PortalLink>
      </p>
      <h1 data-user-text>{data?.child.name ?? t.resultsHeading}</h1>
      <ResourceListFrame<ChildResults> list={list} label={t.resultsHeading} refresh={false}>
        {(results) => (
          <section aria-labelledby="child-results">
            <p className="mgmt-muted" data-user-text>
              {results.child.groups.join(', ')}
            </p>
            <p>
              <PortalLink
                to="/guardian/children/$studentId/consent"
                params={{ studentId: props.studentId }}
                className="mgmt-link"
              >
                {t.consentLink}
              </PortalLink>
            </p>
            <AttendanceMonth
              key={props.month ?? 'now'}
              studentId={props.studentId}
              month={props.month}
              onMonth={props.onMonth}
            />
            <DuesSection studentId={props.studentId} />
            <TimetableSection studentId={props.studentId} />
            <MessagesSection studentId={props.studentId} />
            <h2 id="child-results">{t.resultsHeading}</h2>
            {results.results.length === 0 ? (
              <p>{t.noResults}</p>
            ) : (
              results.results.map((result) => (
                <ResultCard key={`${result.yearName}/${result.termKey}`} result={result} />
              ))
            )}
          </section>
        )}
      </ResourceListFrame>
    </>
  );
}
