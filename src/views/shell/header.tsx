import { languages, pathInLanguage } from '@common/languages';
import { mobileMenuMachine } from '@machines/mobile-menu.machine';
import { isSignedIn } from '@machines/session.machine';
import { showPageIn } from '@site/i18n/language-routing';
import { useLanguage } from '@site/i18n/use-language';
import { useMessages } from '@site/i18n/use-messages';
import { SessionContext, ThemeContext } from '@site/lib/app-actors';
import { useHydrated } from '@site/lib/hydration';
import { useActorOptions } from '@site/lib/inspector';
import { rememberLanguage } from '@site/lib/session-storage';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { useEffect } from 'react';
import type { HomeSection } from './section-links';

export function Header() {
  const m = useMessages().header;
  const [menu, sendMenu] = useActor(mobileMenuMachine, useActorOptions());
  const open = menu.matches('open');
  const chooseLink = () => sendMenu({ type: 'menu.linkChosen' });

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') sendMenu({ type: 'menu.dismiss' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, sendMenu]);

  const sections: Array<[HomeSection, string]> = [
    ['home', m.home],
    ['about', m.about],
    ['services', m.features],
    ['why-free', m.whyFree],
    ['contact', m.contact],
  ];

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="site-header__logo" aria-label={m.logoLabel} onClick={chooseLink}>
          <img src="/logo.svg" alt="" width="32" height="32" />
          <span>Shala</span>
        </Link>
        <div className="site-header__tools">
          <LanguageSwitch />
          <ThemeToggle />
          <button
            type="button"
            className="site-header__menu-toggle"
            aria-expanded={open}
            aria-controls="site-nav"
            aria-label={open ? m.closeMenu : m.openMenu}
            onClick={() => sendMenu({ type: 'menu.toggle' })}
          >
            <span aria-hidden="true" className="site-header__menu-icon" />
          </button>
        </div>
      </div>
      <nav id="site-nav" aria-label={m.navLabel} className={open ? 'site-nav site-nav--open' : 'site-nav'}>
        <ul>
          {sections.map(([section, label]) => (
            <li key={section}>
              {/* The hash makes the link work before the page is hydrated (a plain jump to
                  /#contact); the navigation state names the section, and the scroll rule reads
                  it first (docs/requirements/marketing.md#navigation-and-scroll). */}
              <Link
                to="/"
                hash={section === 'home' ? undefined : section}
                state={{ scrollTo: section }}
                onClick={chooseLink}
              >
                {label}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/user-guide" onClick={chooseLink}>
              {m.userGuide}
            </Link>
          </li>
        </ul>
        <AccountLinks onChoose={chooseLink} />
      </nav>
    </header>
  );
}

/**
 * Login and Register, or Dashboard and Logout. Until the app has decided (the prerendered page,
 * hydration, the stored session still being read) both pairs are in the page and CSS shows the one
 * the page boot script chose from the stored session (lib/session-boot.ts, styles.css): the HTML is
 * right for every visitor at the first paint, and hydration finds the markup it rendered.
 */
function AccountLinks({ onChoose }: { onChoose: () => void }) {
  const hydrated = useHydrated();
  const decided = SessionContext.useSelector((s) => !s.matches('restoring'));
  const signedIn = SessionContext.useSelector((s) => isSignedIn(s.context));
  if (!hydrated || !decided) {
    return (
      <div className="site-nav__undecided">
        <SignedInLinks onChoose={onChoose} />
        <SignedOutLinks onChoose={onChoose} />
      </div>
    );
  }
  return signedIn ? <SignedInLinks onChoose={onChoose} /> : <SignedOutLinks onChoose={onChoose} />;
}

function SignedInLinks({ onChoose }: { onChoose: () => void }) {
  const m = useMessages().header;
  const sessionRef = SessionContext.useActorRef();
  return (
    <ul className="site-nav__account" data-session="signed-in">
      <li>
        <Link to="/dashboard" onClick={onChoose}>
          {m.dashboard}
        </Link>
      </li>
      <li>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            onChoose();
            sessionRef.send({ type: 'session.logout' });
          }}
        >
          {m.logout}
        </button>
      </li>
    </ul>
  );
}

function SignedOutLinks({ onChoose }: { onChoose: () => void }) {
  const m = useMessages().header;
  return (
    <ul className="site-nav__account" data-session="signed-out">
      <li>
        <Link to="/login" onClick={onChoose}>
          {m.login}
        </Link>
      </li>
      <li>
        <Link to="/register" className="button button--primary" onClick={onChoose}>
          {m.register}
        </Link>
      </li>
    </ul>
  );
}

function ThemeToggle() {
  const m = useMessages().header;
  const hydrated = useHydrated();
  const themeRef = ThemeContext.useActorRef();
  // The prerendered page shows the light toggle; the boot script in index.html has already
  // painted the stored theme, and the toggle follows it right after hydration.
  const dark = ThemeContext.useSelector((s) => s.matches('dark')) && hydrated;
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-pressed={dark}
      aria-label={dark ? m.toLight : m.toDark}
      title={dark ? m.toLight : m.toDark}
      onClick={() => themeRef.send({ type: 'theme.toggle' })}
    >
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
    </button>
  );
}

/**
 * English / हिन्दी: real links to this page in each language (they work before the JavaScript
 * arrives and tell crawlers where the other language is). A click remembers the choice and shows
 * the same page in the other language without reloading it, so nothing typed into a form is lost.
 */
function LanguageSwitch() {
  const m = useMessages();
  const current = useLanguage();
  const router = useRouter();
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <ul className="language-switch" aria-label={m.header.languageLabel}>
      {languages.map((language) => (
        <li key={language}>
          <a
            href={pathInLanguage(href, language)}
            lang={language}
            hrefLang={language}
            // Tapped before the app runs, the app replays it (lib/early-clicks.ts): it remembers
            // the choice, which following the plain link would not.
            data-replay=""
            aria-current={language === current ? 'true' : undefined}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
                return;
              event.preventDefault();
              rememberLanguage(language);
              if (language !== current) showPageIn(router, language);
            }}
          >
            {m.languageNames[language]}
          </a>
        </li>
      ))}
    </ul>
  );
}
