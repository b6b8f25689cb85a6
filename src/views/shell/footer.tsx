import { schoolYear } from '@common/school-clock';
import { brand } from '@site/content/brand';
import { useMessages } from '@site/i18n/use-messages';
import { useAfterHydration } from '@site/lib/hydration';
import { Link } from '@tanstack/react-router';

// The year on the school's clock (India), so the build and the browser agree around midnight.
const currentYear = () => schoolYear(new Date());

// The year the build ran (scripts/build.mjs sets the time): a page prerendered in one year and
// hydrated in the next must hydrate with the year it was built with, then show the current one.
const BUILD_TIME = Number(import.meta.env.VITE_BUILD_TIME) || undefined;
const BUILD_YEAR = BUILD_TIME === undefined ? undefined : schoolYear(new Date(BUILD_TIME));

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
