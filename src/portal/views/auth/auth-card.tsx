// The frame of the pages before sign-in: the portal's name and one card, centred.
import type { ReactNode } from 'react';
import { useText } from '../../i18n/language';
import { shellTexts } from '../../i18n/shell';

export function AuthCard({
  title,
  busy = false,
  children,
}: {
  title: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const t = useText(shellTexts);
  return (
    <main id="main" className="auth" aria-busy={busy}>
      <p className="auth__brand">{t.portal}</p>
      <section className="auth__card">
        <h1>{title}</h1>
        {children}
      </section>
    </main>
  );
}
