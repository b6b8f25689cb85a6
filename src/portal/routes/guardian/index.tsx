import { GuardianFrame } from '@portal/views/guardian/guardian-frame';
import { GuardianHomePage } from '@portal/views/guardian/home-page';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/guardian/')({
  component: () => (
    <GuardianFrame>
      <GuardianHomePage />
    </GuardianFrame>
  ),
});
