import type {
  AcademicYear,
  AcademicYearBody,
  LearningCentre,
  LearningCentreBody,
} from '@common/api/portal/academics';
import type { Clock } from '@server/clock';
import type { DatabaseHandle } from '@server/db/client';
import { academicYears, learningCentres } from '@server/db/schema';
import { inTenant, type TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { PortalTenant } from './portal-directory';
import { cleanName, conflict, isRealDate, notFound, uniquely } from './portal-rules';
import { sectionsTimetabledAt } from './timetable';

// Academic years and learning centres (docs/requirements/portal.md#academic-structure). A school
// has exactly one current year: making a year current un-makes the other in the same transaction
// (the unique index on current years would refuse two). The main centre, made at activation,
// cannot be removed. Removing a centre takes its bells with it, and the sections that followed
// them fall back to the main centre's; not while one of them has a timetable on those bells.

const YEAR_NAME_UNIQUE = 'academic_years_tenant_name_unique';
const CENTRE_NAME_UNIQUE = 'learning_centres_tenant_name_unique';

const yearColumns = {
  id: academicYears.id,
  name: academicYears.name,
  startsOn: academicYears.startsOn,
  endsOn: academicYears.endsOn,
  current: academicYears.current,
};

const centreColumns = {
  id: learningCentres.id,
  name: learningCentres.name,
  address: learningCentres.address,
  main: learningCentres.main,
};

const duplicateYear = (name: string) =>
  conflict('duplicate_name', `An academic year named ${name} already exists.`, { name });
const duplicateCentre = (name: string) =>
  conflict('duplicate_name', `A learning centre named ${name} already exists.`, { name });

export class AcademicCalendar {
  private readonly database: DatabaseHandle;
  private readonly clock: Clock;

  constructor(options: { database: DatabaseHandle; clock: Clock }) {
    this.database = options.database;
    this.clock = options.clock;
  }

  /** The newest first. */
  listYears({ id: tenantId }: PortalTenant): Promise<AcademicYear[]> {
    return inTenant(this.database, tenantId, (db) =>
      db
        .select(yearColumns)
        .from(academicYears)
        .where(eq(academicYears.tenantId, tenantId))
        .orderBy(desc(academicYears.startsOn), asc(academicYears.name)),
    );
  }

  createYear({ id: tenantId }: PortalTenant, body: AcademicYearBody): Promise<AcademicYear> {
    const year = checkedYear(body);
    return uniquely(
      YEAR_NAME_UNIQUE,
      () => duplicateYear(year.name),
      () =>
        inTenant(this.database, tenantId, async (db) => {
          await refuseDuplicateYear(db, tenantId, year.name);
          if (body.current) await clearCurrentYear(db, tenantId);
          const [row] = await db
            .insert(academicYears)
            .values({ tenantId, ...year, current: body.current === true, createdAt: this.clock.now() })
            .returning(yearColumns);
          if (!row) throw new Error('The academic year was not inserted.');
          return row;
        }),
    );
  }

  /** Name and dates are replaced; `current: true` makes it the current year, `false` is refused on the current one. */
  updateYear({ id: tenantId }: PortalTenant, id: string, body: AcademicYearBody): Promise<AcademicYear> {
    const year = checkedYear(body);
    return uniquely(
      YEAR_NAME_UNIQUE,
      () => duplicateYear(year.name),
      () =>
        inTenant(this.database, tenantId, async (db) => {
          const [existing] = await db
            .select({ current: academicYears.current })
            .from(academicYears)
            .where(and(eq(academicYears.id, id), eq(academicYears.tenantId, tenantId)))
            .for('update');
          if (!existing) throw notFound('academic year');
          await refuseDuplicateYear(db, tenantId, year.name, id);
          if (body.current === false && existing.current) {
            throw conflict('current_year_required');
          }
          if (body.current === true && !existing.current) await clearCurrentYear(db, tenantId);
          const [row] = await db
            .update(academicYears)
            .set({ ...year, ...(body.current === true ? { current: true } : {}) })
            .where(and(eq(academicYears.id, id), eq(academicYears.tenantId, tenantId)))
            .returning(yearColumns);
          if (!row) throw notFound('academic year');
          return row;
        }),
    );
  }

  /** The main centre first, then by name. */
  listCentres({ id: tenantId }: PortalTenant): Promise<LearningCentre[]> {
    return inTenant(this.database, tenantId, (db) =>
      db
        .select(centreColumns)
        .from(learningCentres)
        .where(eq(learningCentres.tenantId, tenantId))
        .orderBy(desc(learningCentres.main), asc(sql`lower(${learningCentres.name})`)),
    );
  }

  createCentre({ id: tenantId }: PortalTenant, body: LearningCentreBody): Promise<LearningCentre> {
    const name = cleanName(body.name, 'Name');
    return uniquely(
      CENTRE_NAME_UNIQUE,
      () => duplicateCentre(name),
      () =>
        inTenant(this.database, tenantId, async (db) => {
          await refuseDuplicateCentre(db, tenantId, name);
          const [row] = await db
            .insert(learningCentres)
            .values({ tenantId, name, address: body.address?.trim() ?? '', createdAt: this.clock.now() })
            .returning(centreColumns);
          if (!row) throw new Error('The learning centre was not inserted.');
          return row;
        }),
    );
  }

  /** The name is replaced; the address too when given. */
  updateCentre(
    { id: tenantId }: PortalTenant,
    id: string,
    body: LearningCentreBody,
  ): Promise<LearningCentre> {
    const name = cleanName(body.name, 'Name');
    return uniquely(
      CENTRE_NAME_UNIQUE,
      () => duplicateCentre(name),
      () =>
        inTenant(this.database, tenantId, async (db) => {
          const [existing] = await db
            .select({ id: learningCentres.id })
            .from(learningCentres)
            .where(and(eq(learningCentres.id, id), eq(learningCentres.tenantId, tenantId)));
          if (!existing) throw notFound('learning centre');
          await refuseDuplicateCentre(db, tenantId, name, id);
          const [row] = await db
            .update(learningCentres)
            .set({ name, ...(body.address === undefined ? {} : { address: body.address.trim() }) })
            .where(and(eq(learningCentres.id, id), eq(learningCentres.tenantId, tenantId)))
            .returning(centreColumns);
          if (!row) throw notFound('learning centre');
          return row;
        }),
    );
  }

  deleteCentre({ id: tenantId }: PortalTenant, id: string): Promise<void> {
    return inTenant(this.database, tenantId, async (db) => {
      const [row] = await db
        .select({ name: learningCentres.name, main: learningCentres.main })
        .from(learningCentres)
        .where(and(eq(learningCentres.id, id), eq(learningCentres.tenantId, tenantId)))
        .for('update');
      if (!row) throw notFound('learning centre');
      if (row.main) throw conflict('main_centre');
      const timetabled = await sectionsTimetabledAt(db, tenantId, id);
      if (timetabled.length > 0) {
        throw conflict('centre_in_timetable', { name: row.name, sections: timetabled.join(', ') });
      }
      await db
        .delete(learningCentres)
        .where(and(eq(learningCentres.id, id), eq(learningCentres.tenantId, tenantId)));
    });
  }
}

function checkedYear(body: AcademicYearBody) {
  const name = cleanName(body.name, 'Name');
  if (!isRealDate(body.startsOn)) throw refuse(400, 'date_invalid', { field: 'The start date' });
  if (!isRealDate(body.endsOn)) throw refuse(400, 'date_invalid', { field: 'The end date' });
  // ISO dates compare as text.
  if (body.startsOn >= body.endsOn) throw refuse(400, 'year_ends_before_start');
  return { name, startsOn: body.startsOn, endsOn: body.endsOn };
}

async function refuseDuplicateYear(db: TenantDatabase, tenantId: string, name: string, exceptId?: string) {
  const [found] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(
      and(
        eq(academicYears.tenantId, tenantId),
        sql`lower(${academicYears.name}) = lower(${name})`,
        exceptId ? ne(academicYears.id, exceptId) : undefined,
      ),
    );
  if (found) throw duplicateYear(name);
}

async function refuseDuplicateCentre(db: TenantDatabase, tenantId: string, name: string, exceptId?: string) {
  const [found] = await db
    .select({ id: learningCentres.id })
    .from(learningCentres)
    .where(
      and(
        eq(learningCentres.tenantId, tenantId),
        sql`lower(${learningCentres.name}) = lower(${name})`,
        exceptId ? ne(learningCentres.id, exceptId) : undefined,
      ),
    );
  if (found) throw duplicateCentre(name);
}

async function clearCurrentYear(db: TenantDatabase, tenantId: string) {
  await db
    .update(academicYears)
    .set({ current: false })
    .where(and(eq(academicYears.tenantId, tenantId), eq(academicYears.current, true)));
}
