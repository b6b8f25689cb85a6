import type { Tenant, TenantFeature, TenantKind } from '@common/api/tenants';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { provisioningJobs, sessions, tenants } from '../db/schema';
import type { JobRunner } from '../jobs/runner';
import { liveSession, liveSessionParameters, revokeHandoffSessions, touchSession } from './sessions';
import { featuresForDisplay, sameFeatures } from './tenant-features';

// The owner's tenant as the dashboard sees it, and the two requests that change it. A deploy only
// records the request and its `provision` job (services/provisioning.ts does the work); an undeploy
// takes effect at once and cancels that job. Both
// lock the tenant's row first, so requests from two tabs or two instances queue instead of
// interleaving, and both move the job's generation on, so whichever request came last wins and a
// worker still busy with an older one finds out before it writes anything that counts.
//
// The tenant's row is locked FOR NO KEY UPDATE, not FOR UPDATE: the worker's inserts into the
// scoped tables check their foreign key with FOR KEY SHARE on the same row while it holds the job
// row, and FOR UPDATE would make a request (tenant, then job) and the worker (job, then tenant)
// wait for each other (PostgreSQL reported exactly that deadlock in the racing test).

/** The tenant as the API answers it: the contract's shape (common/api/tenants.ts). */
export type TenantView = Tenant;

/** The `provision` job kind (services/provisioning.ts registers its handler). */
export const PROVISION_JOB = 'provision';

/** Request states a run still has to finish. */
export const OPEN_JOB_STATES = ['pending', 'running'] as const;

/** A live session (by its token's hash) and its owner's tenant, read together. */
export interface SessionWithTenant {
  sessionId: string;
  userId: string;
  /** Undefined when the owner has no tenant. */
  tenant: TenantView | undefined;
}

export interface TenantServiceOptions {
  db: Database;
  clock: Clock;
  /** Where the deploy's `provision` job goes (enqueuing wakes this process's runner). */
  jobs: JobRunner;
}

interface FeatureRow {
  name: string;
  enabled: boolean;
  values: string[] | null;
}

/**
 * GET tenant's one round trip, built once and kept prepared: the dashboard polls it while a deploy
 * runs, so it is the hottest authorized read. The session row decides everything authenticate
 * decides (liveSession is the same condition); the tenant comes along by the session's owner.
 */
function prepareSessionWithTenant(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      name: tenants.name,
      description: tenants.description,
      code: tenants.code,
      owner: tenants.owner,
      domain: tenants.domain,
      createdAt: tenants.createdAt,
      contactEmail: tenants.contactEmail,
      contactPhone: tenants.contactPhone,
      deploymentStatus: tenants.deploymentStatus,
      isActive: tenants.isActive,
      kind: tenants.kind,
      jobState: provisioningJobs.state,
      features: sql<FeatureRow[]>`(
            select coalesce(jsonb_agg(jsonb_build_object('name', f.name, 'enabled', f.enabled, 'values', f.values)), '[]'::jsonb)
            from tenant_features f where f.tenant_id = ${tenants.id}
          )`,
    })
    .from(sessions)
    .leftJoin(tenants, eq(tenants.userId, sessions.userId))
    .leftJoin(provisioningJobs, eq(provisioningJobs.tenantId, tenants.id))
    .where(liveSession(sql.placeholder('tokenHash'), sql.placeholder('now'), sql.placeholder('idleSince')))
    .limit(1)
    .prepare('shala_read_session_with_tenant');
}

/**
 * The owner's tenant row, locked against deletion and key changes for the transaction (not
 * FOR UPDATE: the provisioning run takes the tenant and its request in the other order).
 */
async function lockTenantOf(tx: Database, userId: string): Promise<{ id: string } | undefined> {
  const [tenant] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.userId, userId))
    .for('no key update');
  return tenant;
}

export class TenantService {
  private readonly db: Database;
  private readonly readSessionWithTenant: ReturnType<typeof prepareSessionWithTenant>;

  constructor(private readonly options: TenantServiceOptions) {
    this.db = options.db;
    this.readSessionWithTenant = prepareSessionWithTenant(options.db);
  }

