import { useText } from '@portal/i18n/language';
import { shellTexts } from '@portal/i18n/shell';
import { PortalLink } from '@portal/lib/navigation';

export function NotFoundPage() {
  const t = useText(shellTexts);
  return (
    <main id="main" className="page page--narrow">
      <h1>{t.notFound.title}</h1>
      <p>{t.notFound.text}</p>
      <p>
        <PortalLink to="/">{t.notFound.home}</PortalLink>
      </p>
    </main>
  );
}
