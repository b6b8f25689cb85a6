// A student's fee categories (docs/requirements/fees.md#fee-heads-and-plans): which of the
// categories the school's plans name apply to the student ("Hostel", "New admission"), ticked,
// and one more typed for a category no plan names yet. Saved, the page closes the form and reads
// the student's fees again; a refusal keeps what was chosen with the server's reason.

import { STUDENT_FEE_CATEGORIES_MAX } from '@common/fees/limits';
import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { type FormEvent, formContext, formPattern } from '../form-machine';
import { feeNotice } from './fee-notice';

/** A category name's longest (the contract's PortalName('Category', 40)). */
export const CATEGORY_MAX_LENGTH = 40;

export interface CategoryValues {
  /** The categories ticked, in the order they were offered. */
  chosen: readonly string[];
  /** One more, typed. */
  other: string;
}

type CategoryError = 'tooLong' | 'tooMany';

export interface FeeCategoriesContext {
  studentId: string;
  values: CategoryValues;
  errors: Partial<Record<'other', CategoryError>>;
  notice: Notice<'saveFailed' | 'connectionLost'> | null;
}

/** What is sent: the ticked ones and the typed one, each once. */
export function categoriesOf(values: CategoryValues): string[] {
  return [...new Set([...values.chosen, values.other.trim()].filter(Boolean))];
}

export function validateCategories(values: CategoryValues): Partial<Record<'other', CategoryError>> {
  if (values.other.trim().length > CATEGORY_MAX_LENGTH) return { other: 'tooLong' };
  if (categoriesOf(values).length > STUDENT_FEE_CATEGORIES_MAX) return { other: 'tooMany' };
  return {};
}

type CategoryEvent = FormEvent<'other'> | { type: 'category.toggle'; category: string };

const form = formPattern<FeeCategoriesContext, 'other', 'saveFailed' | 'connectionLost'>({
  validate: validateCategories,
  order: ['other'],
  submit: 'saveStudentCategories',
  input: ({ context }) => ({ studentId: context.studentId, categories: categoriesOf(context.values) }),
  onDone: { target: 'saved', actions: 'categoriesSaved' },
  notice: { from: ['message'], fallback: 'saveFailed' },
  on: { 'category.toggle': { actions: 'toggle' } },
});

export const feeCategoriesMachine = setup({
  types: {
    context: {} as FeeCategoriesContext,
    events: {} as CategoryEvent,
    input: {} as { studentId: string; categories: readonly string[] },
  },
  actors: {
    saveStudentCategories: fromPromise<unknown, { studentId: string; categories: string[] }>(async () => {
      throw new Error('saveStudentCategories is provided by the page');
    }),
  },
  actions: {
    ...form.actions,
    toggle: assign(({ context, event }) => {
      const { category } = event as { category: string };
      const chosen = context.values.chosen.includes(category)
        ? context.values.chosen.filter((one) => one !== category)
        : [...context.values.chosen, category];
      return { values: { ...context.values, chosen }, errors: {} };
    }),
    showFailure: assign({
      notice: ({ event }) => feeNotice((event as { error?: unknown }).error, 'saveFailed'),
    }),
    /** The page closes the form and reads the student's fees again. */
    categoriesSaved: () => {},
  },
  guards: form.guards,
}).createMachine({
  id: 'feeCategories',
  context: ({ input }) => ({
    ...formContext<CategoryValues>({ chosen: [...input.categories], other: '' }),
    studentId: input.studentId,
  }),
  initial: 'editing',
  states: {
    editing: form.editing,
    submitting: form.submitting,
    saved: { type: 'final' },
  },
});
