import Type, { type Static } from 'typebox';
import { Id, IsoDate } from './common';

// Who a school's absence alerts reach (docs/requirements/school-day.md#absence-alerts): what a
// submission tells its teacher, each alert's delivery state on the student's page, and how many
// active students no alert can reach, for the owner's home.
//
// Routes (under /prod/v1/portal):
//   GET /students/:id/alerts     the alerts about a student, newest first (students.view)
//   GET /students/alert-reach    the active students no alert reaches, by reason (students.view)
//   GET /students?reach=unreachable|<reason>   the list of those students (students.view)

/** Why a guardian is not told: no current consent to guardian messages, no address, not confirmed yet, declined. */
export const ALERT_REASONS = ['no_consent', 'no_contact', 'unconfirmed', 'declined'] as const;
export type AlertReason = (typeof ALERT_REASONS)[number];
export const AlertReasonSchema = Type.Enum(ALERT_REASONS);

/**
 * An alert's delivery: queued, sent or failed by its job; held while the guardian has not confirmed
 * the address; expired when confirmed too late for the day; stopped when the guardian declined;
 * not_sent when it could not go at all (its reason says why).
 */
export const ALERT_STATES = ['queued', 'sent', 'failed', 'held', 'expired', 'stopped', 'not_sent'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** A student of the submission whose guardians none are told, and why. */
export const NotTold = Type.Object({
  studentId: Id,
  studentName: Type.String(),
  reason: AlertReasonSchema,
});
export type NotTold = Static<typeof NotTold>;

/** What a submission's absence alerts did: guardians told (queued to a confirmed address), students not reached. */
export const AlertOutcome = Type.Object({
  told: Type.Integer({ minimum: 0 }),
  notTold: Type.Array(NotTold),
});
export type AlertOutcome = Static<typeof AlertOutcome>;

export const StudentAlert = Type.Object({
  id: Id,
  date: IsoDate,
  kind: Type.Enum(['absent', 'correction'] as const),
  channel: Type.String(),
  state: Type.Enum(ALERT_STATES),
  reason: Type.Union([AlertReasonSchema, Type.Null()]),
  guardianName: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type StudentAlert = Static<typeof StudentAlert>;

export const StudentAlertList = Type.Object({ alerts: Type.Array(StudentAlert) });
export type StudentAlertList = Static<typeof StudentAlertList>;

/** The active students no absence alert reaches, and why (each student counted once, by the first reason that holds). */
export const ReachSummary = Type.Object({
  active: Type.Integer({ minimum: 0 }),
  unreachable: Type.Integer({ minimum: 0 }),
  reasons: Type.Object({
    no_consent: Type.Integer({ minimum: 0 }),
    no_contact: Type.Integer({ minimum: 0 }),
    unconfirmed: Type.Integer({ minimum: 0 }),
    declined: Type.Integer({ minimum: 0 }),
  }),
});
export type ReachSummary = Static<typeof ReachSummary>;
