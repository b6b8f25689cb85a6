import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../views/legal/legal-page';

export const Route = createFileRoute('/terms-and-conditions')({
  staticData: { messages: 'content' },
  component: Page,
});

function Page() {
  return <LegalPage type="TERMS_AND_CONDITIONS" />;
}
