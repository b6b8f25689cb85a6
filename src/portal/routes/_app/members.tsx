import { MembersPage } from '@portal/views/members/members-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/members')({
  component: () => (
    <RequirePermission permission="members.view">
      <MembersPage />
    </RequirePermission>
  ),
});
