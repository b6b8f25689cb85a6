import Type, { type Static } from 'typebox';
import { StudentAlert } from './alerts';
import { AuditEntry } from './audit';
import { Student } from './students';

/**
 * A data request's answer (`GET /students/{id}/data.json`, docs/requirements/students.md): everything
 * the school holds about the student, with every audit entry about them (the export that produced
 * it included).
 */
export const StudentData = Type.Object({
  exportedAt: Type.String({ format: 'date-time' }),
  student: Student,
  auditLog: Type.Array(AuditEntry),
  /** The child's days: a day's mark is the daily mark, or in period mode the day's first period's. */
  attendance: Type.Object({
    present: Type.Integer({ minimum: 0 }),
    absent: Type.Integer({ minimum: 0 }),
    late: Type.Integer({ minimum: 0 }),
    /** The days not present, oldest first. */
    missed: Type.Array(Type.Object({ date: Type.String(), mark: Type.Enum(['absent', 'late'] as const) })),
  }),
  /** The messages the school sent (or could not send) the guardians about the child, newest first. */
  messages: Type.Array(StudentAlert),
});
export type StudentData = Static<typeof StudentData>;
