import { createFileRoute } from '@tanstack/react-router';
import { useLinkToken } from '../lib/link-token';
import { tokenSearch } from '../lib/search';
import { ResetPasswordPage } from '../views/session/reset-password-page';

export const Route = createFileRoute('/reset-password')({
  validateSearch: tokenSearch,
  component: function ResetPasswordRoute() {
    return <ResetPasswordPage token={useLinkToken()} />;
  },
});
