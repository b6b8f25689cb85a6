import { createFileRoute } from '@tanstack/react-router';
import { useLinkToken } from '../lib/link-token';
import { tokenSearch } from '../lib/search';
import { AcceptInvitationPage } from '../views/invitations/accept-invitation-page';

export const Route = createFileRoute('/accept-invitation')({
  validateSearch: tokenSearch,
  component: function AcceptInvitationRoute() {
    return <AcceptInvitationPage token={useLinkToken()} />;
  },
});
