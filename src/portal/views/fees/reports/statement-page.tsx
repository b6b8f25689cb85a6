// One bank statement uploaded before (docs/requirements/fees.md#upi): its lines, the unmatched
// queue first, resolved here by a member with fees.collect.

import { feeReportText } from '@portal/i18n/fee-reports';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { StatementFlow } from './statement-view';
import '../../management.css';
import './reports.css';

export function StatementPage(props: { statementId: string }) {
  const t = useText(feeReportText);
  return (
    <section className="mgmt-page fee-report">
      <p>
        <PortalLink to="/fees/statements" className="mgmt-link">
          {t.statements.heading}
        </PortalLink>
      </p>
      <h1>{t.statements.statementHeading}</h1>
      <StatementFlow statementId={props.statementId} />
    </section>
  );
}
