// Route guards from the router context (DESIGN.md convention 5).
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../router';

/** SPEC §2 "Dashboard ... requires login": unauthenticated visitors go to /login. */
export async function requireSignedIn({ context }: { context: RouterContext }): Promise<void> {
  await context.session.restored();
  if (!context.session.isSignedIn()) throw redirect({ to: '/login' });
}

/** Signed-in owners who open /login or /register go to their dashboard (issue 4). */
export async function redirectSignedIn({ context }: { context: RouterContext }): Promise<void> {
  await context.session.restored();
  if (context.session.isSignedIn()) throw redirect({ to: '/dashboard' });
}
