// Import (docs/requirements/students.md#import): each kind of record is offered only to a member
// who may create it; the server checks the same permission on every import call, and the edit
// permission for each row that changes an existing record.
import type { ImportKind } from '@common/api/portal/imports';
import { IMPORT_PERMISSIONS } from '@common/portal/import-permissions';
import { importText } from '@portal/i18n/import';
import { useText } from '@portal/i18n/language';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { NoAccess } from '../shell/require-permission';
import { ImportFlow } from './import-flow';
import '../management.css';
import './import.css';

/** `importId`: the page of one import (its outcome and skipped rows), else a new import. */
export function ImportPage({ importId }: { importId?: string }) {
  const t = useText(importText);
  const member = usePortalMember();
  const kinds = (Object.keys(IMPORT_PERMISSIONS) as ImportKind[]).filter((kind) =>
    hasPermission(member, IMPORT_PERMISSIONS[kind].create),
  );
  if (kinds.length === 0) return <NoAccess />;
  return (
    <section className="mgmt-page">
      <h1>{t.heading}</h1>
      <p className="mgmt-muted">{t.lead}</p>
      <ImportFlow kinds={kinds} {...(importId ? { importId } : {})} />
    </section>
  );
}
