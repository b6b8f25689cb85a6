import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../views/legal/legal-page';

export const Route = createFileRoute('/privacy-policy')({
  staticData: { messages: 'content' },
  component: Page,
});

function Page() {
  return <LegalPage type="PRIVACY_POLICY" />;
}
