import { createFileRoute } from '@tanstack/react-router';
import { useMessages } from '../i18n/use-messages';
import { routeMetadata } from '../lib/page-metadata';
import { PlaceholderPage } from '../views/placeholder/placeholder-page';

export const Route = createFileRoute('/login')({ component: Page });

function Page() {
  const m = useMessages().pages.login;
  return <PlaceholderPage heading={m.title} lead={m.lead} meta={routeMetadata.login} />;
}
