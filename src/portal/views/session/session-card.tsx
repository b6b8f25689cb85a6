// The frame of the pages before sign-in: the school's name (once known) and one card, centred.

import { portalInfoMachine } from '@machines/portal/portal-info.machine';
import { sessionActors } from '@portal/api/session-actors';
import { useText } from '@portal/i18n/language';
import { shellTexts } from '@portal/i18n/shell';
import { useScreenMachine } from '@site/lib/screen-machine';
import type { ReactNode } from 'react';

function SchoolName() {
  const t = useText(shellTexts);
  const [state] = useScreenMachine(portalInfoMachine, { actors: sessionActors });
  return <p className="auth__brand">{state.context.info?.name ?? t.portal}</p>;
}

export function SessionCard({
  title,
  busy = false,
  children,
}: {
  title: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <main id="main" className="auth" aria-busy={busy}>
      <SchoolName />
      <section className="auth__card">
        <h1>{title}</h1>
        {children}
      </section>
    </main>
  );
}
