import type {
  ClassTeacherSave,
  ExamCorrection,
  ExamSchemeSave,
  ExamTermSave,
  MarksSave,
  NewExamScheme,
} from '@common/api/portal/exams';
import { schoolToday } from '@common/school-clock';
import type { Clock } from '@server/clock';
import type { DatabaseHandle } from '@server/db/client';
import { inTenant, type TenantDatabase } from '@server/db/tenant-scope';
import { readAcademicYear } from '../academic-year';
import type { Caller } from '../caller';
import type { PortalTenant } from '../portal-directory';
import { sectionAnalytics } from './analytics';
import { completion, correctResult, publishSection, sectionResults } from './results';
import { chooseClassScheme, createScheme, listSchemes, readScheme, saveScheme } from './schemes';
import { proofread, readSectionTerm, saveSectionTerm, unproofread } from './section-term';
import { mySheets, readSheet, saveMarks } from './sheets';
import { readTerm, saveTerm } from './terms';

// Exams (docs/requirements/exams.md): the service the exam routes call. Every call runs in the
// school's transaction (row-level security) in the school's current academic year.

export class Exams {
  private readonly database: DatabaseHandle;
  private readonly clock: Clock;

  constructor(options: { database: DatabaseHandle; clock: Clock }) {
    this.database = options.database;
    this.clock = options.clock;
  }

  private run<T>(
    tenant: PortalTenant,
    work: (db: TenantDatabase, year: Awaited<ReturnType<typeof readAcademicYear>>) => Promise<T>,
  ) {
    return inTenant(this.database, tenant.id, async (db) => work(db, await readAcademicYear(db, tenant.id)));
  }

  private today(): string {
    return schoolToday(this.clock.now());
  }

  schemes(tenant: PortalTenant, caller: Caller) {
    return this.run(tenant, (db, year) => listSchemes(db, tenant.id, year, caller.language));
  }

  createScheme(tenant: PortalTenant, caller: Caller, body: NewExamScheme) {
    return this.run(tenant, (db) => createScheme(db, tenant.id, body, caller.language, this.clock.now()));
  }

  scheme(tenant: PortalTenant, schemeId: string) {
    return this.run(tenant, (db) => readScheme(db, tenant.id, schemeId));
  }

  saveScheme(tenant: PortalTenant, schemeId: string, body: ExamSchemeSave) {
    return this.run(tenant, (db) => saveScheme(db, tenant.id, schemeId, body, this.clock.now()));
  }

  chooseClassScheme(tenant: PortalTenant, classId: string, schemeId: string) {
    return this.run(tenant, (db, year) => chooseClassScheme(db, tenant.id, classId, schemeId, year));
  }

  term(tenant: PortalTenant, classId: string, termKey: string) {
    return this.run(tenant, (db, year) => readTerm(db, tenant.id, classId, termKey, year));
  }

  saveTerm(tenant: PortalTenant, classId: string, termKey: string, body: ExamTermSave) {
    return this.run(tenant, (db, year) =>
      saveTerm(db, tenant.id, classId, termKey, body, year, this.clock.now()),
    );
  }

  sheets(tenant: PortalTenant, caller: Caller) {
    return this.run(tenant, (db, year) => mySheets(db, tenant.id, caller, year, this.today()));
  }

  sheet(tenant: PortalTenant, caller: Caller, sectionId: string, subjectId: string, termKey: string) {
    return this.run(tenant, (db, year) =>
      readSheet(db, tenant.id, caller, sectionId, subjectId, termKey, year, this.today()),
    );
  }

  saveMarks(
    tenant: PortalTenant,
    caller: Caller,
    sectionId: string,
    subjectId: string,
    termKey: string,
    body: MarksSave,
  ) {
    return this.run(tenant, async (db, year) => {
      const result = await saveMarks(
        db,
        tenant.id,
        caller,
        sectionId,
        subjectId,
        termKey,
        body.marks,
        year,
        this.clock.now(),
        this.today(),
      );
      if (result.saved.length > 0) await unproofread(db, [sectionId], year.id, termKey);
      return result;
    });
  }

  completion(tenant: PortalTenant) {
    return this.run(tenant, (db, year) => completion(db, tenant.id, year));
  }

  sectionTerm(tenant: PortalTenant, caller: Caller, sectionId: string, termKey: string) {
    return this.run(tenant, (db, year) => readSectionTerm(db, tenant.id, caller, sectionId, termKey, year));
  }

  saveSectionTerm(
    tenant: PortalTenant,
    caller: Caller,
    sectionId: string,
    termKey: string,
    body: ClassTeacherSave,
  ) {
    return this.run(tenant, (db, year) =>
      saveSectionTerm(db, tenant.id, caller, sectionId, termKey, body, year, this.clock.now()),
    );
  }

  proofread(tenant: PortalTenant, caller: Caller, sectionId: string, termKey: string) {
    return this.run(tenant, (db, year) =>
      proofread(db, tenant.id, caller, sectionId, termKey, year, this.clock.now()),
    );
  }

  publish(tenant: PortalTenant, caller: Caller, sectionId: string, termKey: string) {
    return this.run(tenant, (db, year) =>
      publishSection(db, tenant.id, caller, sectionId, termKey, year, this.clock.now()),
    );
  }

  results(tenant: PortalTenant, sectionId: string, termKey: string) {
    return this.run(tenant, (db, year) => sectionResults(db, tenant, sectionId, termKey, year));
  }

  analytics(tenant: PortalTenant, sectionId: string, termKey: string) {
    return this.run(tenant, (db, year) => sectionAnalytics(db, tenant.id, sectionId, termKey, year));
  }

  correct(tenant: PortalTenant, caller: Caller, studentId: string, termKey: string, body: ExamCorrection) {
    return this.run(tenant, (db, year) =>
      correctResult(db, tenant.id, caller, studentId, termKey, body, year, this.clock.now()),
    );
  }
}
