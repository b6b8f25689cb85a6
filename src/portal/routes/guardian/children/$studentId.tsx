import { GuardianChildPage } from '@portal/views/guardian/child-page';
import { GuardianFrame } from '@portal/views/guardian/guardian-frame';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/guardian/children/$studentId')({
  component: function GuardianChildRoute() {
    const { studentId } = Route.useParams();
    return (
      <GuardianFrame>
        <GuardianChildPage key={studentId} studentId={studentId} />
      </GuardianFrame>
    );
  },
});
