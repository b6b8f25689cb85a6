import { GuardianChildPage } from '@portal/views/guardian/child-page';
import { GuardianFrame } from '@portal/views/guardian/guardian-frame';
import { createFileRoute } from '@tanstack/react-router';

/** `month`: the attendance calendar's month (YYYY-MM). */
interface ChildSearch {
  month?: string;
}

export const Route = createFileRoute('/guardian/children/$studentId')({
  validateSearch: (search: Record<string, unknown>): ChildSearch =>
    typeof search.month === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(search.month)
      ? { month: search.month }
      : {},
  component: function GuardianChildRoute() {
    const { studentId } = Route.useParams();
    const { month } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <GuardianFrame>
        <GuardianChildPage
          key={studentId}
          studentId={studentId}
          month={month}
          onMonth={(next) => void navigate({ search: { month: next } })}
        />
      </GuardianFrame>
    );
  },
});
