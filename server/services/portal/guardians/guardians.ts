import type { StudentDues } from '@common/api/portal/fee-dues';
import type {
  ChildAttendance,
  ChildConsent,
  ChildMessages,
  ChildResults,
  ChildTimetable,
  ConsentChange,
  GuardianHome,
  GuardianSession,
} from '@common/api/portal/guardian';
import { inTenant } from '@server/db/tenant-scope';
import type { Fees } from '../fees/fees';
import type { PortalTenant } from '../portal-directory';
import type { Timetables } from '../timetable';
import {
  childAttendance,
  childMessages,
  childOf,
  childResults,
  guardianHome,
  sectionsOfChild,
} from './children';
import { changeChildConsent, readChildConsent } from './consent';
import { type GuardianCaller, type GuardianSignInOptions, GuardianSignIns } from './sign-in';

// Guardians in their school's portal (docs/requirements/guardians.md): the service the guardian
// routes call. Signing in is sign-in.ts's; what a guardian sees, children.ts's (and the fee
// office's own read of a child's dues, fees/).

export class Guardians {
  readonly signIns: GuardianSignIns;

  constructor(private readonly options: GuardianSignInOptions & { fees: Fees; timetables: Timetables }) {
    this.signIns = new GuardianSignIns(options);
  }

  requestCode(tenant: PortalTenant, contact: string, client: string) {
    return this.signIns.requestCode(tenant, contact, client);
  }

  async signIn(
    tenant: PortalTenant,
    contact: string,
    code: string,
    client: string,
  ): Promise<GuardianSession> {
    const { token, caller } = await this.signIns.signIn(tenant, contact, code, client);
    return { token, home: await this.home(tenant, caller) };
  }

  signOut(tenant: PortalTenant, caller: GuardianCaller) {
    return this.signIns.signOut(tenant, caller);
  }

  home(tenant: PortalTenant, caller: GuardianCaller): Promise<GuardianHome> {
    return inTenant(this.options.database, tenant.id, (db) => guardianHome(db, tenant, caller));
  }

  results(tenant: PortalTenant, caller: GuardianCaller, studentId: string): Promise<ChildResults> {
    return inTenant(this.options.database, tenant.id, (db) =>
      childResults(db, tenant.id, caller, studentId, this.options.clock.now()),
    );
  }

  attendance(
    tenant: PortalTenant,
    caller: GuardianCaller,
    studentId: string,
    month: string | undefined,
  ): Promise<ChildAttendance> {
    return inTenant(this.options.database, tenant.id, (db) =>
      childAttendance(db, tenant.id, caller, studentId, month, this.options.clock.now()),
    );
  }

  /** The child's dues as the fee office reads them (fees/), once the child is found to be theirs. */
  async dues(tenant: PortalTenant, caller: GuardianCaller, studentId: string): Promise<StudentDues> {
    await inTenant(this.options.database, tenant.id, (db) => childOf(db, tenant.id, caller, studentId));
    return this.options.fees.dues(tenant, studentId);
  }

  consent(tenant: PortalTenant, caller: GuardianCaller, studentId: string): Promise<ChildConsent> {
    return inTenant(this.options.database, tenant.id, (db) =>
      readChildConsent(db, tenant.id, caller, studentId),
    );
  }

  changeConsent(
    tenant: PortalTenant,
    caller: GuardianCaller,
    studentId: string,
    change: ConsentChange,
  ): Promise<ChildConsent> {
    return inTenant(this.options.database, tenant.id, (db) =>
      changeChildConsent(db, tenant.id, caller, studentId, change, this.options.clock.now()),
    );
  }

  messages(tenant: PortalTenant, caller: GuardianCaller, studentId: string): Promise<ChildMessages> {
    return inTenant(this.options.database, tenant.id, (db) =>
      childMessages(db, tenant.id, caller, studentId),
    );
  }

  /** The child's week, section by section, once the child is found to be theirs (timetable.ts reads it). */
  async timetable(tenant: PortalTenant, caller: GuardianCaller, studentId: string): Promise<ChildTimetable> {
    const { child, sections } = await inTenant(this.options.database, tenant.id, async (db) => ({
      child: await childOf(db, tenant.id, caller, studentId),
      sections: await sectionsOfChild(db, tenant.id, studentId),
    }));
    const weeks = [];
    for (const sectionId of sections)
      weeks.push(await this.options.timetables.sectionWeek(tenant, sectionId));
    return { child, weeks };
  }
}
