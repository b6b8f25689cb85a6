import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client';

// Every portal request works inside one tenant (docs/requirements/portal.md#tenant-isolation).
// The application scopes its queries by tenant_id itself; this is the second wall: the work runs
// in a transaction as the `shala_tenant` role (created by migration 0008: no BYPASSRLS, not the
// tables' owner), with `app.tenant_id` set for that transaction only, so the row-level security
// policies admit that tenant's rows and no other's even if a query forgot its condition. Both
// settings are transaction-local (`set_config(..., true)`): the pooled connection goes back to the
// pool as the app's own role with no tenant.

/** A drizzle handle inside a tenant's transaction. */
export type TenantDatabase = Database;

export const TENANT_ROLE = 'shala_tenant';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Runs `work` in a transaction confined to `tenantId` by row-level security; commits when it resolves. */
export async function inTenant<T>(
  database: DatabaseHandle,
  tenantId: string,
  work: (db: TenantDatabase) => Promise<T>,
): Promise<T> {
  // The settings go with the BEGIN in one round trip, as plain SQL: the id is written into it, so
  // it must be a UUID and nothing else (it always is: a tenant's id from the database).
  if (!UUID.test(tenantId)) throw new Error(`Not a tenant id: ${JSON.stringify(tenantId)}`);
  return database.transactionOpenedWith(
    `select set_config('app.tenant_id', '${tenantId}', true), set_config('role', '${TENANT_ROLE}', true)`,
    (tx) => work(tx as TenantDatabase),
  );
}

/**
 * Runs `work` inside a tenant's transaction as the connection's own role, then returns to the
 * tenant's role. For the few writes to owner-side tables that must commit with the tenant's rows:
 * a portal mail goes to the outbox (mail_outbox, jobs), which the tenant role has no grant on.
 */
export async function asAppRole<T>(db: TenantDatabase, work: (db: Database) => Promise<T>): Promise<T> {
  await db.execute(sql`select set_config('role', 'none', true)`);
  // No finally: a failed statement aborts the transaction, which drops the setting with it.
  const result = await work(db);
  await db.execute(sql`select set_config('role', ${TENANT_ROLE}, true)`);
  return result;
}
