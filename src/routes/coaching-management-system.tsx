import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../views/landing/landing-page';

export const Route = createFileRoute('/coaching-management-system')({
  staticData: { messages: 'landing' },
  component: Page,
});

function Page() {
  return <LandingPage page="coaching" />;
}
