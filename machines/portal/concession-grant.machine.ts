// Granting a concession to a student (docs/requirements/fees.md#concessions-are-rules): a rule
// (never the sibling rule, which applies itself), from when and, if it ends, until when; a
// scholarship or hardship needs the reason and who approved it (CONCESSION_NEEDS_APPROVAL), a staff
// ward the employee whose child the student is. What the chosen rule needs is checked before
// sending. Granted, the page closes the form and reads the student's concessions again; a refusal
// keeps every value with the reason in the reader's language.

import {
  CONCESSION_NEEDS_APPROVAL,
  type ConcessionGrant,
  type ConcessionKind,
  type ConcessionRule,
} from '@common/api/portal/fee-concessions';
import { isRealDate } from '@common/fees/plan-rules';
import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { type FormEvent, formContext, formPattern } from '../form-machine';
import { feeNotice } from './fee-notice';

export interface ConcessionGrantForm {
  ruleId: string;
  validFrom: string;
  /** Empty: until ended. */
  validTo: string;
  reason: string;
  approvedBy: string;
  employeeId: string;
}
export type GrantField = keyof ConcessionGrantForm;
export type GrantFieldCode = 'required' | 'invalid' | 'order';

export interface ConcessionGrantContext {
  studentId: string;
  /** The rules that may be granted: in use, and not the sibling rule. */
  rules: ConcessionRule[];
  values: ConcessionGrantForm;
  errors: Partial<Record<GrantField, GrantFieldCode>>;
  notice: Notice<'grantFailed' | 'connectionLost'> | null;
}

/** Rules a person grants: the sibling rule applies itself, an inactive one to no one. */
export const grantable = (rules: readonly ConcessionRule[]) =>
  rules.filter((rule) => rule.active && rule.kind !== 'sibling');

const kindOf = (rules: readonly ConcessionRule[], ruleId: string): ConcessionKind | null =>
  rules.find((rule) => rule.id === ruleId)?.kind ?? null;

export const needsApproval = (kind: ConcessionKind | null) =>
  kind !== null && CONCESSION_NEEDS_APPROVAL.includes(kind);

export function validateGrant(
  values: ConcessionGrantForm,
  rules: readonly ConcessionRule[],
): Partial<Record<GrantField, GrantFieldCode>> {
  const errors: Partial<Record<GrantField, GrantFieldCode>> = {};
  const kind = kindOf(rules, values.ruleId);
  if (!kind) errors.ruleId = 'required';
  if (!values.validFrom) errors.validFrom = 'required';
  else if (!isRealDate(values.validFrom)) errors.validFrom = 'invalid';
  if (values.validTo && !isRealDate(values.validTo)) errors.validTo = 'invalid';
  else if (values.validTo && isRealDate(values.validFrom) && values.validTo < values.validFrom)
    errors.validTo = 'order';
  if (needsApproval(kind) && !values.reason.trim()) errors.reason = 'required';
  if (needsApproval(kind) && !values.approvedBy.trim()) errors.approvedBy = 'required';
  if (kind === 'staff_ward' && !values.employeeId) errors.employeeId = 'required';
  return errors;
}

export function grantBody(
  context: Pick<ConcessionGrantContext, 'studentId' | 'values' | 'rules'>,
): ConcessionGrant {
  const { values } = context;
  const kind = kindOf(context.rules, values.ruleId);
  return {
    studentId: context.studentId,
    ruleId: values.ruleId,
    validFrom: values.validFrom,
    validTo: values.validTo || null,
    reason: values.reason.trim(),
    approvedBy: needsApproval(kind) ? values.approvedBy.trim() : '',
    employeeId: kind === 'staff_ward' ? values.employeeId : null,
  };
}

const form = formPattern<ConcessionGrantContext, GrantField, 'grantFailed' | 'connectionLost'>({
  validate: (values, context) => validateGrant(values, context.rules),
  order: ['ruleId', 'validFrom', 'validTo', 'reason', 'approvedBy', 'employeeId'],
  submit: 'grantConcession',
  input: ({ context }) => grantBody(context),
  onDone: { target: 'granted', actions: 'concessionGranted' },
  notice: { from: ['message'], fallback: 'grantFailed' },
  on: { 'field.change': { guard: 'isShown', actions: 'setField' } },
});

/** The approver is asked only where the rule needs one, the employee only for a staff ward. */
function isShown(context: ConcessionGrantContext, field: GrantField): boolean {
  const kind = kindOf(context.rules, context.values.ruleId);
  if (field === 'approvedBy') return needsApproval(kind);
  if (field === 'employeeId') return kind === 'staff_ward';
  return true;
}

export interface ConcessionGrantInput {
  studentId: string;
  rules: readonly ConcessionRule[];
  /** The school's today: a concession starts from it unless changed. */
  today: string;
}

export const concessionGrantMachine = setup({
  types: {
    context: {} as ConcessionGrantContext,
    events: {} as FormEvent<GrantField>,
    input: {} as ConcessionGrantInput,
  },
  actors: {
    grantConcession: fromPromise<unknown, ConcessionGrant>(async () => {
      throw new Error('grantConcession is provided by the page');
    }),
  },
  actions: {
    ...form.actions,
    showFailure: assign({
      notice: ({ event }) => feeNotice((event as { error?: unknown }).error, 'grantFailed'),
    }),
    /** The page closes the form and reads the student's concessions again. */
    concessionGranted: () => {},
  },
  guards: {
    ...form.guards,
    isShown: ({ context, event }) => event.type === 'field.change' && isShown(context, event.field),
  },
}).createMachine({
  id: 'concessionGrant',
  context: ({ input }) => {
    const rules = grantable(input.rules);
    return {
      ...formContext({
        // The one rule there is to grant is already picked.
        ruleId: rules.length === 1 ? (rules[0]?.id ?? '') : '',
        validFrom: input.today,
        validTo: '',
        reason: '',
        approvedBy: '',
        employeeId: '',
      }),
      studentId: input.studentId,
      rules,
    };
  },
  initial: 'editing',
  states: {
    editing: form.editing,
    submitting: form.submitting,
    granted: { type: 'final' },
  },
});
