// The frame of a signed-in guardian's pages (docs/requirements/guardians.md): the school's name,
// the language switch and Sign out; without a guardian's session on this device (never signed in,
// signed out, or the server ended it), the sign-in page instead. The guardian's own language is
// the page's until they choose one on this device.
import { signOutGuardian } from '@portal/api/guardian';
import { guardianText } from '@portal/i18n/guardian';
import { usePortalLanguage, useText } from '@portal/i18n/language';
import {
  clearGuardianSession,
  onGuardianSessionExpired,
  readGuardianSession,
} from '@portal/lib/guardian-session-store';
import { usePortalReplaceHref } from '@portal/lib/navigation';
import { readStoredLanguage } from '@portal/lib/preferences';
import { type ReactNode, useEffect, useState } from 'react';
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
  if (!session) return null;
  return (
    <main id="main" className="guardian">
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
      {props.children}
    </main>
  );
}
