import type {
  BellDay,
  BellDayBody,
  BellSchedule,
  CopyBellsBody,
  FillBody,
  FillResult,
  RepeatBody,
  RepeatResult,
  SectionStaffing,
  SectionWeek,
  SlotBody,
  StaffingBody,
  TimetableEntry,
  Week,
} from '@common/api/portal/timetable';
import { clockTime } from '@common/school-clock';
import type { DatabaseHandle } from '@server/db/client';
import {
  bellPeriods,
  classSections,
  employees,
  learningCentres,
  portalMembers,
  tenantClasses,
  tenantSubjects,
  timetableEntries,
} from '@server/db/schema';
import { inTenant, type TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type CheckedPeriod, checkBellDay, overlaps } from './bell-times';
import type { Caller } from './caller';
import { classOrder } from './class-structure';
import type { PortalTenant } from './portal-directory';
import { badField, conflict, notFound } from './portal-rules';
import { minutesOf } from './school-day';
import { planFill } from './timetable-fill';

// The bell schedule and the sections' timetables (docs/requirements/school-day.md#timetable).
// A section follows the bells of its centre (the main centre when it names none); an entry is a
// section's subject and teacher in one period of one weekday, its times those of the section's
// bells. Setting a slot locks the section (against a change of centre), its centre's bells
// (against their replacement) and the teacher's employee row, so two requests booking one
// teacher at once are checked one after the other and cannot both succeed.

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

interface SectionRow {
  id: string;
  name: string;
  classId: string;
  className: string;
  centreId: string | null;
  classTeacherId: string | null;
}

export class Timetables {
  private readonly database: DatabaseHandle;

  constructor(options: { database: DatabaseHandle }) {
    this.database = options.database;
  }

  /** The centre's periods on every weekday (an empty day has none). */
  bellSchedule({ id: tenantId }: PortalTenant, centreId: string): Promise<BellSchedule> {
    return inTenant(this.database, tenantId, async (db) => {
      await this.centre(db, tenantId, centreId);
      return { centreId, days: await this.bells(db, tenantId, centreId) };
    });
  }

  /** Replaces one weekday's periods; a period a timetable entry uses cannot go (409 naming the sections). */
  replaceBellDay(
    { id: tenantId }: PortalTenant,
    centreId: string,
    weekday: number,
    body: BellDayBody,
  ): Promise<BellDay> {
    const periods = checkBellDay(body);
    if (typeof periods === 'string') throw badField(periods);
    return inTenant(this.database, tenantId, async (db) => {
      const centre = await this.centre(db, tenantId, centreId, 'update');
      await this.writeBellDay(db, tenantId, centre, weekday, periods);
      const [day] = (await this.bells(db, tenantId, centreId)).filter(
        (candidate) => candidate.weekday === weekday,
      );
      return day ?? { weekday, periods: [] };
    });
  }

  /**
   * Gives each of `toWeekdays` the periods of `fromWeekday` (none: empties them), in one transaction: when one target
   * day would lose a period a timetable uses, no day changes (409 `period_in_use` naming it).
   */
  copyBellDay({ id: tenantId }: PortalTenant, centreId: string, body: CopyBellsBody): Promise<BellSchedule> {
    const targets = body.toWeekdays.filter((weekday) => weekday !== body.fromWeekday);
    if (targets.length === 0) throw badField('Choose at least one other day to copy the periods to.');
    return inTenant(this.database, tenantId, async (db) => {
      const centre = await this.centre(db, tenantId, centreId, 'update');
      const source = (await this.bells(db, tenantId, centreId)).find(
        (day) => day.weekday === body.fromWeekday,
      );
      // An empty source day empties the targets: they are the same as it.
      const periods = (source?.periods ?? []).map((period) => ({
        ...period,
        startsAt: minutesOf(period.startsAt),
        endsAt: minutesOf(period.endsAt),
      }));
      for (const weekday of [...targets].sort((a, b) => a - b)) {
        await this.writeBellDay(db, tenantId, centre, weekday, periods);
      }
      return { centreId, days: await this.bells(db, tenantId, centreId) };
    });
  }

