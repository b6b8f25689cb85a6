// The fee reports' index (docs/requirements/fees.md#reports-each-with-a-csv): the five reports
// and the bank statements, each a link with a line saying what it shows.

import { feeReportText } from '@portal/i18n/fee-reports';
import { useText } from '@portal/i18n/language';
import { PortalLink, type PortalPath } from '@portal/lib/navigation';
import '../../management.css';
import './reports.css';

const REPORTS = [
  ['dayBook', '/fees/reports/day-book'],
  ['defaulters', '/fees/reports/defaulters'],
  ['collection', '/fees/reports/collection'],
  ['concessions', '/fees/reports/concessions'],
  ['rte', '/fees/reports/rte'],
  ['statements', '/fees/statements'],
] as const satisfies ReadonlyArray<readonly [string, PortalPath]>;

export function FeeReportsPage() {
  const t = useText(feeReportText);
  return (
    <section className="mgmt-page fee-report">
      <h1>{t.index.heading}</h1>
      <p className="mgmt-muted">{t.index.lead}</p>
      <ul className="fee-cards">
        {REPORTS.map(([report, to]) => (
          <li key={report} className="fee-card">
            <PortalLink to={to} className="mgmt-link">
              {t.index.reports[report]}
            </PortalLink>
            <p className="mgmt-muted">{t.index.about[report]}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
