import Type, { type Static } from 'typebox';
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
});
export type StudentData = Static<typeof StudentData>;
