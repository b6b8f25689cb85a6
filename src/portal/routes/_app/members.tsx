import { createFileRoute } from '@tanstack/react-router';
import { MembersPage } from '../../views/members/members-page';
import { RequirePermission } from '../../views/shell/require-permission';

export const Route = createFileRoute('/_app/members')({
  component: () => (
    <RequirePermission permission="members.view">
      <MembersPage />
    </RequirePermission>
  ),
});
