import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { EXPORT_KEPT_HOURS } from '@common/api/portal/school-data';
import type { Clock } from '@server/clock';
import type { DatabaseHandle } from '@server/db/client';
import { schoolExports } from '@server/db/schema';
import { asAppRole, inTenant } from '@server/db/tenant-scope';
import type { JobKind, JobRunner } from '@server/jobs/runner';
import { and, eq } from 'drizzle-orm';
import { writeSchoolExport } from './write-export';

// The two jobs of a school's export (docs/requirements/school-data.md#export): `school-export`
// writes the ZIP with progress, and `school-export-expiry`, queued for the moment the file's time
// is up, deletes it. Both are safe to repeat: the export starts again from nothing, the expiry
// deletes a file that may already be gone.

export const SCHOOL_EXPORT_JOB = 'school-export';
export const SCHOOL_EXPORT_EXPIRY_JOB = 'school-export-expiry';
export const EXPORT_KEPT_MS = EXPORT_KEPT_HOURS * 60 * 60 * 1000;

export interface SchoolExportPayload {
  tenantId: string;
  exportId: string;
}

/** Where a school's exports live: DATA_DIR/exports/<school>/. */
export function exportsFolder(dataDir: string, tenantId: string): string {
  return join(dataDir, 'exports', tenantId);
}

export function exportFile(dataDir: string, tenantId: string, exportId: string): string {
  return join(exportsFolder(dataDir, tenantId), `${exportId}.zip`);
}

interface Options {
  database: DatabaseHandle;
  clock: Clock;
  dataDir: string;
  jobs: JobRunner;
}

export function schoolExportKind({ database, clock, dataDir, jobs }: Options): JobKind<SchoolExportPayload> {
  const mark = (payload: SchoolExportPayload, values: Partial<typeof schoolExports.$inferInsert>) =>
    inTenant(database, payload.tenantId, (db) =>
      db
        .update(schoolExports)
        .set(values)
        .where(and(eq(schoolExports.tenantId, payload.tenantId), eq(schoolExports.id, payload.exportId)))
        .returning({ by: schoolExports.requestedByName }),
    );
  return {
    name: SCHOOL_EXPORT_JOB,
    policy: { maxAttempts: 3, baseDelayMs: 30_000, factor: 4, maxDelayMs: 600_000 },
    async run({ payload, signal, progress }) {
      const [row] = await mark(payload, { state: 'running' });
      if (!row) return; // The school was erased meanwhile: nothing to export.
      const file = exportFile(dataDir, payload.tenantId, payload.exportId);
      await mkdir(dirname(file), { recursive: true });
      const bytes = await writeSchoolExport({
        database,
        tenantId: payload.tenantId,
        exportedBy: row.by,
        exportedAt: clock.now(),
        file,
        signal,
        progress: (done, total, table) => progress(done, total, table),
      });
      const readyAt = clock.now();
      const expiresAt = new Date(readyAt.getTime() + EXPORT_KEPT_MS);
      await inTenant(database, payload.tenantId, async (db) => {
        await db
          .update(schoolExports)
          .set({ state: 'ready', bytes, readyAt, expiresAt, lastError: null })
          .where(and(eq(schoolExports.tenantId, payload.tenantId), eq(schoolExports.id, payload.exportId)));
        await asAppRole(db, (app) =>
          jobs.enqueue(app, SCHOOL_EXPORT_EXPIRY_JOB, payload, { key: payload.exportId, runAt: expiresAt }),
        );
      });
    },
    async onDeadLetter(tx, job, reason) {
      const payload = job.payload as unknown as SchoolExportPayload;
      await tx
        .update(schoolExports)
        .set({ state: 'failed', lastError: reason.slice(0, 500) })
        .where(and(eq(schoolExports.tenantId, payload.tenantId), eq(schoolExports.id, payload.exportId)));
    },
  };
}

export function schoolExportExpiryKind({
  database,
  dataDir,
}: Omit<Options, 'jobs' | 'clock'>): JobKind<SchoolExportPayload> {
  return {
    name: SCHOOL_EXPORT_EXPIRY_JOB,
    policy: { maxAttempts: 5, baseDelayMs: 60_000, factor: 4, maxDelayMs: 3_600_000 },
    async run({ payload }) {
      await rm(exportFile(dataDir, payload.tenantId, payload.exportId), { force: true });
      await inTenant(database, payload.tenantId, (db) =>
        db
          .update(schoolExports)
          .set({ state: 'expired' })
          .where(and(eq(schoolExports.tenantId, payload.tenantId), eq(schoolExports.id, payload.exportId))),
      );
    },
  };
}
