import { createFileRoute } from '@tanstack/react-router';
import { optionalText } from '../lib/search-params';
import { ResetPasswordPage } from '../views/reset-password/reset-password-page';

export const Route = createFileRoute('/reset-password')({
  staticData: { messages: 'auth' },
  // /reset-password?token=…&email=… (docs/requirements/accounts.md#password-reset)
  validateSearch: (search: Record<string, unknown>): { token?: string; email?: string } => {
    const token = optionalText(search.token);
    const email = optionalText(search.email);
    return { ...(token ? { token } : {}), ...(email ? { email } : {}) };
  },
  component: Page,
});

function Page() {
  const { token, email } = Route.useSearch();
  // Another link is another check: a fresh machine, not the old one's outcome.
  return (
    <ResetPasswordPage key={`${token ?? ''} ${email ?? ''}`} token={token ?? null} email={email ?? null} />
  );
}
