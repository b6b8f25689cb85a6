// The audit area's network actors, by the names the audit-log machine gives them; tests replace
// them by these names (ActorOverridesContext).
import type { AuditQuery } from '@common/api/portal/audit';
import { fromPromise } from 'xstate';
import { listAudit } from './audit';

export const auditActors = {
  listAudit: fromPromise(({ input, signal }: { input: AuditQuery; signal: AbortSignal }) =>
    listAudit(input, signal),
  ),
};
