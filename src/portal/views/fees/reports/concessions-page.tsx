// The concession register (docs/requirements/fees.md#concessions-are-rules): every concession of
// the year, whose, by which rule and kind, what it took off the dues, why and who approved it.

import type { ConcessionRegister } from '@common/api/portal/fee-reports';
import { feeReportText } from '@portal/i18n/fee-reports';
import { useText } from '@portal/i18n/language';
import { ReportFrame, useFeeReport, useRupees, withKeys } from './report-frame';

export function ConcessionsPage() {
  const t = useText(feeReportText);
  const report = useFeeReport({ load: 'loadConcessionRegister', download: 'downloadConcessionRegister' }, '');
  return (
    <ReportFrame report={report} heading={t.concessions.heading}>
      {(register) => <RegisterShown register={register} />}
    </ReportFrame>
  );
}

function RegisterShown({ register }: { register: ConcessionRegister }) {
  const t = useText(feeReportText);
  const rupees = useRupees();
  if (register.rows.length === 0) return <p>{t.concessions.empty}</p>;
  const total = register.rows.reduce((sum, row) => sum + row.paise, 0);
  return (
    <>
      <p className="mgmt-muted">{t.concessions.lead}</p>
      <div className="mgmt-scroll">
        <table className="mgmt-table">
          <caption className="visually-hidden">{t.concessions.heading}</caption>
          <thead>
            <tr>
              <th scope="col">{t.student}</th>
              <th scope="col" className="fee-minor">
                {t.section}
              </th>
              <th scope="col">{t.concessions.rule}</th>
              <th scope="col" className="fee-minor">
                {t.concessions.kind}
              </th>
              <th scope="col">{t.amount}</th>
              <th scope="col" className="fee-minor">
                {t.concessions.reason}
              </th>
              <th scope="col" className="fee-minor">
                {t.concessions.approvedBy}
              </th>
            </tr>
          </thead>
          <tbody>
            {withKeys(register.rows, (row) => `${row.admissionNumber}/${row.ruleName}`).map(
              ({ key, row }) => (
                <tr key={key}>
                  <td data-label={t.student}>
                    <span>
                      {row.studentName} <span className="mgmt-muted">({row.admissionNumber})</span>
                    </span>
                  </td>
                  <td data-label={t.section} className="fee-minor">
                    {row.sectionName ?? t.none}
                  </td>
                  <td data-label={t.concessions.rule}>{row.ruleName}</td>
                  <td data-label={t.concessions.kind} className="fee-minor">
                    {t.concessions.kinds[row.kind]}
                  </td>
                  <td data-label={t.amount} className="fee-money">
                    {rupees(row.paise)}
                  </td>
                  <td data-label={t.concessions.reason} className="fee-minor">
                    {row.reason || t.none}
                  </td>
                  <td data-label={t.concessions.approvedBy} className="fee-minor">
                    {row.approvedBy || t.none}
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
      <dl className="fee-totals">
        <dt>{t.total}</dt>
        <dd className="fee-money">{rupees(total)}</dd>
      </dl>
    </>
  );
}
