import { CounterPage } from '@portal/views/fees/counter-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

// The counter's search needs fees.collect on the server (GET /fees/search); a member who may only
// look (fees.view) finds a student here too once the contract lets them.
export const Route = createFileRoute('/_app/fees/')({
  component: () => (
    <RequirePermission permission="fees.view">
      <CounterPage />
    </RequirePermission>
  ),
});
