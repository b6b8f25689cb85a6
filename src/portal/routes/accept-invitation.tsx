import { createFileRoute } from '@tanstack/react-router';
import { tokenSearch } from '../lib/search';
import { AcceptInvitationPage } from '../views/auth/accept-invitation-page';

export const Route = createFileRoute('/accept-invitation')({
  validateSearch: tokenSearch,
  component: function AcceptInvitationRoute() {
    return <AcceptInvitationPage token={(Route.useSearch() as { token?: string }).token ?? null} />;
  },
});
