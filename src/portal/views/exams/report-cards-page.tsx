// A section's report cards to print (docs/requirements/exams.md#report-cards): every student's
// card (or one student's), each on its own A4 page in its guardian's language unless one language
// is chosen for all, printed in one go with the browser's print. Print waits for the Devanagari
// font, so a Hindi card never prints in a fallback.
import type { SectionResults } from '@common/api/portal/exams';
import type { Language } from '@common/languages';
import { examsActors } from '@portal/api/exams-actors';
import { examsText } from '@portal/i18n/exams';
import { useText } from '@portal/i18n/language';
import type { ReactNode } from 'react';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';
import { ReportCard } from './report-card';
import '../management.css';
import './exams.css';

/** The print dialog, once the Hindi font is loaded (a card printed before it would use a fallback). */
async function printCards() {
  await Promise.all([
    document.fonts.load('400 1em "Shala Devanagari"', 'क्ष'),
    document.fonts.load('700 1em "Shala Devanagari"', 'क्ष'),
  ]).catch(() => []);
  window.print();
}

export function ReportCardsPage(props: {
  sectionId: string;
  termKey: string;
  /** One language for every card; null: each guardian's. */
  language: Language | null;
  /** One student's card only. */
  studentId: string | null;
  onLanguage: (language: Language | null) => void;
  back?: ReactNode;
}) {
  const t = useText(examsText);
  const list = useResourceList(
    examsActors,
    { load: 'loadSectionResults' },
    { sectionId: props.sectionId, termKey: props.termKey },
  );
  const data = list.data as SectionResults | null;
  return (
    <section className="mgmt-page exams report-cards">
      <div className="report-cards__controls">
        {props.back}
        <h1>{data ? t.cardsHeading(data.section.name, data.term.label) : t.printCards}</h1>
        <p className="mgmt-muted">{t.cardsLead}</p>
        <label>
          <span>{t.cardLanguage}</span>
          <select
            value={props.language ?? ''}
            onChange={(event) => props.onLanguage((event.target.value || null) as Language | null)}
          >
            <option value="">{t.guardiansLanguage}</option>
            <option value="en">{t.english}</option>
            <option value="hi">{t.hindi}</option>
          </select>
        </label>
        <div className="mgmt-buttons">
          <button
            type="button"
            className="button button--primary"
            disabled={!data}
            onClick={() => void printCards()}
          >
            {t.print}
          </button>
        </div>
      </div>
      <ResourceListFrame<SectionResults> list={list} label={t.printCards} refresh={false}>
        {(results) => {
          const rows = results.students.filter(
            (row) => props.studentId === null || row.id === props.studentId,
          );
          return rows.length === 0 ? (
            <p>{t.noCards}</p>
          ) : (
            <div className="report-cards__pages">
              {rows.map((row) => (
                <ReportCard
                  key={row.id}
                  card={row.card}
                  school={results.school}
                  yearName={results.yearName}
                  language={props.language ?? row.language}
                />
              ))}
            </div>
          );
        }}
      </ResourceListFrame>
    </section>
  );
}
