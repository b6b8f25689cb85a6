import { createFileRoute, Navigate } from '@tanstack/react-router';
import { PortalSessionContext } from '../lib/portal-session';
import { SignInPage } from '../views/auth/sign-in-page';

export const Route = createFileRoute('/sign-in')({ component: SignInRoute });

function SignInRoute() {
  // Someone already signed in has nothing to do here (the page's own success goes home too).
  const signedIn = PortalSessionContext.useSelector((state) => state.matches('signedIn'));
  return signedIn ? <Navigate to={'/' as never} replace /> : <SignInPage />;
}
