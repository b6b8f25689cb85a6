// The frame of the pages before sign-in: the school's name (once known), the language switch and
// one card, centred.

import { portalInfoMachine } from '@machines/portal/portal-info.machine';
import { sessionActors } from '@portal/api/session-actors';
import { useText } from '@portal/i18n/language';
import { shellTexts } from '@portal/i18n/shell';
import { useScreenMachine } from '@site/lib/screen-machine';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../shared/language-switch';

function SchoolName() {
  const t = useText(shellTexts);
  const [state] = useScreenMachine(portalInfoMachine, { actors: sessionActors });
  const name = state.context.info?.name;
  return name ? (
    <p className="auth__brand" translate="no" data-user-text>
      {name}
    </p>
  ) : (
    <p className="auth__brand">{t.portal}</p>
  );
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
      <div className="auth__top">
        <SchoolName />
        <LanguageSwitch />
      </div>
      <section className="auth__card">
        <h1>{title}</h1>
        {children}
      </section>
    </main>
  );
}
