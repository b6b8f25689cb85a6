// Audit-log calls (docs/requirements/students.md#audit-log): the school's log, or one student's, a
// page at a time.
import type { AuditList, AuditQuery } from '@common/api/portal/audit';
import { portalFetch, queryString } from './client';

export const listAudit = (query: AuditQuery, signal?: AbortSignal) =>
  portalFetch<AuditList>(`/audit${queryString({ ...query })}`, signal ? { signal } : undefined);
