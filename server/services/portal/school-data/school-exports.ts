import { existsSync } from 'node:fs';
import { EXPORT_KEPT_HOURS, type SchoolExport, type SchoolExportList } from '@common/api/portal/school-data';
import type { Clock } from '@server/clock';
import type { DatabaseHandle } from '@server/db/client';
import { schoolExports } from '@server/db/schema';
import { asAppRole, inTenant, type TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import type { JobRunner } from '@server/jobs/runner';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../audit-log';
import type { Caller } from '../caller';
import type { PortalTenant } from '../portal-directory';
import { notFound } from '../portal-rules';
import { exportFile, SCHOOL_EXPORT_JOB } from './export-jobs';

// A school's whole export (docs/requirements/school-data.md#export), for `school.export`: ask for
// one (a job; one at a time per school), follow its progress, download its ZIP while it is kept.
// Asking and downloading are written to the school's audit log: who took the whole school's data
// out, and when.

type ExportRow = typeof schoolExports.$inferSelect;

const LISTED = 10;

export class SchoolExports {
  constructor(
    private readonly options: { database: DatabaseHandle; clock: Clock; jobs: JobRunner; dataDir: string },
  ) {}

  async list(tenant: PortalTenant): Promise<SchoolExportList> {
    const rows = await inTenant(this.options.database, tenant.id, (db) =>
      db
        .select()
        .from(schoolExports)
        .where(eq(schoolExports.tenantId, tenant.id))
        .orderBy(desc(schoolExports.requestedAt), desc(schoolExports.id))
        .limit(LISTED),
    );
    // Progress is read after the school's transaction: PGlite's one connection is free again.
    return { exports: await Promise.all(rows.map((row) => this.answer(row))), keptHours: EXPORT_KEPT_HOURS };
  }

  async get(tenant: PortalTenant, id: string): Promise<SchoolExport> {
    return this.answer(
      await inTenant(this.options.database, tenant.id, (db) => this.find(db, tenant.id, id)),
    );
  }

  async request(tenant: PortalTenant, caller: Caller): Promise<SchoolExport> {
    const { database, clock, jobs } = this.options;
    const row = await inTenant(database, tenant.id, async (db) => {
      const [under] = await db
        .select({ id: schoolExports.id })
        .from(schoolExports)
        .where(
          and(eq(schoolExports.tenantId, tenant.id), inArray(schoolExports.state, ['queued', 'running'])),
        )
        .limit(1);
      if (under) throw refuse(409, 'school_export_running');
      const now = clock.now();
      const [row] = await db
        .insert(schoolExports)
        .values({
          tenantId: tenant.id,
          requestedBy: caller.memberId,
          requestedByName: caller.name,
          requestedAt: now,
        })
        .returning();
      if (!row) throw new Error('The export was not recorded');
      const jobId = await asAppRole(db, (app) =>
        jobs.enqueue(app, SCHOOL_EXPORT_JOB, { tenantId: tenant.id, exportId: row.id }, { key: row.id }),
      );
      await db.update(schoolExports).set({ jobId }).where(eq(schoolExports.id, row.id));
      await recordAudit(
        db,
        tenant.id,
        caller,
        { action: 'exported', detail: `The whole school’s data: export ${row.id} asked for` },
        now,
      );
      return { ...row, jobId };
    });
    return this.answer(row);
  }

  /** The ZIP's path and a name for it; written to the audit log as a download. */
  download(tenant: PortalTenant, caller: Caller, id: string): Promise<{ path: string; fileName: string }> {
    const { database, clock, dataDir } = this.options;
    return inTenant(database, tenant.id, async (db) => {
      const row = await this.find(db, tenant.id, id);
      if (row.state !== 'ready') throw refuse(409, 'school_export_not_ready');
      await recordAudit(
        db,
        tenant.id,
        caller,
        { action: 'exported', detail: `The whole school’s data: export ${row.id} downloaded` },
        clock.now(),
      );
      const path = exportFile(dataDir, tenant.id, row.id);
      // A data directory emptied by hand: the record says ready, the file is gone.
      if (!existsSync(path)) throw refuse(409, 'school_export_not_ready');
      const day = (row.readyAt ?? row.requestedAt).toISOString().slice(0, 10);
      return { path, fileName: `shala-${tenant.code}-${day}.zip` };
    });
  }

  private async find(db: TenantDatabase, tenantId: string, id: string): Promise<ExportRow> {
    const [row] = await db
      .select()
      .from(schoolExports)
      .where(and(eq(schoolExports.tenantId, tenantId), eq(schoolExports.id, id)));
    if (!row) throw notFound('Export');
    return row;
  }

  private async answer(row: ExportRow): Promise<SchoolExport> {
    const progress =
      row.state === 'running' && row.jobId ? await this.options.jobs.progress(row.jobId) : undefined;
    return {
      id: row.id,
      state: row.state,
      requestedAt: row.requestedAt.toISOString(),
      requestedBy: row.requestedByName,
      done: progress?.done ?? 0,
      total: progress?.total ?? null,
      readyAt: row.readyAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      bytes: row.bytes,
    };
  }
}
