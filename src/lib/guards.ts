// Route guards from the router context (docs/decisions/0001-statecharts-and-model-based-tests.md).
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../router';

/** The dashboard requires login (docs/requirements/tenant.md#dashboard): others go to /login. */
export async function requireSignedIn({ context }: { context: RouterContext }): Promise<void> {
  await context.session.restored();
  if (!context.session.isSignedIn()) throw redirect({ to: '/login' });
}

/**
 * Signed-in owners who open /login or /register go to their dashboard
 * (docs/requirements/accounts.md#registration).
 */
export async function redirectSignedIn({ context }: { context: RouterContext }): Promise<void> {
  await context.session.restored();
  if (context.session.isSignedIn()) throw redirect({ to: '/dashboard' });
}
