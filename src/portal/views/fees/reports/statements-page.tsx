// Bank statements (docs/requirements/fees.md#upi): with fees.collect, a statement uploaded and
// matched here, its waiting lines resolved in place; and the earlier statements, newest first,
// each with its counts and its own page.

import type { StatementList } from '@common/api/portal/fee-statements';
import { feeReportsActors } from '@portal/api/fee-reports-actors';
import { useInstantText } from '@portal/i18n/dates';
import { feeReportText } from '@portal/i18n/fee-reports';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { type ResourceList, ResourceListFrame, useResourceList } from '../../shared/resource-list-view';
import { StatementFlow } from './statement-view';
import '../../management.css';
import './reports.css';

export function StatementsPage() {
  const t = useText(feeReportText);
  const me = usePortalMember();
  const earlier = useResourceList(feeReportsActors, { load: 'loadStatements' });
  return (
    <section className="mgmt-page fee-report">
      <p>
        <PortalLink to="/fees/reports" className="mgmt-link">
          {t.back}
        </PortalLink>
      </p>
      <h1>{t.statements.heading}</h1>
      <p className="mgmt-muted">{t.statements.lead}</p>
      {hasPermission(me, 'fees.collect') ? (
        <StatementFlow statementId={null} onUploaded={earlier.reload} />
      ) : null}
      <h2>{t.statements.earlier}</h2>
      <EarlierStatements list={earlier} />
    </section>
  );
}

function EarlierStatements({ list }: { list: ResourceList<StatementList> }) {
  const t = useText(feeReportText);
  const instant = useInstantText('dateAndTime');
  return (
    <ResourceListFrame list={list} label={t.statements.earlier}>
      {({ statements }) =>
        statements.length === 0 ? (
          <p>{t.statements.earlierEmpty}</p>
        ) : (
          <div className="mgmt-scroll">
            <table className="mgmt-table">
              <caption className="visually-hidden">{t.statements.earlier}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.statements.fileName}</th>
                  <th scope="col">{t.statements.uploaded}</th>
                  <th scope="col" className="fee-minor">
                    {t.statements.lines}
                  </th>
                  <th scope="col" className="fee-minor">
                    {t.statements.matched}
                  </th>
                  <th scope="col">{t.statements.unmatched}</th>
                </tr>
              </thead>
              <tbody>
                {statements.map((statement) => (
                  <tr key={statement.id}>
                    <td data-label={t.statements.fileName}>
                      <PortalLink
                        to="/fees/statements/$statementId"
                        params={{ statementId: statement.id }}
                        label={t.statements.open(statement.fileName)}
                      >
                        <span translate="no">{statement.fileName}</span>
                      </PortalLink>
                    </td>
                    <td data-label={t.statements.uploaded}>
                      {instant(statement.uploadedAt)}, {statement.uploadedBy}
                    </td>
                    <td data-label={t.statements.lines} className="fee-minor">
                      {statement.lines}
                    </td>
                    <td data-label={t.statements.matched} className="fee-minor">
                      {statement.matched}
                    </td>
                    <td data-label={t.statements.unmatched}>{statement.unmatched}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </ResourceListFrame>
  );
}
