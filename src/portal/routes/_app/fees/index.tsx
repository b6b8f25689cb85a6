import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { CounterPage } from '@portal/views/fees/counter-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/fees/')({
  component: function CounterRoute() {
    const me = usePortalMember();
    return (
      // The page is fees.view's; its search (GET /fees/search) is fees.collect's on the server.
      <RequirePermission permission="fees.view">
        <CounterPage canSearch={hasPermission(me, 'fees.collect')} />
      </RequirePermission>
    );
  },
});
