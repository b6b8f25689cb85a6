import {
  AUDIT_KEPT_AFTER_CLOSING_DAYS,
  CLOSURE_GRACE_DAYS,
  type SchoolClosure,
} from '@common/api/portal/school-data';
import type { Language } from '@common/languages';
import type { Clock } from '@server/clock';
import type { Config } from '@server/config';
import type { DatabaseHandle } from '@server/db/client';
import { auditLog, schoolClosures, tenants } from '@server/db/schema';
import { asAppRole, inTenant } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import type { JobKind, JobRunner } from '@server/jobs/runner';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { MailOutbox } from '../../mail/outbox';
import { schoolClosingMail, schoolErasedMail } from '../../mail/templates';
import { recordAudit } from '../audit-log';
import type { Caller } from '../caller';
import { portalOrigin } from '../portal-address';
import type { PortalTenant } from '../portal-directory';
import { eraseSchoolData } from './erase-school';

// Closing a school's account (docs/requirements/school-data.md#closing). The owner asks, typing
// the portal code; the erasure is a job queued for the end of the grace period, which the owner
// can cancel until then, the portal working as before. At its time the job erases the personal
// data (erase-school.ts), closes the portal (`is_active` false and `closed_at` set: every portal
// request answers 404 `portal_not_found`, its pages say the portal is unavailable)
// and queues the audit log's own deletion a year later. The owner is mailed at both ends.

export const SCHOOL_ERASURE_JOB = 'school-erasure';
export const SCHOOL_AUDIT_PURGE_JOB = 'school-audit-purge';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Options {
  database: DatabaseHandle;
  clock: Clock;
  jobs: JobRunner;
  outbox: MailOutbox;
  config: Pick<Config, 'publicUrl' | 'tenantDomain' | 'dataDir'>;
}

export interface ErasurePayload {
  tenantId: string;
  closureId: string;
}

export class SchoolClosures {
  constructor(private readonly options: Options) {}

  get(tenant: PortalTenant): Promise<SchoolClosure> {
    return inTenant(this.options.database, tenant.id, async (db) => {
      const [pending] = await db
        .select()
        .from(schoolClosures)
        .where(and(eq(schoolClosures.tenantId, tenant.id), eq(schoolClosures.state, 'pending')));
      return {
        state: pending ? 'pending' : 'open',
        code: tenant.code,
        graceDays: CLOSURE_GRACE_DAYS,
        auditKeptDays: AUDIT_KEPT_AFTER_CLOSING_DAYS,
        requestedAt: pending?.requestedAt.toISOString() ?? null,
        requestedBy: pending?.requestedByName ?? null,
        eraseAt: pending?.eraseAt.toISOString() ?? null,
      };
    });
  }

  async request(tenant: PortalTenant, caller: Caller, typedCode: string): Promise<SchoolClosure> {
    // `school.delete` is the owner's role's alone; a custom role the owner gave it still may not.
    if (caller.role.builtIn !== 'owner') throw refuse(403, 'forbidden');
    if (typedCode.trim().toLowerCase() !== tenant.code) throw refuse(400, 'closure_code_wrong');
    const { database, clock, jobs, outbox, config } = this.options;
    await inTenant(database, tenant.id, async (db) => {
      const [pending] = await db
        .select({ id: schoolClosures.id })
        .from(schoolClosures)
        .where(and(eq(schoolClosures.tenantId, tenant.id), eq(schoolClosures.state, 'pending')));
      if (pending) throw refuse(409, 'closure_pending');
      const now = clock.now();
      const eraseAt = new Date(now.getTime() + CLOSURE_GRACE_DAYS * DAY_MS);
      const [row] = await db
        .insert(schoolClosures)
        .values({
          tenantId: tenant.id,
          requestedByName: caller.name,
          requestedAt: now,
          eraseAt,
          notifyEmail: caller.email,
          notifyLanguage: caller.language,
        })
        .returning({ id: schoolClosures.id });
      if (!row) throw new Error('The closing was not recorded');
      await asAppRole(db, async (app) => {
        await jobs.enqueue(
          app,
          SCHOOL_ERASURE_JOB,
          { tenantId: tenant.id, closureId: row.id },
          { key: row.id, runAt: eraseAt },
        );
        await outbox.enqueueMail(app, {
          to: caller.email,
          kind: 'school_closing',
          ...schoolClosingMail({
            language: caller.language,
            name: caller.name,
            school: tenant.name,
            url: `${portalOrigin(config, tenant.code)}/school-data`,
            eraseAt,
          }),
        });
      });
    });
    return this.get(tenant);
  }

