import { schoolToday } from '@common/school-clock';
import { DayBookPage } from '@portal/views/fees/reports/day-book-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

// `?date=` opens another day than today; the day picked is written there in place.
export const Route = createFileRoute('/_app/fees/reports/day-book')({
  validateSearch: (search: Record<string, unknown>): { date?: string } =>
    typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? { date: search.date } : {},
  component: function DayBookRoute() {
    const { date } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <RequirePermission permission="fees.view">
        <DayBookPage
          date={date ?? schoolToday(new Date())}
          onDate={(day) =>
            void navigate({ to: '/fees/reports/day-book', search: { date: day }, replace: true })
          }
        />
      </RequirePermission>
    );
  },
});
