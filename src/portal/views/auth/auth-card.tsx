// The frame of the pages before sign-in: the school's name (once known) and one card, centred.

import { portalInfoMachine } from '@machines/portal/portal-info.machine';
import { useText } from '@portal/i18n/language';
import { shellTexts } from '@portal/i18n/shell';
import { usePortalActorOptions, usePortalActors } from '@portal/lib/portal-actors';
import { useActor } from '@xstate/react';
import { type ReactNode, useState } from 'react';

function SchoolName() {
  const t = useText(shellTexts);
  const actors = usePortalActors('fetchInfo');
  const [logic] = useState(() => portalInfoMachine.provide({ actors }));
  const [state] = useActor(logic, usePortalActorOptions());
  return <p className="auth__brand">{state.context.info?.name ?? t.portal}</p>;
}

export function AuthCard({
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
