import type { ImportCheck, ImportKind, ImportProblem, ImportSkipped } from '@common/api/portal/imports';
import { IMPORT_PERMISSIONS } from '@common/portal/import-permissions';
import { schoolToday } from '@common/school-clock';
import type { Clock } from '@server/clock';
import type { DatabaseHandle } from '@server/db/client';
import { portalImports } from '@server/db/schema';
import { asAppRole, inTenant, type TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import type { JobRunner } from '@server/jobs/runner';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../caller';
import type { PortalTenant } from '../portal-directory';
import { conflict, notFound } from '../portal-rules';
import { checkFile } from './check-file';
import { keptCells } from './columns';
import { EXPIRE_UPLOAD_JOB, type ExpireUploadPayload, UPLOAD_KEPT_MS } from './expire-upload';
import { IMPORT_JOB, type ImportJobPayload } from './import-job';
import { KIND_HANDLERS } from './kinds';
import type { ParsePool } from './parse-pool';
import type { SheetRow } from './read-rows';
import { loadSchoolClasses } from './school-classes';
import { csvTemplate, type TemplateFile, xlsxTemplate } from './templates';
import type { UploadGate } from './upload-gate';

// Bulk import (docs/requirements/students.md#import): templates, the dry run of an uploaded file
// (parsed and checked, compared with the school's records, and kept with its problems: nothing
// else is written), then the import as a `portal-import` job, which can be watched and cancelled.

/** The check lists this many problems; the skipped rows have them all. */
const PROBLEMS_SHOWN = 1000;

type ImportRow = typeof portalImports.$inferSelect;

/** A problem as kept; one kept before problems had their details (a sentence) gets empty ones. */
function problemOf(problem: ImportRow['problems'][number]): ImportProblem {
  return {
    row: problem.row,
    column: problem.column,
    key: problem.key ?? '',
    code: problem.code,
    params: problem.params ?? {},
    value: problem.value ?? '',
    name: problem.name ?? '',
  };
}

/** Whether the caller may change existing records of the kind (common/portal/import-permissions.ts). */
function mayEditKind(caller: Caller, kind: ImportKind): boolean {
  return caller.permissions.has(IMPORT_PERMISSIONS[kind].edit);
}

export interface Upload {
  kind: ImportKind;
  fileName: string;
  mediaType: string;
  file: Buffer;
}

export class PortalImports {
  private readonly database: DatabaseHandle;
  private readonly clock: Clock;
  private readonly jobs: JobRunner;
  private readonly gate: UploadGate;
  private readonly parser: ParsePool;

  constructor(options: {
    database: DatabaseHandle;
    clock: Clock;
    jobs: JobRunner;
    gate: UploadGate;
    parser: ParsePool;
  }) {
    this.database = options.database;
    this.clock = options.clock;
    this.jobs = options.jobs;
    this.gate = options.gate;
    this.parser = options.parser;
  }

  /** A coaching centre's students template heads the class and section columns Course and Batches. */
  template(
    { id: tenantId }: PortalTenant,
    kind: ImportKind,
    format: 'csv' | 'xlsx',
    language: 'en' | 'hi',
  ): Promise<TemplateFile> {
    return inTenant(this.database, tenantId, async (db) => {
      const school = await loadSchoolClasses(db, tenantId);
      return format === 'csv'
        ? csvTemplate(kind, language, school.coaching)
        : xlsxTemplate(kind, language, school);
    });
  }

  /**
   * The dry run: checks the whole file and keeps it with its problems and plan. The file is read
   * in a worker before the school's transaction opens, in turn with other uploads (upload-gate.ts).
   * Rows that would change existing records are refused unless the caller may edit the kind.
   */
  upload({ id: tenantId }: PortalTenant, caller: Caller, upload: Upload): Promise<ImportCheck> {
    const mayEdit = mayEditKind(caller, upload.kind);
    return this.gate.run(tenantId, async () => {
      const rows = await this.parser.parse(upload.file, upload.mediaType);
      return this.check(tenantId, caller.memberId, upload, rows, mayEdit);
    });
  }

  private check(
    tenantId: string,
    memberId: string,
    upload: Upload,
    rows: SheetRow[],
    mayEdit: boolean,
  ): Promise<ImportCheck> {
    const handler = KIND_HANDLERS[upload.kind];
    return inTenant(this.database, tenantId, async (db) => {
      const now = this.clock.now();
      const checker = await handler.checker(db, tenantId, schoolToday(now));
      const plan = { toCreate: 0, toUpdate: 0, unchanged: 0 };
      const refused: ImportProblem[] = [];
      const check = await checkFile(rows, upload.kind, checker, async (batch) => {
        const outcome = await handler.sync(db, tenantId, batch as never[], { write: false, now, mayEdit });
        plan.toCreate += outcome.created;
        plan.toUpdate += outcome.updated;
        plan.unchanged += outcome.unchanged;
        refused.push(...outcome.problems);
      });
      const problems = [...check.problems, ...refused].sort((a, b) => a.row - b.row);
      const problemRows = new Set(problems.map((problem) => problem.row));
      const [row] = await db
        .insert(portalImports)
        .values({
          tenantId,
          kind: upload.kind,
          fileName: upload.fileName,
          mediaType: upload.mediaType,
          file: upload.file,
          state: 'checked',
          rows: check.rows,
          validRows: check.validRows - refused.length,
          problems,
          skipped: {
            header: keptCells(rows[0]?.cells ?? []),
            rows: rows
              .slice(1)
              .filter((row) => problemRows.has(row.number))
              .map((row) => ({ row: row.number, cells: keptCells(row.cells) })),
          },
          ...plan,
          createdBy: memberId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('The import was not recorded.');
      const expiry: ExpireUploadPayload = { importId: row.id, tenantId };
      await asAppRole(db, (app) =>
        this.jobs.enqueue(app, EXPIRE_UPLOAD_JOB, expiry, {
          runAt: new Date(now.getTime() + UPLOAD_KEPT_MS),
        }),
      );
      return this.view(row);
    });
  }

  /** The kind of an import of this school (to check the permission), or 404. */
  async kindOf({ id: tenantId }: PortalTenant, id: string): Promise<ImportKind> {
    const [row] = await inTenant(this.database, tenantId, (db) =>
      db
        .select({ kind: portalImports.kind })
        .from(portalImports)
        .where(and(eq(portalImports.id, id), eq(portalImports.tenantId, tenantId))),
    );
    if (!row) throw notFound('import');
    return row.kind;
  }

  async get({ id: tenantId }: PortalTenant, id: string): Promise<ImportCheck> {
    const row = await inTenant(this.database, tenantId, (db) => this.find(db, tenantId, id));
    // Read after the tenant's transaction: embedded PGlite runs one transaction at a time.
    const done =
      row.jobId && row.state !== 'done' ? ((await this.jobs.progress(row.jobId))?.done ?? 0) : undefined;
    return this.view(row, done);
  }

  /** The rows with problems (those an import of the valid rows skips), as the file has them. */
  async skipped({ id: tenantId }: PortalTenant, id: string): Promise<ImportSkipped> {
    const row = await inTenant(this.database, tenantId, (db) => this.find(db, tenantId, id));
    return {
      fileName: row.fileName,
      header: row.skipped.header,
      rows: row.skipped.rows,
      problems: row.problems.map(problemOf),
    };
  }

  /**
   * Starts the import's job. A dry run that planned changes to existing records (made by a member
   * who may edit them) is not the caller's to run unless they may edit them too.
   */
  run(
    { id: tenantId }: PortalTenant,
    caller: Caller,
    id: string,
    validRowsOnly: boolean,
  ): Promise<ImportCheck> {
    return inTenant(this.database, tenantId, async (db) => {
      const row = await this.find(db, tenantId, id, true);
      const mayEdit = mayEditKind(caller, row.kind);
      if (row.state !== 'checked') throw conflict('import_started');
      if (row.problems.length > 0 && !validRowsOnly) {
        throw conflict('import_has_problems');
      }
      if (row.validRows === 0) throw conflict('import_empty');
      if (row.toUpdate > 0 && !mayEdit) {
        throw refuse(403, 'import_needs_edit');
      }
      const payload: ImportJobPayload = {
        importId: id,
        tenantId,
        memberId: caller.memberId,
        memberName: caller.name,
        mayEdit,
      };
      const jobId = await asAppRole(db, (app) => this.jobs.enqueue(app, IMPORT_JOB, payload, { key: id }));
      const [queued] = await db
        .update(portalImports)
        .set({ state: 'queued', validRowsOnly, jobId, updatedAt: this.clock.now() })
        .where(and(eq(portalImports.id, id), eq(portalImports.tenantId, tenantId)))
        .returning();
      if (!queued) throw notFound('import');
      return this.view(queued);
    });
  }

  /** Stops a queued or running import (what it wrote stays), or discards a checked one. */
  cancel({ id: tenantId }: PortalTenant, id: string): Promise<ImportCheck> {
    return inTenant(this.database, tenantId, async (db) => {
      const row = await this.find(db, tenantId, id, true);
      if (!['checked', 'queued', 'running'].includes(row.state)) {
        throw conflict('import_ended');
      }
      const [cancelled] = await db
        .update(portalImports)
        .set({ state: 'cancelled', file: null, updatedAt: this.clock.now() })
        .where(and(eq(portalImports.id, id), eq(portalImports.tenantId, tenantId)))
        .returning();
      if (!cancelled) throw notFound('import');
      const jobId = row.jobId;
      if (jobId) await asAppRole(db, (app) => this.jobs.cancel(jobId, app));
      return this.view(cancelled);
    });
  }

  private async find(db: TenantDatabase, tenantId: string, id: string, lock = false): Promise<ImportRow> {
    const query = db
      .select()
      .from(portalImports)
      .where(and(eq(portalImports.id, id), eq(portalImports.tenantId, tenantId)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound('import');
    return row;
  }

  /** `done`: the job's progress (while it runs, or where a cancel or failure stopped it). */
  private view(row: ImportRow, done?: number): ImportCheck {
    return {
      id: row.id,
      kind: row.kind,
      fileName: row.fileName,
      state: row.state,
      rows: row.rows,
      validRows: row.validRows,
      problems: row.problems.slice(0, PROBLEMS_SHOWN).map(problemOf),
      problemCount: row.problems.length,
      toCreate: row.toCreate,
      toUpdate: row.toUpdate,
      unchanged: row.unchanged,
      done: row.state === 'done' ? row.validRows : (done ?? 0),
      total: row.state === 'checked' ? 0 : row.validRows,
      created: row.created,
      updated: row.updated,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
    };
  }
}
