import type { DatabaseHandle } from '@server/db/client';
import { tenants } from '@server/db/schema';
import { sql } from 'drizzle-orm';

// Which tenant a portal address names. Read as the app's own role, outside any tenant's
// transaction: the `tenants` table belongs to the owners' side and has no row-level security, so
// the `shala_tenant` role has no grant on it at all.

export interface PortalTenant {
  id: string;
  code: string;
  name: string;
  /** Activated by its owner: only then does the portal open. */
  active: boolean;
  /** A school (sections) or a coaching centre (courses and batches; a student in several batches). */
  kind: 'school' | 'coaching';
}

export class PortalDirectory {
  private readonly byCode;

  constructor(database: DatabaseHandle) {
    // Every portal request reads this first: one prepared statement on the unique code.
    this.byCode = database.db
      .select({
        id: tenants.id,
        code: tenants.code,
        name: tenants.name,
        active: tenants.isActive,
        kind: tenants.kind,
      })
      .from(tenants)
      .where(sql`${tenants.code} = ${sql.placeholder('code')}`)
      .limit(1)
      .prepare('shala_portal_tenant_by_code');
  }

  async find(code: string): Promise<PortalTenant | undefined> {
    const [row] = await this.byCode.execute({ code });
    return row;
  }
}
