import { examsText } from '@portal/i18n/exams';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { AnalyticsPage } from '@portal/views/exams/analytics-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/exams/sections/$sectionId/$termKey/analytics')({
  component: function AnalyticsRoute() {
    const { sectionId, termKey } = Route.useParams();
    const t = useText(examsText);
    return (
      <RequirePermission permission="exams.view">
        <AnalyticsPage
          sectionId={sectionId}
          termKey={termKey}
          back={
            <p>
              <PortalLink
                to="/exams/sections/$sectionId/$termKey"
                params={{ sectionId, termKey }}
                className="mgmt-link"
              >
                {t.resultsHeading}
              </PortalLink>
            </p>
          }
        />
      </RequirePermission>
    );
  },
});
