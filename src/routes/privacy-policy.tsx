import { createFileRoute } from '@tanstack/react-router';
import { useMessages } from '../i18n/use-messages';

import { PlaceholderPage } from '../views/placeholder/placeholder-page';

export const Route = createFileRoute('/privacy-policy')({ component: Page });

function Page() {
  const m = useMessages().pages.privacy;
  return (
    <PlaceholderPage heading={m.title} lead={m.lead} meta={{ title: m.title, path: '/privacy-policy' }} />
  );
}
