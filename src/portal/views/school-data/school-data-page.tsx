// The school's whole data (docs/requirements/school-data.md): the export for whoever holds
// school.export, closing the account for the owner (school.delete).

import { useText } from '@portal/i18n/language';
import { schoolDataText } from '@portal/i18n/school-data';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { ClosingSection } from './closing-section';
import { ExportSection } from './export-section';
import '../management.css';

export function SchoolDataPage() {
  const t = useText(schoolDataText);
  const member = usePortalMember();
  return (
    <section className="mgmt-page">
      <h1>{t.heading}</h1>
      <p>{t.lead}</p>
      {hasPermission(member, 'school.export') ? <ExportSection /> : null}
      {hasPermission(member, 'school.delete') ? <ClosingSection /> : null}
    </section>
  );
}
