import type {
  AttendanceSettings,
  ClassList,
  DailySummary,
  Register,
  Submission,
  SubmissionResult,
  Today,
} from '@common/api/portal/attendance';
import { clockTime, schoolToday } from '@common/school-clock';
import type { Clock } from '@server/clock';
import type { DatabaseHandle } from '@server/db/client';
import { attendanceSubmissions } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import type { JobRunner } from '@server/jobs/runner';
import type { GuardianMessenger } from '@server/services/messaging/guardian-messenger';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../caller';
import { csvFile } from '../csv-export';
import type { PortalTenant } from '../portal-directory';
import { isRealDate } from '../portal-rules';
import { queueAbsenceAlerts } from './absence-alerts';
import { readClassList } from './class-list';
import { readRegister, registerRows } from './register';
import { readSettings, settingsBody, writeSettings } from './settings';
import { applySubmission, classLock, takesAnyClass } from './submit';
import { readSummary } from './summary';
import { classesToday } from './today';

// Attendance (docs/requirements/school-day.md#attendance, #absence-alerts): every call runs in
// the school's transaction; a submission and the alerts it causes commit together.

export class Attendance {
  private readonly database: DatabaseHandle;
  private readonly clock: Clock;
  private readonly jobs: JobRunner;
  private readonly messenger: GuardianMessenger;

  constructor(options: {
    database: DatabaseHandle;
    clock: Clock;
    jobs: JobRunner;
    messenger: GuardianMessenger;
  }) {
    this.database = options.database;
    this.clock = options.clock;
    this.jobs = options.jobs;
    this.messenger = options.messenger;
  }

  settings({ id: tenantId }: PortalTenant): Promise<AttendanceSettings> {
    return inTenant(this.database, tenantId, async (db) => settingsBody(await readSettings(db, tenantId)));
  }

  saveSettings({ id: tenantId }: PortalTenant, body: AttendanceSettings): Promise<AttendanceSettings> {
    return inTenant(this.database, tenantId, async (db) =>
      settingsBody(await writeSettings(db, tenantId, body, this.clock.now())),
    );
  }

  today({ id: tenantId }: PortalTenant, caller: Caller): Promise<Today> {
    return inTenant(this.database, tenantId, async (db) => {
      const settings = await readSettings(db, tenantId);
      const date = schoolToday(this.clock.now());
      const who = { employeeId: caller.employeeId, any: takesAnyClass(caller) };
      const classes = await classesToday(db, tenantId, settings, date, who, this.clock.now());
      return { date, mode: settings.mode, lockTime: clockTime(settings.lockAt), classes };
    });
  }

  classList({ id: tenantId }: PortalTenant, sectionId: string, date: string, period = 0): Promise<ClassList> {
    if (!isRealDate(date)) throw refuse(400, 'date_invalid', { field: 'The date' });
    return inTenant(this.database, tenantId, async (db) => {
      const settings = await readSettings(db, tenantId);
      const now = this.clock.now();
      return readClassList(db, tenantId, sectionId, date, period, (section) =>
        classLock(settings, section, date, now),
      );
    });
  }

  submit(
    { id: tenantId }: PortalTenant,
    caller: Caller,
    sectionId: string,
    submission: Submission,
  ): Promise<SubmissionResult> {
    if (!isRealDate(submission.date)) throw refuse(400, 'date_invalid', { field: 'The date' });
    return inTenant(this.database, tenantId, async (db) => {
      const settings = await readSettings(db, tenantId);
      const applied = await applySubmission(
        db,
        tenantId,
        settings,
        caller,
        sectionId,
        submission,
        this.clock.now(),
      );
      if ('replay' in applied) return applied.replay;
      if (applied.decidesDay) {
        const absent = applied.written
          .filter((entry) => entry.mark === 'absent')
          .map((entry) => entry.studentId);
        const present = applied.written
          .filter((entry) => entry.mark !== 'absent')
          .map((entry) => entry.studentId);
        const alerts = await queueAbsenceAlerts(
          { db, tenantId, date: submission.date, jobs: this.jobs, messenger: this.messenger },
          absent,
          present,
        );
        const result = { ...applied.result, alerts };
        // A replay answers the same: who was told is part of the stored result.
        await db
          .update(attendanceSubmissions)
          .set({ result: result as unknown as Record<string, unknown> })
          .where(
            and(
              eq(attendanceSubmissions.tenantId, tenantId),
              eq(attendanceSubmissions.id, submission.submissionId),
            ),
          );
        return result;
      }
      return applied.result;
    });
  }

  register({ id: tenantId }: PortalTenant, sectionId: string, month: string): Promise<Register> {
    return inTenant(this.database, tenantId, (db) => readRegister(db, tenantId, sectionId, month));
  }

  async registerCsv(
    tenant: PortalTenant,
    sectionId: string,
    month: string,
  ): Promise<{ name: string; file: Buffer }> {
    const register = await this.register(tenant, sectionId, month);
    return { name: `attendance-${register.sectionName}-${month}.csv`, file: csvFile(registerRows(register)) };
  }

  summary({ id: tenantId }: PortalTenant, date?: string): Promise<DailySummary> {
    const day = date ?? schoolToday(this.clock.now());
    if (!isRealDate(day)) throw refuse(400, 'date_invalid', { field: 'The date' });
    const today = schoolToday(this.clock.now());
    return inTenant(this.database, tenantId, (db) => readSummary(db, tenantId, day, today));
  }
}
