import { examsText } from '@portal/i18n/exams';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { SectionTermPage } from '@portal/views/exams/section-term-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/exams/sections/$sectionId/$termKey/')({
  component: function SectionTermRoute() {
    const { sectionId, termKey } = Route.useParams();
    const t = useText(examsText);
    const me = usePortalMember();
    return (
      <RequirePermission permission="exams.view">
        <SectionTermPage
          key={`${sectionId}/${termKey}`}
          sectionId={sectionId}
          termKey={termKey}
          publishes={hasPermission(me, 'exams.publish')}
          back={
            <p>
              <PortalLink to="/exams" className="mgmt-link">
                {t.heading}
              </PortalLink>
            </p>
          }
        />
      </RequirePermission>
    );
  },
});
