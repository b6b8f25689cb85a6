import type { ImportKind } from '@common/api/portal/imports';
import type { TenantDatabase } from '@server/db/tenant-scope';
import type { SyncBatch } from './batch-outcome';
import { centreChecker } from './check-centres';
import { employeeChecker } from './check-employees';
import { studentChecker } from './check-students';
import type { RowCheck } from './row-check';
import { loadSchoolClasses } from './school-classes';
import { syncCentres } from './sync-centres';
import { syncEmployees } from './sync-employees';
import { syncStudents } from './sync-students';

// Each kind of import: how a row is checked (with what of the school it needs) and how a batch of
// checked rows meets the school's records.

export type RowChecker = (row: RowCheck) => { row: number } | undefined;

export interface KindHandler {
  /** A new checker for one pass over a file (it remembers the file's keys, for duplicates). */
  checker(db: TenantDatabase, tenantId: string, today: string): Promise<RowChecker>;
  sync: SyncBatch<never>;
}

export const KIND_HANDLERS: Readonly<Record<ImportKind, KindHandler>> = {
  students: {
    checker: async (db, tenantId, today) => studentChecker(await loadSchoolClasses(db, tenantId), today),
    sync: syncStudents as SyncBatch<never>,
  },
  employees: {
    checker: async (_db, _tenantId, today) => employeeChecker(today),
    sync: syncEmployees as SyncBatch<never>,
  },
  learning_centres: {
    checker: async () => centreChecker(),
    sync: syncCentres as SyncBatch<never>,
  },
};
