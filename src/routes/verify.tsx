import { createFileRoute } from '@tanstack/react-router';
import { useMessages } from '../i18n/use-messages';

import { PlaceholderPage } from '../views/placeholder/placeholder-page';

export const Route = createFileRoute('/verify')({ component: Page });

function Page() {
  const m = useMessages().pages.verify;
  return (
    <PlaceholderPage
      heading={m.title}
      lead={m.lead}
      meta={{ title: m.title, path: '/verify', noindex: true }}
    />
  );
}
