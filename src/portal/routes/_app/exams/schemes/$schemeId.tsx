import { examsText } from '@portal/i18n/exams';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { SchemeEditorPage } from '@portal/views/exams/scheme-editor-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/exams/schemes/$schemeId')({
  component: function SchemeEditorRoute() {
    const { schemeId } = Route.useParams();
    const t = useText(examsText);
    return (
      // Saving is PUT /exams/schemes/:id's, exams.configure.
      <RequirePermission permission="exams.configure">
        <SchemeEditorPage
          key={schemeId}
          schemeId={schemeId}
          back={
            <p>
              <PortalLink to="/exams/schemes" className="mgmt-link">
                {t.schemesHeading}
              </PortalLink>
            </p>
          }
        />
      </RequirePermission>
    );
  },
});
