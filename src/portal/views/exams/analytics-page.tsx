// A section's results analysed (docs/requirements/exams.md#analytics): for all subjects and each
// one, the mean, median and middle half against the period before, drawn as a box plot, with the
// grades; then the students who need attention and why. Read-only: the figures are the server's
// (common/exams/analytics.ts), loaded through the shared resource-list machine.
import type { SectionAnalytics, Spread } from '@common/api/portal/exam-analytics';
import { examsActors } from '@portal/api/exams-actors';
import { examAnalyticsText, percent, percentRange } from '@portal/i18n/exam-analytics';
import { useText } from '@portal/i18n/language';
import type { ReactNode } from 'react';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';
import { GradeBar } from './grade-bar';
import { SpreadChart } from './spread-chart';
import '../management.css';
import './exams.css';

type Texts = ReturnType<typeof useText<(typeof examAnalyticsText)['en']>>;

/** The mean's change in points, signed: "+4.5 points". */
function change(t: Texts, now: Spread, before: Spread | null): string | null {
  if (before?.meanBp == null || now.meanBp == null) return null;
  const points = (now.meanBp - before.meanBp) / 100;
  if (points === 0) return t.noChange;
  const written = Math.abs(points).toLocaleString('en-IN', { maximumFractionDigits: 1 });
  return t.change(points > 0 ? `+${written}` : `−${written}`);
}

function SubjectFigures(props: { name: string; now: Spread; before: Spread | null; grades: string[] }) {
  const t = useText(examAnalyticsText);
  const { now, before } = props;
  const moved = change(t, now, before);
  return (
    <li className="analysis__subject">
      <h2>{props.name}</h2>
      {now.meanBp === null || now.medianBp === null || now.q1Bp === null || now.q3Bp === null ? (
        <p className="mgmt-muted">{t.noMarks}</p>
      ) : (
        <>
          <dl className="analysis__figures">
            <div>
              <dt>{t.mean}</dt>
              <dd>
                {percent(now.meanBp)}
                {moved ? <span className="analysis__change"> ({moved})</span> : null}
              </dd>
            </div>
            <div>
              <dt>{t.median}</dt>
              <dd>{percent(now.medianBp)}</dd>
            </div>
            <div>
              <dt>{t.spread}</dt>
              <dd>{percentRange(now.q1Bp, now.q3Bp)}</dd>
            </div>
            <div>
              <dt>{t.students}</dt>
              <dd>{now.count}</dd>
            </div>
          </dl>
          <SpreadChart
            now={now}
            before={before}
            label={t.chartLabel(
              props.name,
              t.chartSummary(
                percent(now.minBp ?? 0),
                percent(now.q1Bp),
                percent(now.medianBp),
                percent(now.q3Bp),
                percent(now.maxBp ?? 0),
              ),
            )}
          />
          <GradeBar grades={props.grades} counts={now.grades} />
        </>
      )}
    </li>
  );
}

function Attention(props: { analysis: SectionAnalytics }) {
  const t = useText(examAnalyticsText);
  const { analysis } = props;
  const lowest = analysis.grades.at(-1) ?? '';
  return (
    <section className="analysis__attention" aria-labelledby="analysis-attention">
      <h2 id="analysis-attention">{t.attentionHeading}</h2>
      <p className="mgmt-muted">
        {t.attentionLead(String(analysis.thresholds.fallBp / 100), percent(analysis.thresholds.attendanceBp))}
      </p>
      {analysis.attention.length === 0 ? (
        <p>{t.noAttention}</p>
      ) : (
        <ul className="analysis__students">
          {analysis.attention.map((student) => (
            <li key={student.id}>
              <strong>{student.name}</strong>
              {student.rollNumber !== null ? (
                <span className="mgmt-muted"> · {t.roll(student.rollNumber)}</span>
              ) : null}
              <ul>
                {student.reasons.includes('falling') ? (
                  <li>
                    {student.nowBp !== null && student.beforeBp !== null && student.beforeBp > student.nowBp
                      ? t.fell(percent(student.beforeBp), percent(student.nowBp))
                      : null}
                    {student.fallingSubjects.length > 0 ? (
                      <span className="analysis__falling">
                        {' '}
                        {t.fellIn(student.fallingSubjects.join(', '))}
                      </span>
                    ) : null}
                  </li>
                ) : null}
                {student.reasons.includes('attendance') && student.attendanceBp !== null ? (
                  <li>{t.lowAttendance(percent(student.attendanceBp))}</li>
                ) : null}
                {student.reasons.includes('lowest_band') ? <li>{t.lowestBand(lowest)}</li> : null}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function AnalyticsPage(props: { sectionId: string; termKey: string; back?: ReactNode }) {
  const t = useText(examAnalyticsText);
  const list = useResourceList(
    examsActors,
    { load: 'loadSectionAnalytics' },
    { sectionId: props.sectionId, termKey: props.termKey },
  );
  const data = list.data as SectionAnalytics | null;
  return (
    <section className="mgmt-page exams analysis">
      {props.back}
      <h1>{data?.period ? t.heading(data.section.name, data.period.label) : t.link}</h1>
      <ResourceListFrame<SectionAnalytics> list={list} label={t.link}>
        {(analysis) => (
          <>
            <p className="mgmt-muted">
              {analysis.published ? t.published : t.asTheyStand}{' '}
              {analysis.previous ? t.against(analysis.previous.label) : t.firstPeriod}
            </p>
            <p className="mgmt-muted">{t.spreadHint}</p>
            <ul className="analysis__subjects">
              <SubjectFigures
                name={t.overall}
                now={analysis.overall.now}
                before={analysis.overall.before}
                grades={analysis.grades}
              />
              {analysis.subjects.map((subject) => (
                <SubjectFigures
                  key={subject.id}
                  name={subject.name}
                  now={subject.now}
                  before={subject.before}
                  grades={analysis.grades}
                />
              ))}
            </ul>
            <Attention analysis={analysis} />
          </>
        )}
      </ResourceListFrame>
    </section>
  );
}
