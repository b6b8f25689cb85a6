import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { DatabaseHandle } from '@server/db/client';
import { rowsOf } from '@server/db/client';
import { inTenant } from '@server/db/tenant-scope';
import { type SQL, sql } from 'drizzle-orm';
import type { SchoolTable } from './school-tables';

// Reads one school's rows of one table in batches, each batch its own short transaction, with a
// turn of the event loop between them (docs/requirements/school-data.md#export): an export never
// holds a connection (PGlite has only one) or the process for longer than one batch, so another
// school's requests go on while it runs. Rows come back as JSON (`to_jsonb`), the same values the
// CSV and the JSON copy write.

const BATCH_ROWS = 500;

export type SchoolRow = Record<string, unknown>;

export async function countRows(
  database: DatabaseHandle,
  tenantId: string,
  table: SchoolTable,
): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table.name)} where tenant_id = ${tenantId}`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** Each batch of the school's rows of `table`, in key order. */
export async function* readTable(
  database: DatabaseHandle,
  tenantId: string,
  table: SchoolTable,
  signal: AbortSignal,
): AsyncGenerator<SchoolRow[]> {
  const byKey = table.key.length > 0;
  const order = byKey
    ? sql.join(
        table.key.map((column) => sql`t.${sql.identifier(column)}`),
        sql`, `,
      )
    : sql`t.ctid`;
  let after: SQL | null = null;
  for (;;) {
    signal.throwIfAborted();
    const query = sql`select to_jsonb(t) as row, t.ctid::text as ctid from ${sql.identifier(table.name)} t
      where t.tenant_id = ${tenantId} ${after ? sql`and (${order}) > (${after})` : sql``}
      order by ${order} limit ${BATCH_ROWS}`;
    // A table under row-level security is read as the school's own role: the second wall stands here too.
    const result = table.rowSecurity
      ? await inTenant(database, tenantId, (db) => db.execute(query))
      : await database.db.execute(query);
    const batch = rowsOf<{ row: SchoolRow; ctid: string }>(result);
    if (batch.length === 0) return;
    yield batch.map(({ row }) => row);
    if (batch.length < BATCH_ROWS) return;
    const last = batch[batch.length - 1] as { row: SchoolRow; ctid: string };
    after = byKey
      ? sql.join(
          table.key.map((column) => sql`${keyValue(last.row[column])}`),
          sql`, `,
        )
      : sql`${last.ctid}::tid`;
    await yieldToRequests();
  }
}

/** A key's value as a query parameter (PostgreSQL infers its type from the column it is compared with). */
function keyValue(value: unknown): string | number {
  return typeof value === 'number' ? value : String(value);
}
