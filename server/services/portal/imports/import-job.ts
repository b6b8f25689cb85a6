import { schoolToday } from '@common/school-clock';
import type { Clock } from '@server/clock';
import type { DatabaseHandle } from '@server/db/client';
import { portalImports } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import type { JobKind } from '@server/jobs/runner';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { importAuditDetail } from '../audit-details';
import { recordAudit } from '../audit-log';
import { checkFile } from './check-file';
import { keptCells } from './columns';
import { KIND_HANDLERS } from './kinds';
import type { ParsePool } from './parse-pool';
import type { UploadGate } from './upload-gate';

// The `portal-import` job (docs/requirements/students.md#import): reads the uploaded file again
// (in a worker, as the dry run did), checks it as the dry run did and writes the valid rows 500 at
// a time, each batch one transaction that also adds its counts to the import and an audit entry
// for each student it creates or changes, so a cancelled or failed run leaves whole batches
// written and the counts saying so. Running the same file again skips what is already as the file
// says, so a retry (or a second upload) completes the work without doubling it. It stops between
// batches when cancelled; the cancel request marks the import cancelled itself. Rows that change
// existing records are written only when the member who started it may edit them (the dry run's
// refusals, made again here).

export const IMPORT_JOB = 'portal-import';

export interface ImportJobPayload {
  importId: string;
  tenantId: string;
  /** Who started it, for the audit entries. */
  memberId: string;
  memberName: string;
  /**
   * Whether that member held the kind's edit permission when starting it: without it (or in a job
   * queued before this was recorded) rows that change existing records are refused.
   */
  mayEdit?: boolean;
}

class Stopped extends Error {
  constructor() {
    super('The import was cancelled.');
  }
}

export function importJobKind(options: {
  database: DatabaseHandle;
  clock: Clock;
  gate: UploadGate;
  parser: ParsePool;
}): JobKind<ImportJobPayload> {
  const { database, clock, gate, parser } = options;
  return {
    name: IMPORT_JOB,
    policy: { maxAttempts: 3, baseDelayMs: 5_000, factor: 4, maxDelayMs: 60_000 },
    leaseMs: 30_000,
    async run({ payload, signal, progress }) {
      const { importId, tenantId } = payload;
      const mine = and(eq(portalImports.id, importId), eq(portalImports.tenantId, tenantId));
      const started = await inTenant(database, tenantId, async (db) => {
        const [row] = await db
          .update(portalImports)
          .set({ state: 'running', updatedAt: clock.now() })
          .where(and(mine, inArray(portalImports.state, ['queued', 'running'])))
          .returning();
        if (!row?.file) return undefined;
        const checker = await KIND_HANDLERS[row.kind].checker(db, tenantId, schoolToday(clock.now()));
        return { row, file: row.file, checker };
      });
      if (!started) return;
      const { row, file, checker } = started;
      const handler = KIND_HANDLERS[row.kind];
      const actor = { memberId: payload.memberId, name: payload.memberName };
      const mayEdit = payload.mayEdit === true;
      /** The problems the import holds, by row and code. */
      const known = new Set(row.problems.map((problem) => `${problem.row}|${problem.code}`));
      // Read in a worker, outside any transaction, in turn with uploads (waiting as long as it takes).
      const rows = await gate.run(tenantId, () => parser.parse(file, row.mediaType), true);
      let done = 0;
      await progress(0, row.validRows);
      await checkFile(rows, row.kind, checker, async (batch) => {
        if (signal.aborted) throw new Stopped();
        await inTenant(database, tenantId, async (db) => {
          const now = clock.now();
          const outcome = await handler.sync(db, tenantId, batch as never[], {
            write: true,
            now,
            mayEdit,
            by: { importId, memberId: payload.memberId, memberName: payload.memberName },
          });
          // Each record's own entry, as its form writes; the import's summary follows at the end.
          await recordAudit(db, tenantId, actor, outcome.audit, now);
          // A row refused now that the dry run let through (it was made by a member who may edit,
          // or the school's records changed since) joins the import's problems, so its check says
          // which rows were not written and why, and its cells join the skipped rows.
          const unseen = outcome.problems.filter((problem) => !known.has(`${problem.row}|${problem.code}`));
          for (const problem of unseen) known.add(`${problem.row}|${problem.code}`);
          const skippedNow = rows
            .filter((sheetRow) => unseen.some((problem) => problem.row === sheetRow.number))
            .map((sheetRow) => ({ row: sheetRow.number, cells: keptCells(sheetRow.cells) }));
          const [still] = await db
            .update(portalImports)
            .set({
              created: sql`${portalImports.created} + ${outcome.created}`,
              updated: sql`${portalImports.updated} + ${outcome.updated}`,
              ...(unseen.length > 0
                ? {
                    problems: sql`${portalImports.problems} || ${JSON.stringify(unseen)}::jsonb`,
                    skipped: sql`jsonb_set(${portalImports.skipped}, '{rows}', (${portalImports.skipped} -> 'rows') || ${JSON.stringify(skippedNow)}::jsonb)`,
                  }
                : {}),
              updatedAt: now,
            })
            .where(and(mine, eq(portalImports.state, 'running')))
            .returning({ id: portalImports.id });
          // Cancelled while this batch was written: the batch is undone with its transaction.
          if (!still) throw new Stopped();
        });
        done += batch.length;
        await progress(done, row.validRows);
      });
      await inTenant(database, tenantId, async (db) => {
        const now = clock.now();
        const [finished] = await db
          .update(portalImports)
          .set({ state: 'done', file: null, lastError: null, updatedAt: now })
          .where(and(mine, eq(portalImports.state, 'running')))
          .returning();
        if (!finished) throw new Stopped();
        await recordAudit(
          db,
          tenantId,
          actor,
          {
            action: 'imported',
            detail: importAuditDetail({
              kind: finished.kind,
              fileName: finished.fileName,
              rows: finished.rows,
              validRows: finished.validRows,
              created: finished.created,
              updated: finished.updated,
            }),
          },
          now,
        );
      });
    },
    async onReleased(tx, job) {
      const { importId } = job.payload as unknown as ImportJobPayload;
      await tx
        .update(portalImports)
        .set({ state: 'queued', updatedAt: clock.now() })
        .where(and(eq(portalImports.id, importId), eq(portalImports.state, 'running')));
    },
    async onDeadLetter(tx, job, reason) {
      const { importId } = job.payload as unknown as ImportJobPayload;
      await tx
        .update(portalImports)
        .set({ state: 'failed', file: null, lastError: reason, updatedAt: clock.now() })
        .where(and(eq(portalImports.id, importId), inArray(portalImports.state, ['queued', 'running'])));
    },
  };
}
