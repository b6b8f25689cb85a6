import { examsText } from '@portal/i18n/exams';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { MarksEntryPage } from '@portal/views/exams/marks-entry-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/exams/sheets/$sectionId/$subjectId/$termKey')({
  component: function MarksEntryRoute() {
    const { sectionId, subjectId, termKey } = Route.useParams();
    const t = useText(examsText);
    return (
      // Entering marks needs what PUT /exams/sheets/... needs; which sheets are the member's is the server's to say.
      <RequirePermission permission="exams.enter">
        <MarksEntryPage
          key={`${sectionId}/${subjectId}/${termKey}`}
          sectionId={sectionId}
          subjectId={subjectId}
          termKey={termKey}
          back={
            <p>
              <PortalLink to="/exams" className="mgmt-link">
                {t.back}
              </PortalLink>
            </p>
          }
        />
      </RequirePermission>
    );
  },
});
