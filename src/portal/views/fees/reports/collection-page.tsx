// Collected against due (docs/requirements/fees.md#reports-each-with-a-csv): for an academic year
// (the current one unless another is picked), each class's fee heads with what was due, what was
// collected and what is outstanding, and the year's totals.

import type { CollectionReport } from '@common/api/portal/fee-reports';
import { feeReportsActors } from '@portal/api/fee-reports-actors';
import { feeReportText } from '@portal/i18n/fee-reports';
import { useText } from '@portal/i18n/language';
import { Failure } from '../../shared/management-kit';
import { useResourceList } from '../../shared/resource-list-view';
import { ReportFrame, useFeeReport, useRupees } from './report-frame';

export function CollectionPage(props: { yearId: string; onYear?: (yearId: string) => void }) {
  const t = useText(feeReportText);
  const report = useFeeReport(
    { load: 'loadCollectionReport', download: 'downloadCollectionReport' },
    props.yearId,
  );
  return (
    <ReportFrame
      report={report}
      heading={t.collection.heading}
      filter={
        <YearFilter
          yearId={report.state.context.filter}
          onChange={(yearId) => {
            report.send({ type: 'report.filter', filter: yearId });
            props.onYear?.(yearId);
          }}
        />
      }
    >
      {(collection) => <CollectionShown collection={collection} />}
    </ReportFrame>
  );
}

/** The school's years, the current one first chosen ('' asks the server for it). */
function YearFilter(props: { yearId: string; onChange: (yearId: string) => void }) {
  const t = useText(feeReportText);
  const years = useResourceList(feeReportsActors, { load: 'loadFeeYears' });
  const list = years.data ?? [];
  const current = list.find((year) => year.current);
  return (
    <>
      <label>
        {t.collection.year}{' '}
        <select
          value={props.yearId || current?.id || ''}
          onChange={(event) => props.onChange(event.target.value)}
        >
          {current ? null : <option value="">{t.collection.currentYear}</option>}
          {list.map((year) => (
            <option key={year.id} value={year.id}>
              {year.name}
            </option>
          ))}
        </select>
      </label>
      {years.state.matches('failed') ? (
        <div className="mgmt-list-failed">
          <Failure>{t.collection.yearsFailed}</Failure>
          <button type="button" onClick={() => years.send({ type: 'list.retry' })}>
            {t.tryAgain}
          </button>
        </div>
      ) : null}
    </>
  );
}

/** The share collected, to one decimal; none when nothing was due. */
const shareOf = (collected: number, due: number) =>
  due > 0 ? `${((collected / due) * 100).toFixed(1)}` : '';

function CollectionShown({ collection }: { collection: CollectionReport }) {
  const t = useText(feeReportText);
  const rupees = useRupees();
  const due = collection.rows.reduce((sum, row) => sum + row.duePaise, 0);
  const collected = collection.rows.reduce((sum, row) => sum + row.collectedPaise, 0);
  return (
    <>
      <h2>{t.collection.yearOf(collection.yearName)}</h2>
      {collection.rows.length === 0 ? (
        <p>{t.collection.empty}</p>
      ) : (
        <div className="mgmt-scroll">
          <table className="mgmt-table">
            <caption className="visually-hidden">{t.collection.yearOf(collection.yearName)}</caption>
            <thead>
              <tr>
                <th scope="col">{t.collection.className}</th>
                <th scope="col">{t.collection.head}</th>
                <th scope="col" className="fee-minor">
                  {t.collection.due}
                </th>
                <th scope="col">{t.collection.collected}</th>
                <th scope="col">{t.collection.outstanding}</th>
                <th scope="col" className="fee-minor">
                  {t.collection.share}
                </th>
              </tr>
            </thead>
            <tbody>
              {collection.rows.map((row) => (
                <tr key={`${row.className}/${row.headName}`}>
                  <td data-label={t.collection.className}>{row.className}</td>
                  <td data-label={t.collection.head}>{row.headName}</td>
                  <td data-label={t.collection.due} className="fee-money fee-minor">
                    {rupees(row.duePaise)}
                  </td>
                  <td data-label={t.collection.collected} className="fee-money">
                    {rupees(row.collectedPaise)}
                  </td>
                  <td data-label={t.collection.outstanding} className="fee-money">
                    {rupees(row.duePaise - row.collectedPaise)}
                  </td>
                  <td data-label={t.collection.share} className="fee-minor">
                    {shareOf(row.collectedPaise, row.duePaise)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <dl className="fee-totals">
        <dt>{t.collection.due}</dt>
        <dd className="fee-money">{rupees(due)}</dd>
        <dt>{t.collection.collected}</dt>
        <dd className="fee-money">{rupees(collected)}</dd>
        <dt>{t.collection.outstanding}</dt>
        <dd className="fee-money">{rupees(due - collected)}</dd>
      </dl>
    </>
  );
}
