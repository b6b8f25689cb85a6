import { schoolToday } from '@common/school-clock';
import { attendanceText } from '@portal/i18n/attendance';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { TakeClassPage } from '@portal/views/attendance/take-class-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

/** The list of today's classes passes the day, the period and the section's name along. */
interface TakeSearch {
  date?: string;
  period?: string;
  name?: string;
}

/** Today on the school's clock, YYYY-MM-DD. */
const today = () => schoolToday(new Date());

export const Route = createFileRoute('/_app/attendance/$sectionId')({
  validateSearch: (search: Record<string, unknown>): TakeSearch => ({
    ...(typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date)
      ? { date: search.date }
      : {}),
    ...(/^\d{1,2}$/.test(String(search.period ?? '')) ? { period: String(search.period) } : {}),
    ...(typeof search.name === 'string' ? { name: search.name.slice(0, 100) } : {}),
  }),
  component: function TakeClassRoute() {
    const { sectionId } = Route.useParams();
    const search = Route.useSearch();
    const t = useText(attendanceText);
    // The marks are the signed-in member's: the queue sends them with their id (the taker).
    const me = usePortalMember();
    const takerId = me?.id ?? null;
    return (
      // Taking a class needs what PUT /attendance/sections/:id needs: a member who may only view
      // would tap and submit, then be refused.
      <RequirePermission permission="attendance.create">
        <TakeClassPage
          key={`${sectionId}-${search.date ?? ''}-${search.period ?? ''}`}
          sectionId={sectionId}
          sectionName={search.name ?? ''}
          date={search.date ?? today()}
          period={search.period ? Number(search.period) : null}
          takerId={takerId}
          office={hasPermission(me, 'attendance.edit')}
          back={
            <p>
              <PortalLink to="/attendance" className="mgmt-link">
                {t.back}
              </PortalLink>
            </p>
          }
        />
      </RequirePermission>
    );
  },
});
