import Type, { type Static } from 'typebox';
import { Text } from '../text';
import { Id, IsoDate, PortalName } from './common';
import { Paise } from './fees';

// Concessions are rules (docs/requirements/fees.md#concessions-are-rules): a school names a rule
// once (a kind, a percentage or a fixed amount, the heads it reduces) and grants it to students;
// the sibling rule needs no grant, it applies itself to the second and later child of a family.
//
// Routes (under /prod/v1/portal):
//   GET  /fees/concession-rules                               (fees.view)
//   POST /fees/concession-rules  ConcessionRuleInput          (fees.concession)
//   PUT  /fees/concession-rules/:id  ConcessionRuleInput      (fees.concession)
//   GET  /fees/students/:id/concessions                       (fees.view)
//   POST /fees/concessions  ConcessionGrant                   (fees.concession); 400 for a missing
//        reason or approver where the kind needs one, 409 concession_automatic for the sibling rule
//   POST /fees/concessions/:id/end  ConcessionEnd             (fees.concession)

export const CONCESSION_KINDS = ['sibling', 'staff_ward', 'rte', 'scholarship', 'hardship'] as const;
export type ConcessionKind = (typeof CONCESSION_KINDS)[number];

/** Kinds granted only with a reason and the name of who approved it. */
export const CONCESSION_NEEDS_APPROVAL: readonly ConcessionKind[] = ['scholarship', 'hardship'];

export const CONCESSION_MODES = ['percent', 'fixed'] as const;
export type ConcessionMode = (typeof CONCESSION_MODES)[number];

export const ConcessionRuleInput = Type.Object({
  name: PortalName('Name', 60),
  kind: Type.Enum(CONCESSION_KINDS, {
    errorMessage: 'The kind is sibling, staff_ward, rte, scholarship or hardship.',
  }),
  mode: Type.Enum(CONCESSION_MODES, { errorMessage: "The amount is 'percent' or 'fixed'." }),
  /** Basis points for `percent` (2500 = 25 %, at most 10000); paise per head and instalment for `fixed`. */
  value: Paise,
  /** The heads it reduces; empty: every head. */
  headIds: Type.Array(Id, { maxItems: 30 }),
  /** An inactive rule applies to no one (its grants stay on record). */
  active: Type.Boolean(),
});
export type ConcessionRuleInput = Static<typeof ConcessionRuleInput>;

export const ConcessionRule = Type.Object({
  id: Id,
  name: Type.String(),
  kind: ConcessionRuleInput.properties.kind,
  mode: ConcessionRuleInput.properties.mode,
  value: Type.Integer(),
  headIds: Type.Array(Id),
  active: Type.Boolean(),
});
export type ConcessionRule = Static<typeof ConcessionRule>;
export const ConcessionRuleList = Type.Object({ rules: Type.Array(ConcessionRule) });
export type ConcessionRuleList = Static<typeof ConcessionRuleList>;

export const ConcessionGrant = Type.Object({
  studentId: Id,
  ruleId: Id,
  validFrom: IsoDate,
  /** Null: until ended. */
  validTo: Type.Union([IsoDate, Type.Null()]),
  reason: Text({ maxLength: 300, multiline: true, tooLong: 'The reason must be at most 300 characters' }),
  /** Who approved it (scholarship, hardship). */
  approvedBy: Text({ maxLength: 100, tooLong: "The approver's name must be at most 100 characters" }),
  /** A staff ward's parent on the staff. */
  employeeId: Type.Union([Id, Type.Null()]),
});
export type ConcessionGrant = Static<typeof ConcessionGrant>;

export const StudentConcession = Type.Object({
  id: Id,
  ruleId: Id,
  ruleName: Type.String(),
  kind: Type.Enum(CONCESSION_KINDS),
  mode: Type.Enum(CONCESSION_MODES),
  value: Type.Integer(),
  validFrom: IsoDate,
  validTo: Type.Union([IsoDate, Type.Null()]),
  reason: Type.String(),
  approvedBy: Type.String(),
  employeeName: Type.Union([Type.String(), Type.Null()]),
  grantedBy: Type.String(),
  grantedAt: Type.String({ format: 'date-time' }),
  endedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  endReason: Type.Union([Type.String(), Type.Null()]),
});
export type StudentConcession = Static<typeof StudentConcession>;
export const StudentConcessionList = Type.Object({
  concessions: Type.Array(StudentConcession),
  /** The student's fee categories (PUT /fees/students/:id/categories sets them). */
  categories: Type.Array(Type.String()),
  /** Every category the school's plans or students name, to choose from. */
  knownCategories: Type.Array(Type.String()),
});
export type StudentConcessionList = Static<typeof StudentConcessionList>;

export const ConcessionEnd = Type.Object({
  reason: Text({
    required: 'The reason is required',
    maxLength: 300,
    tooLong: 'The reason must be at most 300 characters',
  }),
});
export type ConcessionEnd = Static<typeof ConcessionEnd>;

/** One concession taken off one head of one instalment, as the dues show it. */
export const AppliedConcession = Type.Object({
  ruleName: Type.String(),
  kind: Type.Enum(CONCESSION_KINDS),
  paise: Paise,
});
export type AppliedConcession = Static<typeof AppliedConcession>;
