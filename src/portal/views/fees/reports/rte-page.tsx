// The RTE reimbursement claim list (docs/requirements/fees.md#concessions-are-rules): the students
// studying free under RTE 12(1)(c) this year, and the fee the school would have charged each,
// which it claims from the state.

import type { RteClaimList } from '@common/api/portal/fee-reports';
import { useDateText } from '@portal/i18n/dates';
import { feeReportText } from '@portal/i18n/fee-reports';
import { useText } from '@portal/i18n/language';
import { ReportFrame, useFeeReport, useRupees } from './report-frame';

export function RtePage() {
  const t = useText(feeReportText);
  const report = useFeeReport({ load: 'loadRteClaims', download: 'downloadRteClaims' }, '');
  return (
    <ReportFrame report={report} heading={t.rte.heading}>
      {(claims) => <ClaimsShown claims={claims} />}
    </ReportFrame>
  );
}

function ClaimsShown({ claims }: { claims: RteClaimList }) {
  const t = useText(feeReportText);
  const rupees = useRupees();
  const day = useDateText();
  const total = claims.rows.reduce((sum, row) => sum + row.claimPaise, 0);
  return (
    <>
      <h2>{t.rte.yearOf(claims.yearName)}</h2>
      <p className="mgmt-muted">{t.rte.lead}</p>
      {claims.rows.length === 0 ? (
        <p>{t.rte.empty}</p>
      ) : (
        <>
          <div className="mgmt-scroll">
            <table className="mgmt-table">
              <caption className="visually-hidden">{t.rte.heading}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.student}</th>
                  <th scope="col">{t.rte.className}</th>
                  <th scope="col" className="fee-minor">
                    {t.rte.dateOfBirth}
                  </th>
                  <th scope="col">{t.rte.claim}</th>
                </tr>
              </thead>
              <tbody>
                {claims.rows.map((row) => (
                  <tr key={row.admissionNumber}>
                    <td data-label={t.student}>
                      <span>
                        {row.studentName} <span className="mgmt-muted">({row.admissionNumber})</span>
                      </span>
                    </td>
                    <td data-label={t.rte.className}>{row.className ?? t.none}</td>
                    <td data-label={t.rte.dateOfBirth} className="fee-minor">
                      {row.dateOfBirth ? day(row.dateOfBirth) : t.none}
                    </td>
                    <td data-label={t.rte.claim} className="fee-money">
                      {rupees(row.claimPaise)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="fee-totals">
            <dt>{t.total}</dt>
            <dd className="fee-money">{rupees(total)}</dd>
          </dl>
        </>
      )}
    </>
  );
}
