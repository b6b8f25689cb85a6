import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { HandoffPage } from '../views/session/handoff-page';

export const Route = createFileRoute('/handoff')({ component: HandoffRoute });

/** The code travels in the fragment (never in a log or a Referer); it is read once, then dropped. */
function HandoffRoute() {
  const router = useRouter();
  const [code] = useState(() => new URLSearchParams(router.state.location.hash).get('code'));
  useEffect(() => {
    // The code leaves the address bar (and the history) before it is even exchanged.
    if (router.state.location.hash) router.history.replace('/handoff');
  }, [router]);
  return <HandoffPage code={code} />;
}