  /**
   * The session of this token hash, if live at `now` (not revoked, not expired), with its owner's
   * tenant: the bearer check and GET tenant's read in one round trip. Undefined: no live session.
   */
  async getForSession(tokenHash: string, now: Date): Promise<SessionWithTenant | undefined> {
    const { db, readSessionWithTenant } = this;
    const [row] = await readSessionWithTenant.execute({ tokenHash, ...liveSessionParameters(now) });
    if (!row) return undefined;
    const { sessionId, userId } = row;
    await touchSession(db, sessionId, row.lastSeenAt, now);
    // Left-joined: a missing tenant leaves its columns null (code is never null in a real row).
    if (row.code === null || row.createdAt === null) return { sessionId, userId, tenant: undefined };
    const open = (OPEN_JOB_STATES as readonly (string | null)[]).includes(row.jobState);
    const tenant: TenantView = {
      name: row.name ?? '',
      description: row.description ?? '',
      code: row.code,
      owner: row.owner ?? '',
      domain: row.domain ?? '',
      createdAt: row.createdAt.toISOString(),
      contactInfo: { email: row.contactEmail ?? '', phone: row.contactPhone ?? '' },
      deploymentStatus: row.deploymentStatus ?? '',
      isActive: row.isActive ?? false,
      kind: row.kind ?? 'school',
      features: featuresForDisplay(row.features),
      pendingOperation: open ? 'deploy' : null,
    };
    return { sessionId, userId, tenant };
  }

  /**
   * Records (or replaces) the tenant's deploy request and its job, and what the institution is
   * (school or coaching centre: kept as answered, whatever the classes chosen); false when the
   * owner has no tenant.
   */
  async requestDeploy(userId: string, features: TenantFeature[], kind?: TenantKind): Promise<boolean> {
    const { db, clock, jobs } = this.options;
    const accepted = await db.transaction(async (tx) => {
      const tenant = await lockTenantOf(tx, userId);
      if (!tenant) return false;
      if (kind)
        await tx.update(tenants).set({ kind, updatedAt: clock.now() }).where(eq(tenants.id, tenant.id));
      const [job] = await tx
        .select({ state: provisioningJobs.state, features: provisioningJobs.features })
        .from(provisioningJobs)
        .where(eq(provisioningJobs.tenantId, tenant.id))
        .for('update');
      // A double click or a second tab asking for the same thing joins the job under way.
      const open = job !== undefined && (OPEN_JOB_STATES as readonly string[]).includes(job.state);
      if (open && sameFeatures(job.features, features)) return true;
      const now = clock.now();
      const fresh = {
        state: 'pending',
        features,
        classesDone: [] as string[],
        attempts: 0,
        lastError: null,
        requestedAt: now,
        runAfter: now,
        startedAt: null,
        finishedAt: null,
        updatedAt: now,
      };
      const [request] = await tx
        .insert(provisioningJobs)
        .values({ tenantId: tenant.id, generation: 1, ...fresh })
        .onConflictDoUpdate({
          target: provisioningJobs.tenantId,
          set: { ...fresh, generation: sql`${provisioningJobs.generation} + 1` },
        })
        .returning({ generation: provisioningJobs.generation });
      // The older request's run stops at its next step; the newest one is the only job left.
      await jobs.cancelKey(tx, PROVISION_JOB, tenant.id);
      await jobs.enqueue(
        tx,
        PROVISION_JOB,
        { tenantId: tenant.id, generation: request?.generation ?? 1 },
        { key: tenant.id },
      );
      return true;
    });
    return accepted;
  }

  /**
   * Deactivates now, keeping every row, cancels an open deploy and ends the portal sessions of the
   * owner's hand-off; false when there is no tenant.
   */
  async undeploy(userId: string): Promise<boolean> {
    const { db, clock, jobs } = this.options;
    return db.transaction(async (tx) => {
      const tenant = await lockTenantOf(tx, userId);
      if (!tenant) return false;
      const now = clock.now();
      await tx
        .update(tenants)
        .set({ deploymentStatus: 'not_deployed', isActive: false, updatedAt: now })
        .where(eq(tenants.id, tenant.id));
      await tx
        .update(provisioningJobs)
        .set({
          state: 'cancelled',
          generation: sql`${provisioningJobs.generation} + 1`,
          finishedAt: now,
          updatedAt: now,
        })
        .where(
          and(
            eq(provisioningJobs.tenantId, tenant.id),
            inArray(provisioningJobs.state, [...OPEN_JOB_STATES]),
          ),
        );
      await jobs.cancelKey(tx, PROVISION_JOB, tenant.id);
      // The owner's way into the portal ends too, so reactivating does not bring it back.
      await revokeHandoffSessions(tx, userId, now);
      return true;
    });
  }
}
