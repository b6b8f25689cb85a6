// The frame of a signed-in guardian's pages (docs/requirements/guardians.md): the school's name,
// the language switch and Sign out; without a guardian's session on this device (never signed in,
// signed out, or the server ended it), the sign-in page instead. The guardian's own language is
// the page's until they choose one on this device. Its web app manifest makes it the app a guardian
// adds to the home screen; without a connection it says the page shows what was last loaded.
import { signOutGuardian } from '@portal/api/guardian';
import { useInstantText } from '@portal/i18n/dates';
import { guardianText } from '@portal/i18n/guardian';
import { usePortalLanguage, useText } from '@portal/i18n/language';
import { shownCopyAt, subscribeToCopies } from '@portal/lib/guardian-copies';
import {
  clearGuardianSession,
  onGuardianSessionExpired,
  readGuardianSession,
} from '@portal/lib/guardian-session-store';
import { usePortalReplaceHref } from '@portal/lib/navigation';
import { readStoredLanguage } from '@portal/lib/preferences';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { LanguageSwitch } from '../shared/language-switch';
import './guardian.css';

export function GuardianFrame(props: { children: ReactNode }) {
  const t = useText(guardianText);
  const replaceHref = usePortalReplaceHref();
  const { suggestLanguage } = usePortalLanguage();
  const [session] = useState(readGuardianSession);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once; the functions are new each render.
  useEffect(() => {
    if (!session) {
      replaceHref('/guardian/sign-in');
      return;
    }
    if (!readStoredLanguage()) suggestLanguage(session.home.guardian.language);
    return onGuardianSessionExpired(() => replaceHref('/guardian/sign-in'));
  }, []);
  const copyAt = useSyncExternalStore(subscribeToCopies, shownCopyAt);
  const time = useInstantText('dateAndTime');
  if (!session) return null;
  return (
    <main id="main" className="guardian">
      <link rel="manifest" href="/guardian.webmanifest" />
      <div className="guardian__top">
        <p className="guardian__school" translate="no" data-user-text>
          {session.home.school.name}
        </p>
        <div className="guardian__tools">
          <LanguageSwitch />
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              void signOutGuardian().catch(() => undefined);
              clearGuardianSession();
              replaceHref('/guardian/sign-in');
            }}
          >
            {t.signOut}
          </button>
        </div>
      </div>
      {copyAt === null ? null : (
        <p className="notice notice--info" role="status">
          {t.offline(time(new Date(copyAt).toISOString()))}
        </p>
      )}
      {props.children}
    </main>
  );
}
