import type { Database } from '@server/db/client';
import { rowsOf } from '@server/db/client';
import { sql } from 'drizzle-orm';

// Which tables hold a school's rows, read from the database itself rather than listed in code
// (docs/requirements/school-data.md#export): every table of the current schema with a `tenant_id`
// column. A table added later (fees, results) is in the export and the erasure without a change
// here; tests/server/school-data-export.test.ts fails if the export misses one.

export interface SchoolColumn {
  name: string;
  /** The SQL type as information_schema names it (`uuid`, `text`, `timestamp with time zone`). */
  type: string;
}

export interface SchoolTable {
  name: string;
  /** The columns the export writes, in the table's order (secrets left out: OMITTED). */
  columns: SchoolColumn[];
  /** The columns left out of the export, with why. */
  omitted: { column: string; why: string }[];
  /** The primary key's columns, the order the export reads in batches; empty: read by `ctid`. */
  key: string[];
  /** Row-level security is on: read inside the school's transaction (db/tenant-scope.ts). */
  rowSecurity: boolean;
}

const SECRET = 'a secret (a password hash, or a token that lets its holder in)';

/**
 * Columns that never leave the server. Any column whose name says it holds a hash, a token or a
 * secret, wherever it is; and the few whose content can carry one under another name.
 */
function omission(table: string, column: string): string | null {
  if (/(^|_)(password|token|secret)(_|$)|_hash$/.test(column)) return SECRET;
  if (table === 'mail_outbox' && ['text_body', 'html_body', 'links'].includes(column)) {
    return 'a mail’s body and links can carry a one-time sign-in or reset link';
  }
  if (table === 'portal_imports' && column === 'file') {
    return 'the uploaded file’s bytes (its rows are in the tables it was imported into)';
  }
  return null;
}

export async function schoolTables(db: Pick<Database, 'execute'>): Promise<SchoolTable[]> {
  const columns = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    await db.execute(sql`
    select c.table_name, c.column_name, c.data_type
    from information_schema.columns c
    where c.table_schema = current_schema()
      and c.table_name in (
        select table_name from information_schema.columns
        where table_schema = current_schema() and column_name = 'tenant_id'
      )
    order by c.table_name, c.ordinal_position`),
  );
  const keys = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
    select k.table_name, k.column_name
    from information_schema.table_constraints t
    join information_schema.key_column_usage k
      on k.constraint_name = t.constraint_name and k.table_schema = t.table_schema and k.table_name = t.table_name
    where t.table_schema = current_schema() and t.constraint_type = 'PRIMARY KEY'
    order by k.table_name, k.ordinal_position`),
  );
  const secured = rowsOf<{ relname: string }>(
    await db.execute(sql`
    select relname from pg_class
    where relnamespace = current_schema()::regnamespace and relkind = 'r' and relrowsecurity`),
  );
  const securedNames = new Set(secured.map((row) => row.relname));
  const tables = new Map<string, SchoolTable>();
  for (const row of columns) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = {
        name: row.table_name,
        columns: [],
        omitted: [],
        key: [],
        rowSecurity: securedNames.has(row.table_name),
      };
      tables.set(row.table_name, table);
    }
    const why = omission(row.table_name, row.column_name);
    if (why) table.omitted.push({ column: row.column_name, why });
    else table.columns.push({ name: row.column_name, type: row.data_type });
  }
  for (const row of keys) tables.get(row.table_name)?.key.push(row.column_name);
  return [...tables.values()];
}