  async cancel(tenant: PortalTenant): Promise<SchoolClosure> {
    const { database, clock, jobs } = this.options;
    await inTenant(database, tenant.id, async (db) => {
      const [cancelled] = await db
        .update(schoolClosures)
        .set({ state: 'cancelled', cancelledAt: clock.now(), notifyEmail: null })
        .where(and(eq(schoolClosures.tenantId, tenant.id), eq(schoolClosures.state, 'pending')))
        .returning({ id: schoolClosures.id });
      if (!cancelled) throw refuse(409, 'closure_not_pending');
      await asAppRole(db, (app) => jobs.cancelKey(app, SCHOOL_ERASURE_JOB, cancelled.id));
    });
    return this.get(tenant);
  }
}

/** The erasure at the end of the grace period; does nothing for a closing cancelled or already done. */
export function schoolErasureKind(options: Options): JobKind<ErasurePayload> {
  const { database, clock, jobs, outbox, config } = options;
  return {
    name: SCHOOL_ERASURE_JOB,
    policy: { maxAttempts: 10, baseDelayMs: 60_000, factor: 4, maxDelayMs: 6 * 3_600_000 },
    leaseMs: 60_000,
    async run({ payload }) {
      const closure = async () => {
        const [row] = await database.db
          .select()
          .from(schoolClosures)
          .where(
            and(eq(schoolClosures.tenantId, payload.tenantId), eq(schoolClosures.id, payload.closureId)),
          );
        return row;
      };
      const before = await closure();
      if (before?.state !== 'pending' || clock.now() < before.eraseAt) return;
      await eraseSchoolData(database, payload.tenantId, config.dataDir);
      await database.db.transaction(async (tx) => {
        // Locked, then read again: a second run that got here too finds the work recorded and stops.
        const [row] = await tx
          .select()
          .from(schoolClosures)
          .where(eq(schoolClosures.id, payload.closureId))
          .for('update');
        if (row?.state !== 'pending') return;
        const now = clock.now();
        const [school] = await tx
          .update(tenants)
          .set({ isActive: false, closedAt: now, updatedAt: now })
          .where(eq(tenants.id, payload.tenantId))
          .returning({ name: tenants.name });
        await tx
          .update(schoolClosures)
          .set({ state: 'erased', erasedAt: now, notifyEmail: null })
          .where(eq(schoolClosures.id, row.id));
        await recordAudit(
          tx,
          payload.tenantId,
          // The member is erased by now: the entry keeps the name, as entries of erased members do.
          { memberId: null, name: row.requestedByName },
          { action: 'erased', detail: 'The school’s account was closed: its personal data was erased' },
          now,
        );
        await jobs.enqueue(
          tx,
          SCHOOL_AUDIT_PURGE_JOB,
          { tenantId: payload.tenantId },
          { key: payload.tenantId, runAt: new Date(now.getTime() + AUDIT_KEPT_AFTER_CLOSING_DAYS * DAY_MS) },
        );
        if (row.notifyEmail) {
          await outbox.enqueueMail(tx, {
            to: row.notifyEmail,
            kind: 'school_erased',
            ...schoolErasedMail({
              language: row.notifyLanguage as Language,
              name: row.requestedByName,
              school: school?.name ?? '',
            }),
          });
        }
      });
    },
  };
}

/** A year after the erasure: the closed school's audit log goes, and the names on its closing records. */
export function schoolAuditPurgeKind({ database }: Pick<Options, 'database'>): JobKind<{ tenantId: string }> {
  return {
    name: SCHOOL_AUDIT_PURGE_JOB,
    policy: { maxAttempts: 10, baseDelayMs: 60_000, factor: 4, maxDelayMs: 6 * 3_600_000 },
    async run({ payload }) {
      await database.db.transaction(async (tx) => {
        const [closed] = await tx
          .select({ id: tenants.id })
          .from(tenants)
          .where(and(eq(tenants.id, payload.tenantId), isNotNull(tenants.closedAt)));
        if (!closed) return;
        await tx.delete(auditLog).where(eq(auditLog.tenantId, payload.tenantId));
        await tx
          .update(schoolClosures)
          .set({ requestedByName: '' })
          .where(eq(schoolClosures.tenantId, payload.tenantId));
      });
    },
  };
}
