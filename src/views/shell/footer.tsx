import { Link } from '@tanstack/react-router';
import { brand } from '../../content/brand';
import { useMessages } from '../../i18n/use-messages';

// The year in India's time zone, so the server's prerender and the browser agree around midnight.
function currentYear(): number {
  return Number(
    new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date()),
  );
}

export function Footer() {
  const m = useMessages().footer;
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
      <p className="site-footer__copyright">{m.copyright(currentYear(), brand.name)}</p>
    </footer>
  );
}
