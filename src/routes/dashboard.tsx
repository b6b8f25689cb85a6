import { createFileRoute } from '@tanstack/react-router';
import { useMessages } from '../i18n/use-messages';
import { requireSignedIn } from '../lib/guards';
import { routeMetadata } from '../lib/page-metadata';
import { PlaceholderPage } from '../views/placeholder/placeholder-page';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: requireSignedIn,
  component: Page,
});

function Page() {
  const m = useMessages().pages.dashboard;
  return <PlaceholderPage heading={m.title} lead={m.lead} meta={routeMetadata.dashboard} />;
}
