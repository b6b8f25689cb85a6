// The day book (docs/requirements/fees.md#reports-each-with-a-csv): a day's ledger entries, today
// unless another day is picked; the day's total, by mode and by collector, and the cash each
// collector hands over at the end of the day.

import type { DayBook } from '@common/api/portal/fee-reports';
import { useInstantText } from '@portal/i18n/dates';
import { feeReportText } from '@portal/i18n/fee-reports';
import { useText } from '@portal/i18n/language';
import { Fragment } from 'react';
import { ReportFrame, useFeeReport, useRupees, withKeys } from './report-frame';

export function DayBookPage(props: { date: string; onDate?: (date: string) => void }) {
  const t = useText(feeReportText);
  const report = useFeeReport({ load: 'loadDayBook', download: 'downloadDayBook' }, props.date);
  return (
    <ReportFrame
      report={report}
      heading={t.dayBook.heading}
      filter={
        <label>
          {t.dayBook.date}{' '}
          <input
            type="date"
            required
            value={report.state.context.filter}
            onChange={(event) => {
              // A cleared field asks for nothing: the day shown stays.
              if (!event.target.value) return;
              report.send({ type: 'report.filter', filter: event.target.value });
              props.onDate?.(event.target.value);
            }}
          />
        </label>
      }
    >
      {(book) => <DayBookShown book={book} />}
    </ReportFrame>
  );
}

function DayBookShown({ book }: { book: DayBook }) {
  const t = useText(feeReportText);
  const rupees = useRupees();
  const time = useInstantText('time');
  const mode = (key: string) => t.modes[key as keyof typeof t.modes] ?? key;
  return (
    <>
      <p role="status">{t.dayBook.totalOfDay(rupees(book.totalPaise), book.entries.length)}</p>
      {book.entries.length === 0 ? (
        <p>{t.dayBook.empty}</p>
      ) : (
        <>
          <Totals heading={t.dayBook.byMode} label={t.dayBook.mode} rows={book.byMode} name={mode} />
          <Totals
            heading={t.dayBook.byCollector}
            label={t.dayBook.collector}
            rows={book.byCollector}
            name={(key) => key}
          />
          <h2>{t.dayBook.handOver}</h2>
          <p className="mgmt-muted">{t.dayBook.handOverLead}</p>
          <dl className="fee-totals">
            {book.cashToHandOver.map((row) => (
              <Fragment key={row.key}>
                <dt>{row.key}</dt>
                <dd className="fee-money">{rupees(row.paise)}</dd>
              </Fragment>
            ))}
          </dl>
          <h2>{t.dayBook.entries}</h2>
          <div className="mgmt-scroll">
            <table className="mgmt-table">
              <caption className="visually-hidden">{t.dayBook.entries}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.dayBook.time}</th>
                  <th scope="col">{t.dayBook.receipt}</th>
                  <th scope="col">{t.student}</th>
                  <th scope="col" className="fee-minor">
                    {t.dayBook.kind}
                  </th>
                  <th scope="col">{t.dayBook.mode}</th>
                  <th scope="col" className="fee-minor">
                    {t.dayBook.reference}
                  </th>
                  <th scope="col">{t.amount}</th>
                  <th scope="col" className="fee-minor">
                    {t.dayBook.by}
                  </th>
                </tr>
              </thead>
              <tbody>
                {withKeys(book.entries, (entry) => `${entry.at}/${entry.kind}/${entry.receiptId ?? ''}`).map(
                  ({ key, row: entry }) => (
                    <tr key={key}>
                      <td data-label={t.dayBook.time}>
                        <time dateTime={entry.at}>{time(entry.at)}</time>
                      </td>
                      <td data-label={t.dayBook.receipt}>{entry.receiptNumber ?? t.none}</td>
                      <td data-label={t.student}>
                        <span>
                          {entry.studentName} <span className="mgmt-muted">({entry.admissionNumber})</span>
                        </span>
                      </td>
                      <td data-label={t.dayBook.kind} className="fee-minor">
                        {t.kinds[entry.kind as keyof typeof t.kinds] ?? entry.kind}
                      </td>
                      <td data-label={t.dayBook.mode}>{entry.mode ? t.modes[entry.mode] : t.none}</td>
                      <td data-label={t.dayBook.reference} className="fee-minor">
                        {entry.reference || t.none}
                      </td>
                      <td data-label={t.amount} className="fee-money">
                        {rupees(entry.amountPaise)}
                      </td>
                      <td data-label={t.dayBook.by} className="fee-minor">
                        {entry.by}
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}

/** A day's totals by one key (mode, collector): what was taken and in how many entries. */
function Totals(props: {
  heading: string;
  label: string;
  rows: DayBook['byMode'];
  name: (key: string) => string;
}) {
  const t = useText(feeReportText);
  const rupees = useRupees();
  return (
    <div className="mgmt-scroll">
      <table className="mgmt-matrix">
        <caption>{props.heading}</caption>
        <thead>
          <tr>
            <th scope="col">{props.label}</th>
            <th scope="col">{t.dayBook.count}</th>
            <th scope="col">{t.amount}</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{props.name(row.key)}</th>
              <td>{row.count}</td>
              <td className="fee-money">{rupees(row.paise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
