import type { Register } from '@common/api/portal/attendance';
import { attendanceMarks, students } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { asc, eq } from 'drizzle-orm';
import type { CsvCell } from '../csv-export';
import { daySessions, monthRange } from './day-sessions';
import { findSection, sectionStudents } from './sections';

// A section's monthly register (docs/requirements/school-day.md#attendance): the days marks were
// taken by the students, with totals. Students who left or moved during the month keep their
// marks on it; students on the roll with no mark yet have empty days.

const LETTER = { present: 'P', absent: 'A', late: 'L' } as const;

export async function readRegister(
  db: TenantDatabase,
  tenantId: string,
  sectionId: string,
  month: string,
): Promise<Register> {
  const section = await findSection(db, tenantId, sectionId);
  const days = daySessions(db, tenantId, { ...monthRange(month), sectionId });
  const rows = await db
    .with(days)
    .select({
      date: days.date,
      studentId: attendanceMarks.studentId,
      mark: attendanceMarks.mark,
      name: students.name,
      rollNumber: students.rollNumber,
    })
    .from(days)
    .leftJoin(attendanceMarks, eq(attendanceMarks.sessionId, days.id))
    .leftJoin(students, eq(students.id, attendanceMarks.studentId))
    .orderBy(asc(days.date));
  const roll = await sectionStudents(db, tenantId, sectionId);

  const dayList = [...new Set(rows.map((row) => row.date))];
  const dayIndex = new Map(dayList.map((day, index) => [day, index]));
  const byStudent = new Map<string, Register['students'][number]>();
  const blank = (id: string, name: string, rollNumber: number | null) => ({
    id,
    name,
    rollNumber,
    marks: dayList.map(() => null) as Register['students'][number]['marks'],
    present: 0,
    absent: 0,
    late: 0,
    percentage: null as number | null,
  });
  for (const student of roll) byStudent.set(student.id, blank(student.id, student.name, student.rollNumber));
  const totals = dayList.map(() => ({ present: 0, absent: 0 }));
  for (const row of rows) {
    if (!row.studentId || !row.mark) continue;
    let entry = byStudent.get(row.studentId);
    if (!entry) {
      entry = blank(row.studentId, row.name ?? '', row.rollNumber);
      byStudent.set(row.studentId, entry);
    }
    const index = dayIndex.get(row.date) ?? 0;
    entry.marks[index] = LETTER[row.mark];
    entry[row.mark] += 1;
    const total = totals[index];
    if (total) total[row.mark === 'absent' ? 'absent' : 'present'] += 1;
  }
  const list = [...byStudent.values()].sort(
    (a, b) =>
      (a.rollNumber ?? Number.MAX_SAFE_INTEGER) - (b.rollNumber ?? Number.MAX_SAFE_INTEGER) ||
      a.name.localeCompare(b.name),
  );
  for (const entry of list) {
    const marked = entry.present + entry.absent + entry.late;
    entry.percentage = marked === 0 ? null : Math.round(((entry.present + entry.late) * 1000) / marked) / 10;
  }
  return { sectionId, sectionName: section.name, month, days: dayList, students: list, totals };
}

/** The register as CSV rows: a header, a row per student, a row of daily totals. */
export function registerRows(register: Register): CsvCell[][] {
  const header = [
    'Roll',
    'Student',
    ...register.days.map((day) => day.slice(8)),
    'Present',
    'Absent',
    'Late',
    '%',
  ];
  const body = register.students.map((student) => [
    student.rollNumber,
    student.name,
    ...student.marks,
    student.present,
    student.absent,
    student.late,
    student.percentage,
  ]);
  const totals = [
    '',
    'Present / absent',
    ...register.totals.map((total) => `${total.present}/${total.absent}`),
    '',
    '',
    '',
    '',
  ];
  return [header, ...body, totals];
}
