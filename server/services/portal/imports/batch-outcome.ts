import type { ImportProblem } from '@common/api/portal/imports';
import type { TenantDatabase } from '@server/db/tenant-scope';
import type { AuditRecord } from '../audit-log';

// What comparing (the dry run) or writing (the import) one batch of checked rows against the
// school's records found. The same function does both, with `write` false for the dry run, so the
// plan's counts and the import's are one computation, and the rows it refuses are the same.

export interface BatchOutcome {
  created: number;
  updated: number;
  unchanged: number;
  /**
   * Rows the school's records refuse (an erased student's admission number), or the member's
   * permissions do (a row that changes an existing record, without the kind's edit permission).
   */
  problems: ImportProblem[];
  /** When writing: one audit entry per student created or changed, as the student forms write. */
  audit: AuditRecord[];
}

interface SyncOptions {
  write: boolean;
  now: Date;
  /** Whether the member holds the kind's edit permission: without it a row may only add records. */
  mayEdit: boolean;
  /** When writing: the import and the member running it, as the evidence of consents it records. */
  by?: { importId: string; memberId: string; memberName: string };
}

export type SyncBatch<R> = (
  db: TenantDatabase,
  tenantId: string,
  batch: readonly R[],
  options: SyncOptions,
) => Promise<BatchOutcome>;

export function emptyOutcome(): BatchOutcome {
  return { created: 0, updated: 0, unchanged: 0, problems: [], audit: [] };
}

/** The fields of `wanted` that are given (not null) and differ from `current`: what to update. */
export function changes<T extends Record<string, unknown>>(
  current: T,
  wanted: { [K in keyof T]?: T[K] | null },
): Partial<T> {
  const changed: Partial<T> = {};
  for (const [key, value] of Object.entries(wanted) as [keyof T, T[keyof T] | null | undefined][]) {
    if (value === null || value === undefined) continue;
    if (current[key] !== value) changed[key] = value;
  }
  return changed;
}