  /** Replaces a weekday's periods of a locked centre; 409 when a period a timetable uses would go. */
  private async writeBellDay(
    db: TenantDatabase,
    tenantId: string,
    centre: { id: string; main: boolean },
    weekday: number,
    periods: readonly CheckedPeriod[],
  ): Promise<void> {
    const centreId = centre.id;
    const kept = new Set(periods.filter((period) => period.teaching).map((period) => period.number));
    const used = await db
      .select({ period: timetableEntries.period, section: sectionName })
      .from(timetableEntries)
      .innerJoin(classSections, eq(classSections.id, timetableEntries.sectionId))
      .innerJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
      .where(
        and(
          eq(timetableEntries.tenantId, tenantId),
          eq(timetableEntries.weekday, weekday),
          followsCentre(centreId, centre.main),
        ),
      )
      .orderBy(asc(timetableEntries.period), ...classOrder, asc(classSections.name));
    const lost = used.filter((entry) => !kept.has(entry.period));
    if (lost.length > 0) {
      const numbers = [...new Set(lost.map((entry) => entry.period))];
      const sections = [...new Set(lost.map((entry) => entry.section))].join(', ');
      throw conflict('period_in_use', { weekday, periods: numbers.join(', '), sections });
    }
    await db
      .delete(bellPeriods)
      .where(
        and(
          eq(bellPeriods.tenantId, tenantId),
          eq(bellPeriods.centreId, centreId),
          eq(bellPeriods.weekday, weekday),
        ),
      );
    if (periods.length > 0) {
      await db
        .insert(bellPeriods)
        .values(periods.map((period) => ({ ...period, tenantId, centreId, weekday })));
    }
  }

  /** The centre a section follows and its class teacher, with the names to show. */
  staffing({ id: tenantId }: PortalTenant, sectionId: string): Promise<SectionStaffing> {
    return inTenant(this.database, tenantId, async (db) => this.staffingOf(db, tenantId, sectionId));
  }

  changeStaffing(
    { id: tenantId }: PortalTenant,
    sectionId: string,
    body: StaffingBody,
  ): Promise<SectionStaffing> {
    return inTenant(this.database, tenantId, async (db) => {
      const section = await this.section(db, tenantId, sectionId, 'update');
      const changes: { centreId?: string | null; classTeacherId?: string | null } = {};
      if (body.centreId !== undefined) {
        const centre = await this.centreOrBad(db, tenantId, body.centreId);
        const target = centre.main ? null : centre.id;
        const current = section.centreId ?? (await this.mainCentreId(db, tenantId));
        if (centre.id !== current) {
          const [entry] = await db
            .select({ id: timetableEntries.id })
            .from(timetableEntries)
            .where(and(eq(timetableEntries.tenantId, tenantId), eq(timetableEntries.sectionId, sectionId)))
            .limit(1);
          if (entry) {
            throw conflict('section_has_timetable', { className: section.className, name: section.name });
          }
        }
        changes.centreId = target;
      }
      if (body.classTeacherId !== undefined) {
        if (body.classTeacherId !== null) await this.employeeOrBad(db, tenantId, body.classTeacherId);
        changes.classTeacherId = body.classTeacherId;
      }
      if (Object.keys(changes).length > 0) {
        await db
          .update(classSections)
          .set(changes)
          .where(and(eq(classSections.id, sectionId), eq(classSections.tenantId, tenantId)));
      }
      return this.staffingOf(db, tenantId, sectionId);
    });
  }

  /** The section's week on its centre's bells, with its staffing. */
  sectionWeek({ id: tenantId }: PortalTenant, sectionId: string): Promise<SectionWeek> {
    return inTenant(this.database, tenantId, async (db) => {
      const section = await this.staffingOf(db, tenantId, sectionId);
      const days = await this.bells(db, tenantId, section.centreId);
      const entries = await this.entries(db, tenantId, eq(timetableEntries.sectionId, sectionId));
      return { days, entries, section };
    });
  }

