import { createFileRoute } from '@tanstack/react-router';
import { useMessages } from '../i18n/use-messages';

import { PlaceholderPage } from '../views/placeholder/placeholder-page';

export const Route = createFileRoute('/terms-and-conditions')({ component: Page });

function Page() {
  const m = useMessages().pages.terms;
  return (
    <PlaceholderPage
      heading={m.title}
      lead={m.lead}
      meta={{ title: m.title, path: '/terms-and-conditions' }}
    />
  );
}
