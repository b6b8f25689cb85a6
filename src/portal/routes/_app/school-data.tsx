import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { SchoolDataPage } from '@portal/views/school-data/school-data-page';
import { NoAccess } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

function SchoolData() {
  const member = usePortalMember();
  const allowed = hasPermission(member, 'school.export') || hasPermission(member, 'school.delete');
  return allowed ? <SchoolDataPage /> : <NoAccess />;
}

export const Route = createFileRoute('/_app/school-data')({ component: SchoolData });
