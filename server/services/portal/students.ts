import type { DateField } from '@common/api/error-codes';
import type { ReachSummary, StudentAlert } from '@common/api/portal/alerts';
import type { ChangedStudentField, ListSummary } from '@common/api/portal/audit';
import type { ConsentPurpose } from '@common/api/portal/consent';
import type { StudentData } from '@common/api/portal/student-data';
import type {
  BulkConsentBody,
  BulkConsentResult,
  ConsentBody,
  MoveBody,
  Student,
  StudentBody,
  StudentList,
  StudentListQuery,
} from '@common/api/portal/students';
import type { Language } from '@common/languages';
import { ERASED_STUDENT_NAME } from '@common/portal/seeded-names';
import { schoolToday } from '@common/school-clock';
import type { Clock } from '@server/clock';
import type { DatabaseHandle } from '@server/db/client';
import { classSections, studentConsents, students, tenantClasses } from '@server/db/schema';
import { inTenant, type TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import { and, eq, sql } from 'drizzle-orm';
import { eraseMessages } from '../messaging/erase-messages';
import { type ReachChannel, readReach, studentAlerts } from './alert-reach';
import { auditAboutStudent, erasedBy } from './audit';
import {
  changedAuditDetail,
  consentAuditDetail,
  listAuditDetail,
  moveAuditDetail,
  studentDataAuditDetail,
} from './audit-details';
import { recordAudit } from './audit-log';
import { recordConsents } from './bulk-consent';
import type { Caller } from './caller';
import { refuseGuardianChanges } from './guardian-changes';
import { attendanceDays, guardianDataCsv } from './guardian-data-csv';
import type { PortalTenant } from './portal-directory';
import { cleanName, conflict, isRealDate, notFound, uniquely } from './portal-rules';
import {
  dropFurther,
  furtherBatchIds,
  type Placement,
  refuseFull,
  setFurtherBatches,
} from './student-batches';
import { listCsv } from './student-csv';
import { checkGuardians, linkGuardians, releaseGuardians } from './student-guardians';
import { fullStudent, STUDENT_PAGE_SIZE, studentExportRows, studentPage } from './student-reads';

// A school's students (docs/requirements/students.md): the list, one student, their changes,
// consents, exports and erasure. Every call runs in the tenant's transaction, and every read of
// one student's data, every change, export and erasure writes its audit entry in that same
// transaction (audit-log.ts), so an entry exists exactly when the thing happened.

const ADMISSION_UNIQUE = 'students_tenant_admission_unique';

const duplicateAdmission = () => conflict('duplicate_admission_number');

/** The fields an edit compares to say which changed (never their values: the audit log holds no personal data). */
function changedFields(before: Student, after: Student): ChangedStudentField[] {
  const guardians = (student: Student) =>
    JSON.stringify(student.guardians.map(({ siblingCount: _count, ...guardian }) => guardian));
  const fields: [ChangedStudentField, unknown, unknown][] = [
    ['admissionNumber', before.admissionNumber, after.admissionNumber],
    ['name', before.name, after.name],
    ['dateOfBirth', before.dateOfBirth, after.dateOfBirth],
    ['gender', before.gender, after.gender],
    // A coaching student's further batches are part of where they are placed.
    [
      'section',
      [before.sectionId, ...before.batches.map((batch) => batch.sectionId)].join(),
      [after.sectionId, ...after.batches.map((batch) => batch.sectionId)].join(),
    ],
    ['rollNumber', before.rollNumber, after.rollNumber],
    ['address', before.address, after.address],
    ['guardians', guardians(before), guardians(after)],
  ];
  return fields.filter(([, was, is]) => was !== is).map(([field]) => field);
}

export class StudentRecords {
  private readonly database: DatabaseHandle;
  private readonly clock: Clock;
  /** How absence alerts reach guardians: by phone with a provider configured, else by e-mail. */
  private readonly reachBy: ReachChannel;

  constructor(options: { database: DatabaseHandle; clock: Clock; reachBy?: ReachChannel }) {
    this.database = options.database;
    this.clock = options.clock;
    this.reachBy = options.reachBy ?? 'email';
  }

  /** The active students absence alerts cannot reach, by reason (the owner's home). */
  alertReach({ id: tenantId }: PortalTenant): Promise<ReachSummary> {
    return inTenant(this.database, tenantId, (db) => readReach(db, tenantId, this.reachBy));
  }

  /** The alerts about one student, newest first (404 when not this school's). */
  alerts({ id: tenantId }: PortalTenant, id: string): Promise<StudentAlert[]> {
    return inTenant(this.database, tenantId, async (db) => {
      const [student] = await db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.tenantId, tenantId), eq(students.id, id)));
      if (!student) throw notFound('student');
      return studentAlerts(db, tenantId, id);
    });
  }

  /** One consent per chosen student, from each one's first guardian, all or nothing. */
  recordConsents(
    { id: tenantId }: PortalTenant,
    caller: Caller,
    body: BulkConsentBody,
  ): Promise<BulkConsentResult> {
    this.checkPastDate(body.givenOn, 'The date of consent');
    return inTenant(this.database, tenantId, (db) =>
      recordConsents(db, tenantId, caller, body, this.clock.now()),
    );
  }

  /** A page of the list; the audit log gets the filters and the count, not the students. */
  list({ id: tenantId }: PortalTenant, caller: Caller, query: StudentListQuery): Promise<StudentList> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? STUDENT_PAGE_SIZE;
    return inTenant(this.database, tenantId, async (db) => {
      const { rows, total } = await studentPage(
        db,
        tenantId,
        query,
        { offset: (page - 1) * pageSize, limit: pageSize },
        this.reachBy,
      );
      const filters = await this.listFilters(db, tenantId, query);
      await recordAudit(
        db,
        tenantId,
        caller,
        { action: 'listed', detail: listAuditDetail({ ...filters, page, shown: rows.length, total }) },
        this.clock.now(),
      );
      return { students: rows, total, page, pageSize };
    });
  }

  /** Every page of the list's query as a CSV file: one audit entry with the filters and count. */
  exportCsv(
    { id: tenantId }: PortalTenant,
    caller: Caller,
    query: StudentListQuery,
    language: Language,
  ): Promise<Buffer> {
    return inTenant(this.database, tenantId, async (db) => {
      const rows = await studentExportRows(db, tenantId, query, this.reachBy);
      const filters = await this.listFilters(db, tenantId, query);
      const detail = listAuditDetail({ ...filters, page: null, shown: null, total: rows.length });
      await recordAudit(db, tenantId, caller, { action: 'exported', detail }, this.clock.now());
      return listCsv(rows, language);
    });
  }

  get({ id: tenantId }: PortalTenant, caller: Caller, id: string): Promise<Student> {
    return inTenant(this.database, tenantId, async (db) => {
      const student = await fullStudent(db, tenantId, id);
      await this.audit(db, tenantId, caller, student, 'viewed');
      return this.withEraser(db, tenantId, caller, student);
    });
  }

  /** An erased student's record with who erased it, for a member who may read the audit log. */
  private async withEraser(
    db: TenantDatabase,
    tenantId: string,
    caller: Caller,
    student: Student,
  ): Promise<Student> {
    if (!student.erasure || !caller.permissions.has('audit.view')) return student;
    return { ...student, erasure: { ...student.erasure, by: await erasedBy(db, tenantId, student.id) } };
  }

  /** Without students.edit, guardians the school has stay as they are. */
  create(tenant: PortalTenant, caller: Caller, body: StudentBody): Promise<Student> {
    const tenantId = tenant.id;
    const mayEdit = caller.permissions.has('students.edit');
    return uniquely(ADMISSION_UNIQUE, duplicateAdmission, () =>
      inTenant(this.database, tenantId, async (db) => {
        const values = await this.checkedBody(db, tenant, body, { sectionId: null, rollNumber: null });
        if (!mayEdit) await refuseGuardianChanges(db, tenantId, values.guardians);
        const now = this.clock.now();
        const [row] = await db
          .insert(students)
          .values({
            tenantId,
            admissionNumber: values.admissionNumber,
            name: values.name,
            dateOfBirth: values.dateOfBirth ?? null,
            gender: values.gender ?? null,
            sectionId: values.sectionId,
            rollNumber: values.rollNumber,
            address: values.address ?? '',
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: students.id });
        if (!row) throw new Error('The student was not inserted.');
        await linkGuardians(db, tenantId, row.id, values.guardians, now);
        if (values.batchIds) await setFurtherBatches(db, tenantId, row.id, values.batchIds);
        const student = await fullStudent(db, tenantId, row.id);
        await this.audit(db, tenantId, caller, student, 'created');
        return student;
      }),
    );
  }

  /** Name, admission number and guardians are replaced; another field left out stays, null clears it. */
  update(tenant: PortalTenant, caller: Caller, id: string, body: StudentBody): Promise<Student> {
    const tenantId = tenant.id;
    return uniquely(ADMISSION_UNIQUE, duplicateAdmission, () =>
      inTenant(this.database, tenantId, async (db) => {
        const current = await this.editable(db, tenantId, id);
        const before = await fullStudent(db, tenantId, id);
        const values = await this.checkedBody(db, tenant, body, current, id);
        const now = this.clock.now();
        await db
          .update(students)
          .set({
            admissionNumber: values.admissionNumber,
            name: values.name,
            sectionId: values.sectionId,
            rollNumber: values.rollNumber,
            ...(values.dateOfBirth !== undefined ? { dateOfBirth: values.dateOfBirth } : {}),
            ...(values.gender !== undefined ? { gender: values.gender } : {}),
            ...(values.address !== undefined ? { address: values.address } : {}),
            updatedAt: now,
          })
          .where(and(eq(students.tenantId, tenantId), eq(students.id, id)));
        await linkGuardians(db, tenantId, id, values.guardians, now);
        if (values.batchIds) await setFurtherBatches(db, tenantId, id, values.batchIds);
        else if (values.sectionId) await dropFurther(db, tenantId, id, values.sectionId);
        const after = await fullStudent(db, tenantId, id);
        const changed = changedFields(before, after);
        if (changed.length > 0)
          await this.audit(db, tenantId, caller, after, 'updated', changedAuditDetail(changed));
        return after;
      }),
    );
  }

  /** To another section, with a new roll number (none when left out). */
  move({ id: tenantId }: PortalTenant, caller: Caller, id: string, body: MoveBody): Promise<Student> {
    return inTenant(this.database, tenantId, async (db) => {
      const current = await this.editable(db, tenantId, id);
      const from = current.sectionId ? await this.placement(db, tenantId, current.sectionId) : null;
      const to = await this.lockedSection(db, tenantId, body.sectionId);
      const rollNumber = body.rollNumber ?? null;
      if (current.status === 'active') {
        await this.refuseRollTaken(db, tenantId, to, rollNumber, id);
        if (to.sectionId !== current.sectionId) await refuseFull(db, tenantId, to, id);
      }
      await dropFurther(db, tenantId, id, to.sectionId);
      await db
        .update(students)
        .set({ sectionId: to.sectionId, rollNumber, updatedAt: this.clock.now() })
        .where(and(eq(students.tenantId, tenantId), eq(students.id, id)));
      const student = await fullStudent(db, tenantId, id);
      const where = (placement: Placement | null) =>
        placement ? `${placement.className} ${placement.sectionName}` : null;
      await this.audit(
        db,
        tenantId,
        caller,
        student,
        'moved',
        moveAuditDetail({ from: where(from), to: where(to) }),
      );
      return student;
    });
  }

  /** Off the rolls on `leftOn`: out of the default list, the record kept. */
  leave({ id: tenantId }: PortalTenant, caller: Caller, id: string, leftOn: string): Promise<Student> {
    return inTenant(this.database, tenantId, async (db) => {
      const current = await this.editable(db, tenantId, id);
      if (current.status === 'left') throw conflict('already_left');
      this.checkPastDate(leftOn, 'The leaving date');
      await db
        .update(students)
        .set({ status: 'left', leftOn, updatedAt: this.clock.now() })
        .where(and(eq(students.tenantId, tenantId), eq(students.id, id)));
      const student = await fullStudent(db, tenantId, id);
      await this.audit(db, tenantId, caller, student, 'left');
      return student;
    });
  }

  recordConsent(
    { id: tenantId }: PortalTenant,
    caller: Caller,
    id: string,
    body: ConsentBody,
  ): Promise<Student> {
    return inTenant(this.database, tenantId, async (db) => {
      await this.editable(db, tenantId, id);
      this.checkPastDate(body.givenOn, 'The date of consent');
      const purposes = [...new Set(body.purposes)];
      const now = this.clock.now();
      await db.insert(studentConsents).values({
        tenantId,
        studentId: id,
        guardianName: cleanName(body.guardianName, "Guardian's name"),
        relation: body.relation,
        method: body.method,
        givenOn: body.givenOn,
        purposes,
        recordedBy: caller.memberId,
        recordedByName: caller.name,
        recordedAt: now,
      });
      const student = await fullStudent(db, tenantId, id);
      await this.audit(
        db,
        tenantId,
        caller,
        student,
        'consent_recorded',
        consentAuditDetail(purposes, body.method),
      );
      return student;
    });
  }

  withdrawConsent(
    { id: tenantId }: PortalTenant,
    caller: Caller,
    id: string,
    consentId: string,
  ): Promise<Student> {
    return inTenant(this.database, tenantId, async (db) => {
      await this.editable(db, tenantId, id);
      const [consent] = await db
        .select({ withdrawnAt: studentConsents.withdrawnAt, purposes: studentConsents.purposes })
        .from(studentConsents)
        .where(
          and(
            eq(studentConsents.tenantId, tenantId),
            eq(studentConsents.studentId, id),
            eq(studentConsents.id, consentId),
          ),
        )
        .for('update');
      if (!consent) throw notFound('consent');
      if (consent.withdrawnAt) throw conflict('already_withdrawn');
      await db
        .update(studentConsents)
        .set({ withdrawnAt: this.clock.now() })
        .where(and(eq(studentConsents.tenantId, tenantId), eq(studentConsents.id, consentId)));
      const student = await fullStudent(db, tenantId, id);
      await this.audit(
        db,
        tenantId,
        caller,
        student,
        'consent_withdrawn',
        consentAuditDetail(consent.purposes as ConsentPurpose[], null),
      );
      return student;
    });
  }

  /** A data request: everything held about the student, with the audit entries about them. */
  data(
    { id: tenantId }: PortalTenant,
    caller: Caller,
    id: string,
    format: 'json' | 'csv',
  ): Promise<StudentData> {
    return inTenant(this.database, tenantId, async (db) => {
      const student = await fullStudent(db, tenantId, id);
      await this.audit(db, tenantId, caller, student, 'exported', studentDataAuditDetail(format));
      return {
        exportedAt: this.clock.now().toISOString(),
        student,
        auditLog: await auditAboutStudent(db, tenantId, id),
        attendance: await attendanceDays(db, tenantId, id),
        messages: await studentAlerts(db, tenantId, id),
      };
    });
  }

  /** The data request as its guardian reads it: in `language`, else the first guardian's. */
  async dataCsv(
    tenant: PortalTenant,
    caller: Caller,
    id: string,
    language?: Language,
  ): Promise<{ file: Buffer; admissionNumber: string }> {
    const data = await this.data(tenant, caller, id, 'csv');
    const reader = language ?? data.student.guardians[0]?.language ?? 'en';
    return { file: guardianDataCsv(data, reader), admissionNumber: data.student.admissionNumber };
  }

  /**
   * Removes the student's personal data and keeps what the school must keep (the admission
   * number, class and section, dates of admission and leaving, the audit log), as
   * docs/requirements/students.md#erasure says.
   */
  erase({ id: tenantId }: PortalTenant, caller: Caller, id: string, rawReason: string): Promise<Student> {
    const reason = rawReason.trim();
    if (!reason) throw refuse(400, 'erase_reason_required');
    return inTenant(this.database, tenantId, async (db) => {
      await this.editable(db, tenantId, id, 'This student\u2019s data is already erased.');
      const now = this.clock.now();
      await db
        .update(students)
        .set({
          name: ERASED_STUDENT_NAME[caller.language],
          dateOfBirth: null,
          gender: null,
          address: '',
          rollNumber: null,
          status: 'erased',
          erasedAt: now,
          updatedAt: now,
        })
        .where(and(eq(students.tenantId, tenantId), eq(students.id, id)));
      await eraseMessages(db, tenantId, id, await releaseGuardians(db, tenantId, id));
      await db
        .update(studentConsents)
        .set({ guardianName: '' })
        .where(and(eq(studentConsents.tenantId, tenantId), eq(studentConsents.studentId, id)));
      const student = await fullStudent(db, tenantId, id);
      await this.audit(db, tenantId, caller, student, 'erased', reason);
      return this.withEraser(db, tenantId, caller, student);
    });
  }

  private audit(
    db: TenantDatabase,
    tenantId: string,
    caller: Caller,
    student: Student,
    action:
      | 'viewed'
      | 'created'
      | 'updated'
      | 'moved'
      | 'left'
      | 'consent_recorded'
      | 'consent_withdrawn'
      | 'exported'
      | 'erased',
    detail = '',
  ): Promise<void> {
    return recordAudit(
      db,
      tenantId,
      caller,
      { action, studentId: student.id, admissionNumber: student.admissionNumber, detail },
      this.clock.now(),
    );
  }

  /** The student locked for a change; 404 when not this school's, 409 once erased. */
  private async editable(db: TenantDatabase, tenantId: string, id: string, erasedMessage?: string) {
    const [row] = await db
      .select({ status: students.status, sectionId: students.sectionId, rollNumber: students.rollNumber })
      .from(students)
      .where(and(eq(students.tenantId, tenantId), eq(students.id, id)))
      .for('update');
    if (!row) throw notFound('student');
    if (row.status === 'erased') throw conflict('student_erased', erasedMessage);
    return row;
  }

  /** The body's fields as stored, after every rule a 400 or 409 names. */
  private async checkedBody(
    db: TenantDatabase,
    tenant: PortalTenant,
    body: StudentBody,
    current: { sectionId: string | null; rollNumber: number | null; status?: string },
    exceptId?: string,
  ) {
    const tenantId = tenant.id;
    const admissionNumber = cleanName(body.admissionNumber, 'Admission number');
    const [taken] = await db
      .select({ id: students.id })
      .from(students)
      .where(
        and(
          eq(students.tenantId, tenantId),
          sql`lower(${students.admissionNumber}) = lower(${admissionNumber})`,
        ),
      );
    if (taken && taken.id !== exceptId) throw duplicateAdmission();
    if (body.dateOfBirth) this.checkPastDate(body.dateOfBirth, 'The date of birth');
    const sectionId = body.sectionId === undefined ? current.sectionId : body.sectionId;
    const rollNumber = body.rollNumber === undefined ? current.rollNumber : body.rollNumber;
    if (rollNumber !== null && sectionId === null) throw refuse(400, 'roll_needs_section');
    const active = (current.status ?? 'active') === 'active';
    if (sectionId !== null) {
      const placement = await this.lockedSection(db, tenantId, sectionId);
      if (active) {
        await this.refuseRollTaken(db, tenantId, placement, rollNumber, exceptId);
        if (sectionId !== current.sectionId) await refuseFull(db, tenantId, placement, exceptId);
      }
    }
    const batchIds = await this.checkedBatches(db, tenant, body.batchIds, sectionId, active, exceptId);
    return {
      batchIds,
      admissionNumber,
      name: cleanName(body.name, 'Name'),
      dateOfBirth: body.dateOfBirth,
      gender: body.gender,
      sectionId,
      rollNumber,
      address: body.address?.trim(),
      guardians: checkGuardians(body.guardians),
    };
  }

  /**
   * A coaching student's further batches as stored: each a section of this school (400), not the
   * home batch, each new one with room (409 `batch_full`). A school's student has none (400).
   */
  private async checkedBatches(
    db: TenantDatabase,
    tenant: PortalTenant,
    batchIds: readonly string[] | undefined,
    homeId: string | null,
    active: boolean,
    studentId?: string,
  ): Promise<string[] | undefined> {
    if (batchIds === undefined) return undefined;
    const wanted = [...new Set(batchIds)].filter((id) => id !== homeId);
    if (wanted.length > 0 && tenant.kind !== 'coaching') throw refuse(400, 'further_batches_school');
    if (wanted.length > 0 && homeId === null) throw refuse(400, 'home_batch_first');
    const already = new Set(studentId ? await furtherBatchIds(db, tenant.id, studentId) : []);
    for (const id of wanted) {
      const placement = await this.lockedSection(db, tenant.id, id);
      if (active && !already.has(id)) await refuseFull(db, tenant.id, placement, studentId);
    }
    return wanted;
  }

  /** YYYY-MM-DD, a real date, and not after today in India. */
  private checkPastDate(value: string, label: DateField): void {
    if (!isRealDate(value)) throw refuse(400, 'date_invalid', { field: label });
    if (value > schoolToday(this.clock.now())) throw refuse(400, 'date_in_future', { field: label });
  }

  /**
   * A section of an enabled class of this school (else 400), locked against another save choosing
   * a roll number in it (NO KEY UPDATE: saves into one section take turns) and against its removal
   * meanwhile (which takes FOR UPDATE and then sees this student).
   */
  private async lockedSection(db: TenantDatabase, tenantId: string, sectionId: string): Promise<Placement> {
    const [found] = await db
      .select({
        sectionId: classSections.id,
        sectionName: classSections.name,
        className: tenantClasses.name,
        capacity: classSections.capacity,
      })
      .from(classSections)
      .innerJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
      .where(
        and(
          eq(classSections.tenantId, tenantId),
          eq(classSections.id, sectionId),
          eq(tenantClasses.tenantId, tenantId),
          eq(tenantClasses.enabled, true),
        ),
      )
      .for('no key update', { of: classSections });
    if (!found) throw refuse(400, 'section_not_of_school');
    return found;
  }

  private async placement(
    db: TenantDatabase,
    tenantId: string,
    sectionId: string,
  ): Promise<Placement | null> {
    const [found] = await db
      .select({
        sectionId: classSections.id,
        sectionName: classSections.name,
        className: tenantClasses.name,
        capacity: classSections.capacity,
      })
      .from(classSections)
      .innerJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
      .where(and(eq(classSections.tenantId, tenantId), eq(classSections.id, sectionId)));
    return found ?? null;
  }

  /** Roll numbers are unique in a section among the students on its rolls. */
  private async refuseRollTaken(
    db: TenantDatabase,
    tenantId: string,
    placement: Placement,
    rollNumber: number | null,
    exceptId?: string,
  ): Promise<void> {
    if (rollNumber === null) return;
    const [taken] = await db
      .select({ id: students.id })
      .from(students)
      .where(
        and(
          eq(students.tenantId, tenantId),
          eq(students.sectionId, placement.sectionId),
          eq(students.status, 'active'),
          eq(students.rollNumber, rollNumber),
          exceptId ? sql`${students.id} <> ${exceptId}` : undefined,
        ),
      );
    if (taken) {
      throw conflict('duplicate_roll_number', {
        number: rollNumber,
        className: placement.className,
        sectionName: placement.sectionName,
      });
    }
  }

  /** The list's filters for its audit entry: names, and whether there was a search, not what it was. */
  private async listFilters(
    db: TenantDatabase,
    tenantId: string,
    query: StudentListQuery,
  ): Promise<Pick<ListSummary, 'status' | 'className' | 'sectionName' | 'search'>> {
    let className: string | null = null;
    let sectionName: string | null = null;
    if (query.classId) {
      const [klass] = await db
        .select({ name: tenantClasses.name })
        .from(tenantClasses)
        .where(and(eq(tenantClasses.tenantId, tenantId), eq(tenantClasses.id, query.classId)));
      className = klass?.name ?? query.classId;
    }
    if (query.sectionId) {
      const [section] = await db
        .select({ name: classSections.name, className: tenantClasses.name })
        .from(classSections)
        .innerJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
        .where(and(eq(classSections.tenantId, tenantId), eq(classSections.id, query.sectionId)));
      sectionName = section ? `${section.className} ${section.name}` : query.sectionId;
    }
    return { status: query.status ?? 'active', className, sectionName, search: Boolean(query.q?.trim()) };
  }
}