  /** A teacher's week: their entries in every section, each on its own section's bells. */
  teacherWeek({ id: tenantId }: PortalTenant, employeeId: string): Promise<Week> {
    return inTenant(this.database, tenantId, async (db) => {
      const [employee] = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.id, employeeId), eq(employees.tenantId, tenantId)));
      if (!employee) throw notFound('employee');
      return this.weekOf(db, tenantId, employeeId);
    });
  }

  /** The signed-in member's own week, as the employee they are; empty for a member who is none. */
  memberWeek({ id: tenantId }: PortalTenant, { memberId }: Caller): Promise<Week> {
    return inTenant(this.database, tenantId, async (db) => {
      const [member] = await db
        .select({ employeeId: employees.id })
        .from(portalMembers)
        .innerJoin(
          employees,
          and(eq(employees.id, portalMembers.employeeId), eq(employees.tenantId, tenantId)),
        )
        .where(and(eq(portalMembers.id, memberId), eq(portalMembers.tenantId, tenantId)));
      if (!member) return { days: await this.bells(db, tenantId, null), entries: [] };
      return this.weekOf(db, tenantId, member.employeeId);
    });
  }

  /** Sets a slot's subject and teacher; 400 for what cannot be timetabled, 409 `timetable_clash`. */
  setSlot(
    { id: tenantId }: PortalTenant,
    sectionId: string,
    weekday: number,
    period: number,
    body: SlotBody,
  ): Promise<TimetableEntry> {
    return inTenant(this.database, tenantId, async (db) => {
      const { section, centreId } = await this.lockedSection(db, tenantId, sectionId);
      const [subject] = await db
        .select({ id: tenantSubjects.id })
        .from(tenantSubjects)
        .where(
          and(
            eq(tenantSubjects.id, body.subjectId),
            eq(tenantSubjects.tenantId, tenantId),
            eq(tenantSubjects.classId, section.classId),
          ),
        );
      if (!subject) throw refuse(400, 'subject_not_of_class', { className: section.className });
      const [bell] = await db
        .select({
          startsAt: bellPeriods.startsAt,
          endsAt: bellPeriods.endsAt,
          teaching: bellPeriods.teaching,
        })
        .from(bellPeriods)
        .where(
          and(
            eq(bellPeriods.tenantId, tenantId),
            eq(bellPeriods.centreId, centreId),
            eq(bellPeriods.weekday, weekday),
            eq(bellPeriods.number, period),
          ),
        );
      if (!bell) throw refuse(400, 'no_such_period', { period, weekday });
      if (!bell.teaching) {
        throw refuse(400, 'not_teaching_period', { period, weekday });
      }
      if (body.teacherId !== null) {
        const teacher = await this.employeeOrBad(db, tenantId, body.teacherId, 'update');
        await this.refuseClash(db, tenantId, {
          teacherId: teacher.id,
          teacherName: teacher.name,
          sectionId,
          weekday,
          startsAt: bell.startsAt,
          endsAt: bell.endsAt,
        });
      }
      await this.upsertEntry(db, tenantId, sectionId, weekday, period, body.subjectId, body.teacherId);
      const [entry] = await this.entries(
        db,
        tenantId,
        and(
          eq(timetableEntries.sectionId, sectionId),
          eq(timetableEntries.weekday, weekday),
          eq(timetableEntries.period, period),
        ),
      );
      if (!entry) throw new Error('The timetable entry was not written.');
      return entry;
    });
  }

  /** Empties a slot (already empty: nothing to do). */
  clearSlot(
    { id: tenantId }: PortalTenant,
    sectionId: string,
    weekday: number,
    period: number,
  ): Promise<void> {
    return inTenant(this.database, tenantId, async (db) => {
      await this.section(db, tenantId, sectionId);
      await db
        .delete(timetableEntries)
        .where(
          and(
            eq(timetableEntries.tenantId, tenantId),
            eq(timetableEntries.sectionId, sectionId),
            eq(timetableEntries.weekday, weekday),
            eq(timetableEntries.period, period),
          ),
        );
    });
  }

  /** The section, locked with its centre's bells (as `setSlot` says why), and that centre. */
  private async lockedSection(db: TenantDatabase, tenantId: string, sectionId: string) {
    const seen = await this.section(db, tenantId, sectionId);
    const centreId = seen.centreId ?? (await this.mainCentreId(db, tenantId));
    // Held until commit: the bells cannot be replaced, nor the section moved, under the entries
    // being written. The centre first, then the section, as removing a centre takes them.
    await db
      .select({ id: learningCentres.id })
      .from(learningCentres)
      .where(and(eq(learningCentres.id, centreId), eq(learningCentres.tenantId, tenantId)))
      .for('share');
    const section = await this.section(db, tenantId, sectionId, 'share');
    if (section.centreId !== seen.centreId) throw conflict('section_moved');
    return { section, centreId };
  }

  /**
   * Repeats a filled slot's subject and teacher in the same period on `weekdays` (replacing what is
   * there); a day without that teaching period, or where the teacher is elsewhere then, is skipped
   * and answered. 404 for an empty slot.
   */
  repeatSlot(
    { id: tenantId }: PortalTenant,
    sectionId: string,
    weekday: number,
    period: number,
    body: RepeatBody,
  ): Promise<RepeatResult> {
    return inTenant(this.database, tenantId, async (db) => {
      const { section, centreId } = await this.lockedSection(db, tenantId, sectionId);
      const [source] = await db
        .select({ subjectId: timetableEntries.subjectId, teacherId: timetableEntries.teacherId })
        .from(timetableEntries)
        .where(
          and(
            eq(timetableEntries.tenantId, tenantId),
            eq(timetableEntries.sectionId, sectionId),
            eq(timetableEntries.weekday, weekday),
            eq(timetableEntries.period, period),
          ),
        );
      if (!source) throw notFound('timetable entry');
      const teacher = source.teacherId
        ? await this.employeeOrBad(db, tenantId, source.teacherId, 'update')
        : null;
      const bells = await this.bellRows(db, tenantId, centreId);
      const written: number[] = [];
      const skipped: RepeatResult['skipped'] = [];
      for (const day of [...new Set(body.weekdays)].filter((one) => one !== weekday).sort((a, b) => a - b)) {
        const bell = bells.find((one) => one.weekday === day && one.number === period);
        if (!bell?.teaching) {
          skipped.push({ weekday: day, reason: bell ? 'break' : 'no_period' });
          continue;
        }
        if (teacher) {
          const clash = await this.findClash(db, tenantId, teacher.id, section.id, { ...bell, weekday: day });
          if (clash) {
            skipped.push({ weekday: day, reason: 'clash' });
            continue;
          }
        }
        await this.upsertEntry(db, tenantId, sectionId, day, period, source.subjectId, source.teacherId);
        written.push(day);
      }
      const entries = written.length
        ? await this.entries(
            db,
            tenantId,
            and(
              eq(timetableEntries.sectionId, sectionId),
              eq(timetableEntries.period, period),
              inArray(timetableEntries.weekday, written),
            ),
          )
        : [];
      return { entries: entries.map(({ centreId: _centre, ...entry }) => entry), skipped };
    });
  }

  /**
   * Fills the section's empty teaching periods from its allocation (./timetable-fill.ts); with
   * `apply: false` answers what would be placed and writes nothing. 400 for a subject not of the
   * section's class or named twice, or a teacher not of the school.
   */
  fillWeek({ id: tenantId }: PortalTenant, sectionId: string, body: FillBody): Promise<FillResult> {
    const subjectIds = body.allocations.map((row) => row.subjectId);
    if (new Set(subjectIds).size !== subjectIds.length) {
      throw badField('Each subject appears once in the allocation.');
    }
    return inTenant(this.database, tenantId, async (db) => {
      const { section, centreId } = await this.lockedSection(db, tenantId, sectionId);
      const subjects = await db
        .select({ id: tenantSubjects.id, name: tenantSubjects.name })
        .from(tenantSubjects)
        .where(
          and(
            eq(tenantSubjects.tenantId, tenantId),
            eq(tenantSubjects.classId, section.classId),
            inArray(tenantSubjects.id, subjectIds),
          ),
        );
      if (subjects.length !== subjectIds.length) {
        throw badField(`A subject of the allocation is not one of ${section.className}'s.`);
      }
      const subjectName = new Map(subjects.map((one) => [one.id, one.name]));
      // Locked in one order, so two fills naming the same teachers wait for each other.
      const teacherIds = [
        ...new Set(body.allocations.flatMap((row) => (row.teacherId ? [row.teacherId] : []))),
      ].sort();
      const teacherName = new Map<string, string>();
      for (const id of teacherIds) {
        teacherName.set(id, (await this.employeeOrBad(db, tenantId, id, 'update')).name);
      }
      const bells = (await this.bellRows(db, tenantId, centreId)).filter((bell) => bell.teaching);
      const existing = await db
        .select({
          weekday: timetableEntries.weekday,
          period: timetableEntries.period,
          subjectId: timetableEntries.subjectId,
        })
        .from(timetableEntries)
        .where(and(eq(timetableEntries.tenantId, tenantId), eq(timetableEntries.sectionId, sectionId)));
      const free = bells
        .filter((bell) => !existing.some((one) => one.weekday === bell.weekday && one.period === bell.number))
        .map((bell) => ({ ...bell, period: bell.number }));
      const busy = new Map<string, { weekday: number; startsAt: number; endsAt: number }[]>();
      if (teacherIds.length) {
        const elsewhere = await this.entries(
          db,
          tenantId,
          and(inArray(timetableEntries.teacherId, teacherIds), ne(timetableEntries.sectionId, sectionId)),
        );
        for (const entry of elsewhere) {
          const id = entry.teacherId ?? '';
          busy.set(id, [
            ...(busy.get(id) ?? []),
            { weekday: entry.weekday, startsAt: minutesOf(entry.startsAt), endsAt: minutesOf(entry.endsAt) },
          ]);
        }
      }
      const plan = planFill({ free, existing, busy, demands: body.allocations });
      if (body.apply && plan.placements.length > 0) {
        await db
          .insert(timetableEntries)
          .values(plan.placements.map((one) => ({ ...one, tenantId, sectionId, updatedAt: new Date() })));
      }
      const name = `${section.className} ${section.name}`;
      return {
        placed: plan.placements.map((one) => {
          const bell = free.find((slot) => slot.weekday === one.weekday && slot.period === one.period);
          return {
            ...one,
            startsAt: clockTime(bell?.startsAt ?? 0),
            endsAt: clockTime(bell?.endsAt ?? 0),
            sectionId,
            sectionName: name,
            subjectName: subjectName.get(one.subjectId) ?? '',
            teacherName: one.teacherId ? (teacherName.get(one.teacherId) ?? null) : null,
          };
        }),
        unplaced: plan.unplaced.map((one) => ({ ...one, subjectName: subjectName.get(one.subjectId) ?? '' })),
      };
    });
  }

  private async upsertEntry(
    db: TenantDatabase,
    tenantId: string,
    sectionId: string,
    weekday: number,
    period: number,
    subjectId: string,
    teacherId: string | null,
  ): Promise<void> {
    await db
      .insert(timetableEntries)
      .values({ tenantId, sectionId, weekday, period, subjectId, teacherId, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: [timetableEntries.sectionId, timetableEntries.weekday, timetableEntries.period],
        set: { subjectId, teacherId, updatedAt: new Date() },
      });
  }

  /** The teacher's entry in another section at a time overlapping [startsAt, endsAt) that weekday. */
  private async findClash(
    db: TenantDatabase,
    tenantId: string,
    teacherId: string,
    sectionId: string,
    slot: { weekday: number; startsAt: number; endsAt: number },
  ): Promise<TimetableEntry | undefined> {
    const others = await this.entries(
      db,
      tenantId,
      and(
        eq(timetableEntries.teacherId, teacherId),
        eq(timetableEntries.weekday, slot.weekday),
        ne(timetableEntries.sectionId, sectionId),
      ),
    );
    return others.find((other) =>
      overlaps(slot.startsAt, slot.endsAt, minutesOf(other.startsAt), minutesOf(other.endsAt)),
    );
  }

  /** 409 when the teacher is in another section at a time overlapping [startsAt, endsAt) that weekday. */
  private async refuseClash(
    db: TenantDatabase,
    tenantId: string,
    slot: {
      teacherId: string;
      teacherName: string;
      sectionId: string;
      weekday: number;
      startsAt: number;
      endsAt: number;
    },
  ): Promise<void> {
    const clash = await this.findClash(db, tenantId, slot.teacherId, slot.sectionId, slot);
    if (!clash) return;
    throw refuse(409, 'timetable_clash', {
      teacherName: slot.teacherName,
      sectionName: clash.sectionName,
      weekday: clash.weekday,
      period: clash.period,
      startsAt: clash.startsAt,
      endsAt: clash.endsAt,
    }).withDetails({ sectionName: clash.sectionName, weekday: clash.weekday, period: clash.period });
  }

  private async weekOf(db: TenantDatabase, tenantId: string, employeeId: string): Promise<Week> {
    const entries = await this.entries(db, tenantId, eq(timetableEntries.teacherId, employeeId));
    // The days shown are the bells of the centre most of the teacher's periods follow.
    const centres = new Map<string | null, number>();
    for (const entry of entries) centres.set(entry.centreId, (centres.get(entry.centreId) ?? 0) + 1);
    const [centreId] = [...centres.entries()].sort((a, b) => b[1] - a[1])[0] ?? [null];
    return {
      days: await this.bells(db, tenantId, centreId ?? null),
      entries: entries.map(({ centreId: _centre, ...entry }) => entry),
    };
  }

  /**
   * Entries matching `where`, with their section's bell times, by weekday, time and section. An
   * entry whose period its section's bells do not ring is left out (the rules keep that from
   * happening: a used period, a timetabled section's centre and that centre stay).
   */
  private async entries(
    db: TenantDatabase,
    tenantId: string,
    where: ReturnType<typeof and>,
  ): Promise<(TimetableEntry & { centreId: string })[]> {
    const mainId = await this.mainCentreId(db, tenantId);
    const centre = sql<string>`coalesce(${classSections.centreId}, ${mainId}::uuid)`;
    const rows = await db
      .select({
        weekday: timetableEntries.weekday,
        period: timetableEntries.period,
        startsAt: bellPeriods.startsAt,
        endsAt: bellPeriods.endsAt,
        sectionId: timetableEntries.sectionId,
        sectionName,
        subjectId: timetableEntries.subjectId,
        subjectName: tenantSubjects.name,
        teacherId: timetableEntries.teacherId,
        teacherName: employees.name,
        centreId: centre,
      })
      .from(timetableEntries)
      .innerJoin(classSections, eq(classSections.id, timetableEntries.sectionId))
      .innerJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
      .innerJoin(tenantSubjects, eq(tenantSubjects.id, timetableEntries.subjectId))
      .innerJoin(
        bellPeriods,
        and(
          eq(bellPeriods.centreId, centre),
          eq(bellPeriods.weekday, timetableEntries.weekday),
          eq(bellPeriods.number, timetableEntries.period),
        ),
      )
      .leftJoin(employees, eq(employees.id, timetableEntries.teacherId))
      .where(and(eq(timetableEntries.tenantId, tenantId), where))
      .orderBy(
        asc(timetableEntries.weekday),
        asc(bellPeriods.startsAt),
        ...classOrder,
        asc(classSections.name),
      );
    return rows.map((row) => ({
      ...row,
      startsAt: clockTime(row.startsAt),
      endsAt: clockTime(row.endsAt),
      teacherName: row.teacherName ?? null,
    }));
  }

  /** Every weekday's periods of `centreId` (null: the main centre). */
  private async bells(db: TenantDatabase, tenantId: string, centreId: string | null): Promise<BellDay[]> {
    const id = centreId ?? (await this.mainCentreId(db, tenantId));
    const rows = await db
      .select()
      .from(bellPeriods)
      .where(and(eq(bellPeriods.tenantId, tenantId), eq(bellPeriods.centreId, id)))
      .orderBy(asc(bellPeriods.weekday), asc(bellPeriods.number));
    return WEEKDAYS.map((weekday) => ({
      weekday,
      periods: rows
        .filter((row) => row.weekday === weekday)
        .map((row) => ({
          number: row.number,
          startsAt: clockTime(row.startsAt),
          endsAt: clockTime(row.endsAt),
          label: row.label,
          teaching: row.teaching,
        })),
    }));
  }

  /** The centre's bells as stored (times in minutes), every weekday. */
  private bellRows(db: TenantDatabase, tenantId: string, centreId: string) {
    return db
      .select({
        weekday: bellPeriods.weekday,
        number: bellPeriods.number,
        startsAt: bellPeriods.startsAt,
        endsAt: bellPeriods.endsAt,
        teaching: bellPeriods.teaching,
      })
      .from(bellPeriods)
      .where(and(eq(bellPeriods.tenantId, tenantId), eq(bellPeriods.centreId, centreId)))
      .orderBy(asc(bellPeriods.weekday), asc(bellPeriods.number));
  }

  private async mainCentreId(db: TenantDatabase, tenantId: string): Promise<string> {
    const [main] = await db
      .select({ id: learningCentres.id })
      .from(learningCentres)
      .where(and(eq(learningCentres.tenantId, tenantId), eq(learningCentres.main, true)));
    if (!main) throw new Error('The school has no main learning centre.');
    return main.id;
  }

  private async centre(db: TenantDatabase, tenantId: string, centreId: string, lock?: 'update') {
    const query = db
      .select({ id: learningCentres.id, name: learningCentres.name, main: learningCentres.main })
      .from(learningCentres)
      .where(and(eq(learningCentres.id, centreId), eq(learningCentres.tenantId, tenantId)));
    const [row] = lock ? await query.for(lock) : await query;
    if (!row) throw notFound('learning centre');
    return row;
  }

  /** A centre named in a body: another school's is a bad field, not a missing record. */
  private async centreOrBad(db: TenantDatabase, tenantId: string, centreId: string) {
    try {
      return await this.centre(db, tenantId, centreId);
    } catch {
      throw refuse(400, 'centre_not_of_school');
    }
  }

  private async employeeOrBad(db: TenantDatabase, tenantId: string, employeeId: string, lock?: 'update') {
    const query = db
      .select({ id: employees.id, name: employees.name })
      .from(employees)
      .where(and(eq(employees.id, employeeId), eq(employees.tenantId, tenantId)));
    const [row] = lock ? await query.for(lock) : await query;
    if (!row) throw refuse(400, 'teacher_not_employee');
    return row;
  }

  private async section(
    db: TenantDatabase,
    tenantId: string,
    sectionId: string,
    lock?: 'update' | 'share',
  ): Promise<SectionRow> {
    const query = db
      .select({
        id: classSections.id,
        name: classSections.name,
        classId: classSections.classId,
        className: tenantClasses.name,
        centreId: classSections.centreId,
        classTeacherId: classSections.classTeacherId,
      })
      .from(classSections)
      .innerJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
      .where(and(eq(classSections.id, sectionId), eq(classSections.tenantId, tenantId)));
    const [row] = lock ? await query.for(lock, { of: classSections }) : await query;
    if (!row) throw notFound('section');
    return row;
  }

  private async staffingOf(
    db: TenantDatabase,
    tenantId: string,
    sectionId: string,
  ): Promise<SectionStaffing> {
    const section = await this.section(db, tenantId, sectionId);
    const centreId = section.centreId ?? (await this.mainCentreId(db, tenantId));
    const [centre] = await db
      .select({ name: learningCentres.name })
      .from(learningCentres)
      .where(and(eq(learningCentres.id, centreId), eq(learningCentres.tenantId, tenantId)));
    const [teacher] = section.classTeacherId
      ? await db
          .select({ name: employees.name })
          .from(employees)
          .where(and(eq(employees.id, section.classTeacherId), eq(employees.tenantId, tenantId)))
      : [];
    return {
      id: section.id,
      name: `${section.className} ${section.name}`,
      centreId,
      centreName: centre?.name ?? '',
      classTeacherId: section.classTeacherId,
      classTeacherName: teacher?.name ?? null,
    };
  }
}

/** The sections (by name) that follow a centre other than the main one and have a timetable on its bells. */
export async function sectionsTimetabledAt(
  db: TenantDatabase,
  tenantId: string,
  centreId: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({
      name: sectionName,
      position: tenantClasses.position,
      grade: tenantClasses.grade,
      className: tenantClasses.name,
      section: classSections.name,
    })
    .from(timetableEntries)
    .innerJoin(classSections, eq(classSections.id, timetableEntries.sectionId))
    .innerJoin(tenantClasses, eq(tenantClasses.id, classSections.classId))
    .where(and(eq(timetableEntries.tenantId, tenantId), eq(classSections.centreId, centreId)))
    .orderBy(...classOrder, asc(classSections.name));
  return rows.map((row) => row.name);
}

/** "Class 7 B". */
const sectionName = sql<string>`${tenantClasses.name} || ' ' || ${classSections.name}`;

/** The sections that follow this centre's bells (the main centre's: also those naming none). */
function followsCentre(centreId: string, main: boolean) {
  return main
    ? sql`coalesce(${classSections.centreId}, ${centreId}::uuid) = ${centreId}::uuid`
    : eq(classSections.centreId, centreId);
}
