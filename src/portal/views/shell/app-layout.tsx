// The signed-in frame: the header (school, member, language, theme, sign out) and the sections
// the member's role allows. Without a session it sends the visitor to /sign-in.

import { useRoleName, useText } from '@portal/i18n/language';
import { shellTexts } from '@portal/i18n/shell';
import { PortalLink } from '@portal/lib/navigation';
import { PortalSessionContext } from '@portal/lib/portal-session';
import { applyTheme, effectiveTheme, readStoredTheme, storeTheme, type Theme } from '@portal/lib/preferences';
import { nextSearch } from '@portal/lib/search';
import { usePortalMember } from '@portal/lib/use-portal-member';
import { Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { LanguageSwitch } from '../shared/language-switch';
import { canOpen, SECTIONS } from './sections';
import { SignOutCheck } from './sign-out-check';

function ThemeToggle() {
  const t = useText(shellTexts);
  const [theme, setTheme] = useState<Theme>(() => effectiveTheme(readStoredTheme()));
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t.header.theme.toDark : t.header.theme.toLight;
  // An icon (a moon to go dark, a sun to go light) named by its text, so the header's tools keep
  // to one row on a 360 px phone in both themes and languages.
  return (
    <button
      type="button"
      className="button button--quiet header__icon"
      title={label}
      onClick={() => {
        storeTheme(next);
        applyTheme(next);
        setTheme(next);
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {next === 'dark' ? (
          <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" fill="currentColor" />
        ) : (
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4" fill="currentColor" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </g>
        )}
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

function SignOut() {
  const t = useText(shellTexts);
  const session = PortalSessionContext.useActorRef();
  const signingOut = PortalSessionContext.useSelector((state) => state.matches('signingOut'));
  return (
    <button
      type="button"
      className="button button--quiet"
      disabled={signingOut}
      aria-busy={signingOut}
      onClick={() => session.send({ type: 'session.signOut' })}
    >
      {signingOut ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
      {signingOut ? t.header.signingOut : t.header.signOut}
    </button>
  );
}

export function AppLayout() {
  const t = useText(shellTexts);
  const roleName = useRoleName();
  const signedOut = PortalSessionContext.useSelector((state) => state.matches('signedOut'));
  const member = usePortalMember();
  const signingOut = PortalSessionContext.useSelector((state) => state.matches('signingOut'));
  // A member who just signed in sees their pages once another member's data has left the device.
  const claiming = PortalSessionContext.useSelector((state) => state.matches({ signedIn: 'claiming' }));
  // Where the visitor was going, for after signing in (a bookmark, a link in a message).
  const href = useRouterState({ select: (state) => state.location.href });
  // (Until /sign-in has replaced this frame it renders here once more: no second redirect.)
  if (signedOut)
    return href.startsWith('/sign-in') ? null : (
      <Navigate to="/sign-in" search={nextSearch({ next: href })} replace />
    );
  // While signing out the frame stays as it was (the button says so) until /sign-in.
  const allowed = SECTIONS.filter((section) => canOpen(member, section));
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <header className="header">
        <div className="header__school">
          <span className="header__name">{member?.tenant.name ?? t.portal}</span>
          {member ? (
            <span className="header__member">{t.header.signedInAs(member.name, roleName(member.role))}</span>
          ) : null}
        </div>
        <div className="header__tools">
          <LanguageSwitch />
          <ThemeToggle />
          <SignOut />
        </div>
      </header>
      <SignOutCheck />
      <nav className="nav" aria-label={t.nav.label}>
        <ul>
          <li>
            <PortalLink to="/" activeOptions={{ exact: true }}>
              {t.nav.home}
            </PortalLink>
          </li>
          {allowed.map((section) => (
            <li key={section.key}>
              <PortalLink to={section.to}>{t.nav[section.key]}</PortalLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="main" aria-busy={signingOut || claiming}>
        {claiming ? null : <Outlet />}
      </main>
    </div>
  );
}
