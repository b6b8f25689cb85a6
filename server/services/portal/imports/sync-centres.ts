import { learningCentres } from '@server/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { changes, emptyOutcome, type SyncBatch } from './batch-outcome';
import { changeRefused } from './change-refused';
import type { CentreRecord } from './check-centres';

// Learning centres, matched by name ignoring case; an existing centre gets the file's address when
// the file gives one that differs, which needs academics.edit (as the centre's form does): without
// it such a row is refused.

export const syncCentres: SyncBatch<CentreRecord> = async (db, tenantId, batch, { write, now, mayEdit }) => {
  const outcome = emptyOutcome();
  if (batch.length === 0) return outcome;
  const existing = await db
    .select({
      id: learningCentres.id,
      key: sql<string>`lower(${learningCentres.name})`,
      address: learningCentres.address,
    })
    .from(learningCentres)
    .where(
      and(
        eq(learningCentres.tenantId, tenantId),
        inArray(
          sql`lower(${learningCentres.name})`,
          batch.map((record) => record.name.toLowerCase()),
        ),
      ),
    );
  const byName = new Map(existing.map((row) => [row.key, row]));
  const inserts: (typeof learningCentres.$inferInsert)[] = [];
  for (const record of batch) {
    const current = byName.get(record.name.toLowerCase());
    if (!current) {
      outcome.created += 1;
      inserts.push({ tenantId, name: record.name, address: record.address ?? '', createdAt: now });
      continue;
    }
    const changed = changes({ address: current.address }, { address: record.address });
    if (Object.keys(changed).length === 0) {
      outcome.unchanged += 1;
      continue;
    }
    if (!mayEdit) {
      outcome.problems.push(changeRefused(record.row, 'centre', record.name, record.address ?? ''));
      continue;
    }
    outcome.updated += 1;
    if (write) {
      await db
        .update(learningCentres)
        .set(changed)
        .where(and(eq(learningCentres.id, current.id), eq(learningCentres.tenantId, tenantId)));
    }
  }
  if (write && inserts.length > 0) await db.insert(learningCentres).values(inserts);
  return outcome;
};
