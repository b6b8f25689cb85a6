import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePortalReplaceHref } from '../lib/navigation';
import { PortalSessionContext } from '../lib/portal-session';
import { nextSearch } from '../lib/search';
import { SignInPage } from '../views/session/sign-in-page';

// `?next=` is where the visitor was going when the portal sent them here (lib/search.ts).
export const Route = createFileRoute('/sign-in')({ validateSearch: nextSearch, component: SignInRoute });

function SignInRoute() {
  const { next } = Route.useSearch();
  // Someone already signed in has nothing to do here (the page's own success goes on too).
  const signedIn = PortalSessionContext.useSelector((state) => state.matches('signedIn'));
  return signedIn ? <GoOn href={next ?? '/'} /> : <SignInPage next={next} />;
}

function GoOn({ href }: { href: string }) {
  const replaceHref = usePortalReplaceHref();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per address; the function is new each render.
  useEffect(() => replaceHref(href), [href]);
  return null;
}
