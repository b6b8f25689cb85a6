import { GuardianConsentPage } from '@portal/views/guardian/consent-page';
import { GuardianFrame } from '@portal/views/guardian/guardian-frame';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/guardian/children/$studentId_/consent')({
  component: function GuardianConsentRoute() {
    const { studentId } = Route.useParams();
    return (
      <GuardianFrame>
        <GuardianConsentPage key={studentId} studentId={studentId} />
      </GuardianFrame>
    );
  },
});
