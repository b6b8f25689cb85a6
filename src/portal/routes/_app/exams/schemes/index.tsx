import { examsText } from '@portal/i18n/exams';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { SchemesPage } from '@portal/views/exams/schemes-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/exams/schemes/')({
  component: function SchemesRoute() {
    const t = useText(examsText);
    const me = usePortalMember();
    return (
      <RequirePermission permission="exams.view">
        <SchemesPage
          configures={hasPermission(me, 'exams.configure')}
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
