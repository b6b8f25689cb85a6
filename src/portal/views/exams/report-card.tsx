// One student's report card as it prints (docs/requirements/exams.md#report-cards): an A4 page in
// the card's own language (not the reader's): the school's name and address, the student, each
// subject's groups and total per term as the scheme lays them out with its grade, the year so far,
// co-scholastic grades, attendance from the register, the class teacher's remark, a coaching
// batch's place (only on the student's own card), and the signature lines. Labels the scheme names
// (terms, groups) print as the school wrote them; the card's fixed words are in its language.
import type { ExamCard, SectionResults } from '@common/api/portal/exams';
import type { Language } from '@common/languages';
import { examsText } from '@portal/i18n/exams';

const marks = (centi: number) => String(centi / 100);

export function ReportCard(props: {
  card: ExamCard;
  school: SectionResults['school'];
  yearName: string;
  language: Language;
}) {
  const t = examsText[props.language].card;
  const { card } = props;
  const several = card.layout.length > 1;
  return (
    <article className="report-card" lang={props.language} aria-label={`${t.title}: ${card.student.name}`}>
      <header className="report-card__head">
        <h2>{props.school.name}</h2>
        {props.school.address ? <p>{props.school.address}</p> : null}
        <p className="report-card__title">
          <strong>{t.title}</strong> · {card.term.label} · {t.year(props.yearName)}
        </p>
      </header>
      <dl className="report-card__student">
        <div>
          <dt>{t.name}</dt>
          <dd>{card.student.name}</dd>
        </div>
        <div>
          <dt>{t.admission}</dt>
          <dd>{card.student.admissionNumber}</dd>
        </div>
        <div>
          <dt>{t.classSection}</dt>
          <dd>
            {card.student.className} {card.student.sectionName}
          </dd>
        </div>
        <div>
          <dt>{t.roll}</dt>
          <dd>{card.student.rollNumber ?? '–'}</dd>
        </div>
      </dl>
      {/* On a phone the wide table scrolls in its own region (reachable by keyboard), not the page. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useSemanticElements: a region that scrolls sideways is reached by keyboard (axe's scrollable-region-focusable) */}
      <div className="exams-scroll" role="region" aria-label={t.scholastic} tabIndex={0}>
        <table className="report-card__marks">
          <caption>{t.scholastic}</caption>
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                {t.subject}
              </th>
              {card.layout.map((term) => (
                <th key={term.key} scope="colgroup" colSpan={term.groups.length + 2}>
                  {term.label}
                </th>
              ))}
              {several ? (
                <th scope="colgroup" colSpan={2}>
                  {t.overall}
                </th>
              ) : null}
            </tr>
            <tr>
              {card.layout.flatMap((term) => [
                ...term.groups.map((group) => (
                  <th key={`${term.key}/${group.key}`} scope="col">
                    {group.label} ({marks(group.maxCenti)})
                  </th>
                )),
                <th key={`${term.key}/total`} scope="col">
                  {t.total}
                </th>,
                <th key={`${term.key}/grade`} scope="col">
                  {t.grade}
                </th>,
              ])}
              {several ? (
                <>
                  <th scope="col">{t.total}</th>
                  <th scope="col">{t.grade}</th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {card.subjects.map((subject) => (
              <tr key={subject.subjectId}>
                <th scope="row">{subject.name}</th>
                {subject.terms.flatMap((term) => [
                  ...term.groups.map((group) => (
                    <td key={`${term.key}/${group.key}`}>
                      {group.scoreCenti === null
                        ? Object.values(group.indicators).join(', ') || '–'
                        : marks(group.scoreCenti)}
                    </td>
                  )),
                  <td key={`${term.key}/total`}>
                    {term.maxCenti ? `${marks(term.scoreCenti)}/${marks(term.maxCenti)}` : '–'}
                  </td>,
                  <td key={`${term.key}/grade`}>
                    <strong>{term.grade ?? '–'}</strong>
                  </td>,
                ])}
                {several ? (
                  <>
                    <td>
                      {subject.year.maxCenti
                        ? `${marks(subject.year.scoreCenti)}/${marks(subject.year.maxCenti)}`
                        : '–'}
                    </td>
                    <td>
                      <strong>{subject.year.grade ?? '–'}</strong>
                    </td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {card.coScholastic.length ? (
        <table className="report-card__co">
          <caption>{t.coScholastic}</caption>
          <tbody>
            {card.coScholastic.map((area) => (
              <tr key={area.key}>
                <th scope="row">{area.label}</th>
                <td>
                  <strong>{area.grade}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <dl className="report-card__more">
        <div>
          <dt>{t.attendance}</dt>
          <dd>{card.attendance ? t.days(card.attendance.present, card.attendance.working) : '–'}</dd>
        </div>
        {card.rank ? (
          <div>
            <dt>{t.rank(card.rank.position, card.rank.of)}</dt>
          </div>
        ) : null}
        <div>
          <dt>{t.remark}</dt>
          <dd>{card.remark || '–'}</dd>
        </div>
      </dl>
      <footer className="report-card__signatures">
        <span>{t.classTeacher}</span>
        <span>{t.principal}</span>
        <span>{t.guardian}</span>
      </footer>
    </article>
  );
}
