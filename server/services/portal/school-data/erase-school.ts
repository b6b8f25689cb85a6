import { rm } from 'node:fs/promises';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { DatabaseHandle } from '@server/db/client';
import { rowsOf } from '@server/db/client';
import { sql } from 'drizzle-orm';
import { exportsFolder } from './export-jobs';
import { schoolTables } from './school-tables';

// The erasure of a closed school's personal data (docs/requirements/school-data.md#closing):
// every table of the school (found as the export finds them, so a table added later is erased
// too) is emptied of the school's rows, except what the law or the record of the closing needs
// (KEPT), and its export files are deleted. Uploaded import files live in `portal_imports`, which
// goes with the rest. Deletes run in batches, each its own transaction, children before the
// tables they point at; every step deletes what is left, so a run cut short and run again finishes
// the work.

/** Kept after the erasure, and why (the page and the README say the same). */
export const KEPT: Readonly<Record<string, string>> = {
  audit_log: 'who saw, changed, exported or erased student data: kept a year after the erasure, then deleted',
  school_closures: 'the record of the closing itself: when it was asked for and when the data was erased',
  provisioning_jobs: 'the activation request: which features and classes (no personal data)',
  tenant_features: 'the features last activated (no personal data)',
  tenant_classes: 'the class list (no personal data)',
  tenant_subjects: 'the subjects (no personal data)',
  tenant_textbooks: 'the textbooks (no personal data)',
  // Books of account: eight years under the Income Tax Act, six for GST records (docs/requirements/fees.md#when-a-school-closes).
  fee_ledger_entries: 'the fee ledger: books of account the law asks a school to keep for eight years',
  fee_allocations: 'where each payment went (instalment and fee head): part of the fee ledger',
  fee_receipts: "the receipts issued, with the payer's name as printed: books of account kept eight years",
  fee_receipt_counters: 'the last receipt number of each series (no personal data)',
};

const DELETE_BATCH = 2000;

/** Tables in an order where each comes before every table it points at. */
async function childrenFirst(database: DatabaseHandle, names: readonly string[]): Promise<string[]> {
  const links = rowsOf<{ child: string; parent: string }>(
    await database.db.execute(sql`
      select c.relname as child, p.relname as parent
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = current_schema()::regnamespace`),
  );
  const ordered: string[] = [];
  const left = new Set(names);
  while (left.size > 0) {
    // A table goes once no table still to erase points at it.
    const ready = [...left].filter((name) =>
      links.every((link) => link.parent !== name || link.child === name || !left.has(link.child)),
    );
    const next = ready.length > 0 ? ready : [...left];
    for (const name of next) {
      ordered.push(name);
      left.delete(name);
    }
  }
  return ordered;
}

export async function eraseSchoolData(
  database: DatabaseHandle,
  tenantId: string,
  dataDir: string,
): Promise<void> {
  const erased = (await schoolTables(database.db))
    .map((table) => table.name)
    .filter((name) => !(name in KEPT));
  for (const table of await childrenFirst(database, erased)) {
    for (;;) {
      const result = await database.db.execute(sql`
        delete from ${sql.identifier(table)} where ctid in (
          select ctid from ${sql.identifier(table)} where tenant_id = ${tenantId} limit ${DELETE_BATCH})
        returning 1 as gone`);
      if (rowsOf(result).length < DELETE_BATCH) break;
      await yieldToRequests();
    }
  }
  await rm(exportsFolder(dataDir, tenantId), { recursive: true, force: true });
}
