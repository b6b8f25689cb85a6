import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { optionalText } from '../lib/search-params';
import { VerifyPage } from '../views/verify/verify-page';

export const Route = createFileRoute('/verify')({
  staticData: { messages: 'auth' },
  // /verify?token=… (docs/requirements/accounts.md#verification)
  validateSearch: (search: Record<string, unknown>): { token?: string } => {
    const token = optionalText(search.token);
    return token ? { token } : {};
  },
  component: Page,
});

function Page() {
  const { token } = Route.useSearch();
  // The address a resend goes to comes in navigation state.
  const email = useRouterState({ select: (s) => s.location.state.email });
  // A new token in the URL is a new verification: a fresh machine, not the old one's outcome.
  return <VerifyPage key={token ?? ''} token={token ?? null} email={email ?? null} />;
}
