import { StatementPage } from '@portal/views/fees/reports/statement-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/fees/statements/$statementId')({
  component: function StatementRoute() {
    const { statementId } = Route.useParams();
    return (
      <RequirePermission permission="fees.view">
        {/* A new statement is a new page: its machine starts again. */}
        <StatementPage key={statementId} statementId={statementId} />
      </RequirePermission>
    );
  },
});
