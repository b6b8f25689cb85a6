import { createFileRoute, redirect } from '@tanstack/react-router';
import { useMessages } from '../i18n/use-messages';
import { routeMetadata } from '../lib/page-metadata';
import { PlaceholderPage } from '../views/placeholder/placeholder-page';

export const Route = createFileRoute('/dashboard')({
  // SPEC §2 "Dashboard": unauthenticated visitors go to /login.
  beforeLoad: async ({ context }) => {
    await context.session.restored();
    if (!context.session.isSignedIn()) throw redirect({ to: '/login' });
  },
  component: Page,
});

function Page() {
  const m = useMessages().pages.dashboard;
  return <PlaceholderPage heading={m.title} lead={m.lead} meta={routeMetadata.dashboard} />;
}
