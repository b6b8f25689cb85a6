import { existsSync } from 'node:fs';
import type { SchoolClosure } from '@common/api/portal/school-data';
import { mailOutbox, portalRoles, schoolClosures } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { KEPT } from '@server/services/portal/school-data/erase-school';
import { exportsFolder } from '@server/services/portal/school-data/export-jobs';
import {
  SCHOOL_AUDIT_PURGE_JOB,
  SCHOOL_ERASURE_JOB,
} from '@server/services/portal/school-data/school-closure';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolClock } from './attendance-fixtures';
import { DAY } from './fake-clock';
import { memberWithRole, type PortalTestApp, portalCall, type School } from './portal-helpers';
import { exportOf, rowCounts, type TwoSchools, twoFilledSchools } from './school-data-fixtures';
import { databases } from './test-database';

// Closing a school's account (docs/requirements/school-data.md#closing): the owner alone asks,
// typing the portal code; nothing is erased during the 30 days' grace, and a cancelled closing
// erases nothing ever; at the end the job erases every table of the school but what is kept
// (the audit log, the record of the closing, the class list), closes the portal, mails the owner,
// and a second run changes nothing; a year later the audit log goes too. The other school is
// untouched throughout. Time is the test's clock.

describe.each(databases())("closing a school's account on $kind", (target) => {
  let schools: TwoSchools;
  let subject: PortalTestApp;
  let dataDir: string;
  let closing: School;
  let staying: School;
  const clock = schoolClock();
  let stayingBefore: Record<string, number>;

  const call = (
    school: School,
    method: 'GET' | 'POST' | 'DELETE',
    payload?: unknown,
    token = school.ownerToken,
  ) => portalCall(subject.app, school.host, method, '/school-data/closure', { token, payload });
  const mails = (kind: string) =>
    subject.database.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, kind));

  beforeAll(async () => {
    schools = await twoFilledSchools(
      target,
      clock,
      [
        'Chandan Public School',
        {
          studentName: 'Chetan Chandan',
          guardianName: 'Chitra Chandan',
          guardianPhone: '+919833300003',
          guardianEmail: 'chitra.chandan@example.in',
        },
      ],
      [
        'Deepak Vidyalaya',
        {
          studentName: 'Dev Deepak',
          guardianName: 'Divya Deepak',
          guardianPhone: '+919844400004',
          guardianEmail: 'divya.deepak@example.in',
        },
      ],
    );
    ({ subject, dataDir, first: closing, second: staying } = schools);
    await exportOf(subject, closing);
    stayingBefore = await rowCounts(subject, staying.tenantId);
  }, 120_000);
  afterAll(async () => {
    await schools?.close();
  });

  it('is the owner’s alone: administrators are refused, and so is a custom role given school.delete', async () => {
    const administrator = await memberWithRole(subject, closing, 'administrator');
    expect((await call(closing, 'GET', undefined, administrator)).statusCode).toBe(403);
    const custom = await memberWithRole(subject, closing, 'office_staff');
    await inTenant(subject.database, closing.tenantId, (db) =>
      db
        .update(portalRoles)
        .set({ permissions: ['school.delete'] })
        .where(and(eq(portalRoles.tenantId, closing.tenantId), eq(portalRoles.builtIn, 'office_staff'))),
    );
    const asked = await call(closing, 'POST', { code: closing.code }, custom);
    expect(asked.statusCode, asked.body).toBe(403);
  });

  it('asks for the portal code, then waits 30 days, and a cancelled closing erases nothing', async () => {
    const wrong = await call(closing, 'POST', { code: 'not-the-code' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'closure_code_wrong' });
    const asked = await call(closing, 'POST', { code: ` ${closing.code.toUpperCase()} ` });
    expect(asked.statusCode, asked.body).toBe(200);
    const pending = asked.json<SchoolClosure>();
    expect(pending).toMatchObject({ state: 'pending', graceDays: 30, auditKeptDays: 365 });
    expect(new Date(pending.eraseAt ?? '').getTime() - clock.now().getTime()).toBe(30 * DAY);
    expect(await mails('school_closing')).toHaveLength(1);
    expect((await call(closing, 'POST', { code: closing.code })).json()).toMatchObject({
      code: 'closure_pending',
    });

    const cancelled = await call(closing, 'DELETE');
    expect(cancelled.json<SchoolClosure>()).toMatchObject({ state: 'open', eraseAt: null });
    expect((await call(closing, 'DELETE')).json()).toMatchObject({ code: 'closure_not_pending' });
    const before = await rowCounts(subject, closing.tenantId);
    clock.advance(31 * DAY);
    await subject.app.jobs.drain(SCHOOL_ERASURE_JOB);
    expect(await rowCounts(subject, closing.tenantId)).toEqual(before);
  });

  it('erases the personal data at the end of the grace period, keeps what the law asks, and closes the portal', async () => {
    const token = await memberWithRole(subject, closing, 'owner');
    const asked = await call(closing, 'POST', { code: closing.code }, token);
    expect(asked.statusCode, asked.body).toBe(200);
    clock.advance(29 * DAY);
    await subject.app.jobs.drain(SCHOOL_ERASURE_JOB);
    expect((await rowCounts(subject, closing.tenantId)).students).toBeGreaterThan(0);
    expect(existsSync(exportsFolder(dataDir, closing.tenantId))).toBe(true);

    clock.advance(1 * DAY + 1000);
    const run = await subject.app.jobs.drain(SCHOOL_ERASURE_JOB);
    expect(run).toMatchObject({ succeeded: 1, failed: 0 });
    const after = await rowCounts(subject, closing.tenantId);
    const left = Object.entries(after).filter(([table, rows]) => rows > 0 && !(table in KEPT));
    expect(left).toEqual([]);
    expect(after.audit_log).toBeGreaterThan(0);
    expect(after.school_closures).toBe(2);
    expect(existsSync(exportsFolder(dataDir, closing.tenantId))).toBe(false);
    expect(await mails('school_erased')).toHaveLength(1);
    const signedIn = await portalCall(subject.app, closing.host, 'GET', '/me', { token });
    expect(signedIn.statusCode).toBe(404);
    expect(signedIn.json()).toMatchObject({ code: 'portal_not_found' });
    // The other school is as it was.
    expect(await rowCounts(subject, staying.tenantId)).toEqual(stayingBefore);
  });

  it('is safe to run again: a second run erases nothing more and mails no one', async () => {
    const [closure] = await subject.database.db
      .select({ id: schoolClosures.id })
      .from(schoolClosures)
      .where(and(eq(schoolClosures.tenantId, closing.tenantId), eq(schoolClosures.state, 'erased')));
    const before = await rowCounts(subject, closing.tenantId);
    await subject.app.jobs.enqueue(subject.database.db, SCHOOL_ERASURE_JOB, {
      tenantId: closing.tenantId,
      closureId: closure?.id,
    });
    expect(await subject.app.jobs.drain(SCHOOL_ERASURE_JOB)).toMatchObject({ succeeded: 1, failed: 0 });
    expect(await rowCounts(subject, closing.tenantId)).toEqual(before);
    expect(await mails('school_erased')).toHaveLength(1);
  });

  it('deletes the audit log a year after the erasure', async () => {
    clock.advance(364 * DAY);
    await subject.app.jobs.drain(SCHOOL_AUDIT_PURGE_JOB);
    expect((await rowCounts(subject, closing.tenantId)).audit_log).toBeGreaterThan(0);
    clock.advance(2 * DAY);
    await subject.app.jobs.drain(SCHOOL_AUDIT_PURGE_JOB);
    expect((await rowCounts(subject, closing.tenantId)).audit_log).toBe(0);
    expect((await rowCounts(subject, staying.tenantId)).audit_log).toBe(stayingBefore.audit_log);
  });
});
