import { brand } from '@site/content/brand';
import { useMessages } from '@site/i18n/use-messages';
import { useAfterHydration } from '@site/lib/hydration';
import { Link } from '@tanstack/react-router';

// The year in India (UTC+5:30 all year, no daylight saving), so the build and the browser agree
// around midnight. Plain arithmetic: constructing an Intl.DateTimeFormat costs a phone tens of
// milliseconds on the first page's main thread, and React reads this on every render.
const IST_OFFSET_MS = 330 * 60_000;
function currentYear(): number {
  return new Date(Date.now() + IST_OFFSET_MS).getUTCFullYear();
}

// The year the build ran (scripts/build.mjs sets it): a page prerendered in one year and hydrated
// in the next must hydrate with the year it was built with, then show the current one.
const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR) || undefined;

export function Footer() {
  const m = useMessages().footer;
  const year = useAfterHydration(currentYear, BUILD_YEAR ?? currentYear());
  return (
    <footer className="site-footer">
      <p className="site-footer__tagline">{m.tagline}</p>
      <nav aria-label={m.legalLabel}>
        <ul className="site-footer__links">
          <li>
            <Link to="/terms-and-conditions">{m.terms}</Link>
          </li>
          <li>
            <Link to="/privacy-policy">{m.privacy}</Link>
          </li>
        </ul>
      </nav>
      <ul className="site-footer__social" aria-label={m.socialLabel}>
        {brand.social.map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={m.socialLink(link.network)}
            >
              {link.network}
            </a>
          </li>
        ))}
      </ul>
      <p className="site-footer__copyright">{m.copyright(year, brand.name)}</p>
    </footer>
  );
}
