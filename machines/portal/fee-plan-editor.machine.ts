// The fee plan editor (docs/requirements/fees.md#fee-heads-and-plans): a plan loads with the
// school's fee heads; a plan with only published versions shows the latest, read-only, and Revise
// starts a draft copied from it (the same instalment keys, so what was paid against an instalment
// stays paid) that asks the date it takes effect from. A draft's instalments are added, removed,
// moved and changed in place: a label, a due date, and per fee head an amount typed in rupees
// (an empty one is nothing); a new instalment takes the lowest key no version has used. Save and
// Publish first check every instalment (common/fees/plan-rules.ts: a label, a real date later
// than the one above, amounts that read as rupees, something to pay) and show what is wrong beside
// it. Publishing asks first, since a published version never changes, and saves what is unsaved
// before it publishes. A refusal (another plan for the same students, a rise mid-course, an empty
// plan) or a lost connection keeps every change, with the reason in the reader's language. A
// revision not saved yet is dropped without a call; a saved draft is deleted by one. Members
// without fees.configure see the published version only. The API is injected
// (src/portal/api/fee-setup-actors.ts).

import type { FeeHead, FeePlan, FeePlanDraft, FeePlanVersion } from '@common/api/portal/fees';
import {
  type InstalmentProblem,
  instalmentLabel,
  instalmentProblems,
  isRealDate,
  MAX_INSTALMENTS,
  nextInstalmentKey,
} from '@common/fees/plan-rules';
import type { Language } from '@common/languages';
import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { paiseOf, rupeesText } from './fee-amounts';
import { feeNotice } from './fee-notice';

/** What the editor loads: the plan with every version, and the heads its amounts are for. */
export interface FeePlanPage {
  plan: FeePlan;
  heads: FeeHead[];
}

/** One instalment as edited: each head's amount as typed, in rupees, by the head's id. */
export interface DraftInstalment {
  key: string;
  label: string;
  dueOn: string;
  amounts: Record<string, string>;
}

export interface PlanDraftForm {
  effectiveFrom: string;
  instalments: DraftInstalment[];
}

/** Beyond the shared rules: an amount that is not rupees, or an instalment with nothing to pay. */
export type RowProblem = InstalmentProblem | 'amount' | 'nothing';

export interface DraftProblems {
  /** The first problem of each instalment that has one, by its index. */
  instalments: Record<number, RowProblem>;
  /** A revision's date is not a real date. */
  effectiveFrom: boolean;
}

export type PlanNoticeCode = 'loadFailed' | 'saveFailed' | 'publishFailed' | 'deleteFailed';

export interface FeePlanEditorContext {
  planId: string;
  /** The school's today: a revision takes effect from it unless changed. */
  today: string;
  /** The member's language: a new instalment's label is written in it. */
  language: Language;
  canEdit: boolean;
  plan: FeePlan | null;
  heads: FeeHead[];
  draft: PlanDraftForm;
  /** Shown once Save or Publish was tried, and kept up to date with each change after. */
  problems: DraftProblems | null;
  notice: Notice<PlanNoticeCode | 'connectionLost'> | null;
  /** The draft as opened, changed since, saved, or the plan just published. */
  status: 'loaded' | 'changed' | 'saved' | 'published';
}

export interface FeePlanEditorInput {
  planId: string;
  today: string;
  language?: Language;
  canEdit?: boolean;
}

export type InstalmentField = 'label' | 'dueOn';

export type FeePlanEditorEvent =
  | { type: 'plan.retry' }
  | { type: 'plan.revise' }
  | { type: 'instalment.add' }
  | { type: 'instalment.remove'; index: number }
  | { type: 'instalment.move'; index: number; by: -1 | 1 }
  | { type: 'instalment.change'; index: number; field: InstalmentField; value: string }
  | { type: 'amount.change'; index: number; headId: string; value: string }
  | { type: 'effective.change'; value: string }
  | { type: 'draft.save' }
  | { type: 'draft.publish' }
  | { type: 'publish.confirm' }
  | { type: 'publish.cancel' }
  | { type: 'draft.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export function latestPublished(plan: FeePlan): FeePlanVersion | null {
  return plan.versions.reduce<FeePlanVersion | null>(
    (latest, version) =>
      version.state === 'published' && (latest === null || version.version > latest.version)
        ? version
        : latest,
    null,
  );
}

const storedDraft = (plan: FeePlan) => plan.versions.find((version) => version.state === 'draft') ?? null;

const formOf = (version: FeePlanVersion): DraftInstalment[] =>
  version.instalments.map((instalment) => ({
    key: instalment.key,
    label: instalment.label,
    dueOn: instalment.dueOn,
    amounts: Object.fromEntries(
      instalment.amounts
        .filter((amount) => amount.paise > 0)
        .map((amount) => [amount.headId, rupeesText(amount.paise)]),
    ),
  }));

/** The keys a new instalment may not take: the draft's and every published version's. */
function takenKeys(plan: FeePlan | null, draft: readonly DraftInstalment[]): string[] {
  const published = (plan?.versions ?? [])
    .filter((version) => version.state === 'published')
    .flatMap((version) => version.instalments.map((instalment) => instalment.key));
  return [...published, ...draft.map((row) => row.key)];
}

function newInstalment(context: Pick<FeePlanEditorContext, 'language'>, key: string, count: number) {
  return { key, label: instalmentLabel(context.language, count + 1), dueOn: '', amounts: {} };
}

/** The draft the editor opens: the stored one, or one empty instalment to fill. */
function openedDraft(
  plan: FeePlan,
  context: Pick<FeePlanEditorContext, 'language' | 'today'>,
): PlanDraftForm {
  const draft = storedDraft(plan);
  const instalments = draft ? formOf(draft) : [];
  const key = nextInstalmentKey(takenKeys(plan, instalments)) ?? 'i1';
  return {
    effectiveFrom: draft?.effectiveFrom ?? context.today,
    instalments: instalments.length ? instalments : [newInstalment(context, key, 0)],
  };
}

/** Whether the plan has a published version: its next version is a revision, from a date. */
export const isRevision = (plan: FeePlan | null) => plan !== null && latestPublished(plan) !== null;

export function draftProblems(draft: PlanDraftForm, revision: boolean): DraftProblems {
  const instalments: Record<number, RowProblem> = instalmentProblems(draft.instalments);
  draft.instalments.forEach((row, index) => {
    if (instalments[index] !== undefined) return;
    const amounts = Object.values(row.amounts).map(paiseOf);
    if (amounts.some((paise) => paise === null)) instalments[index] = 'amount';
    else if (!amounts.some((paise) => (paise ?? 0) > 0)) instalments[index] = 'nothing';
  });
  return { instalments, effectiveFrom: revision && !isRealDate(draft.effectiveFrom) };
}

const hasProblems = (problems: DraftProblems) =>
  problems.effectiveFrom || Object.keys(problems.instalments).length > 0;

/** What Save sends: each instalment's amounts above zero, in the heads' order. */
export function draftBody(draft: PlanDraftForm, heads: readonly FeeHead[]): FeePlanDraft {
  return {
    effectiveFrom: draft.effectiveFrom,
    instalments: draft.instalments.map((row) => ({
      key: row.key,
      label: row.label.trim(),
      dueOn: row.dueOn,
      amounts: heads.flatMap((head) => {
        const paise = paiseOf(row.amounts[head.id] ?? '') ?? 0;
        return paise > 0 ? [{ headId: head.id, paise }] : [];
      }),
    })),
  };
}

/** The draft after a change: marked changed, its problems (once shown) checked again. */
function changed(context: FeePlanEditorContext, instalments: DraftInstalment[], effectiveFrom?: string) {
  const draft = { effectiveFrom: effectiveFrom ?? context.draft.effectiveFrom, instalments };
  return {
    draft,
    status: 'changed' as const,
    problems: context.problems && draftProblems(draft, isRevision(context.plan)),
  };
}

const failure =
  (fallback: PlanNoticeCode) =>
  ({ event }: { event: { error: unknown } }) =>
    feeNotice(event.error, fallback);

export const feePlanEditorMachine = setup({
  types: {
    context: {} as FeePlanEditorContext,
    events: {} as FeePlanEditorEvent,
    input: {} as FeePlanEditorInput,
  },
  actors: {
    loadFeePlan: fromPromise<FeePlanPage, { planId: string }>(async () => {
      throw new Error('loadFeePlan is provided by the page');
    }),
    saveFeeDraft: fromPromise<FeePlan, { planId: string; draft: FeePlanDraft }>(async () => {
      throw new Error('saveFeeDraft is provided by the page');
    }),
    publishFeePlan: fromPromise<FeePlan, { planId: string }>(async () => {
      throw new Error('publishFeePlan is provided by the page');
    }),
    deleteFeeDraft: fromPromise<FeePlan, { planId: string }>(async () => {
      throw new Error('deleteFeeDraft is provided by the page');
    }),
  },
  guards: {
    /** Read-only: a member who may not change plans, or a plan with nothing but published versions. */
    opensPublished: ({ context }) =>
      !context.canEdit || (context.plan !== null && !context.plan.hasDraft && isRevision(context.plan)),
    mayEdit: ({ context }) => context.canEdit,
    hasRoom: ({ context }) =>
      context.draft.instalments.length < MAX_INSTALMENTS &&
      nextInstalmentKey(takenKeys(context.plan, context.draft.instalments)) !== null,
    isRow: ({ context, event }) =>
      'index' in event && event.index >= 0 && event.index < context.draft.instalments.length,
    /** A version keeps at least one instalment. */
    mayRemove: ({ context, event }) =>
      event.type === 'instalment.remove' &&
      context.draft.instalments.length > 1 &&
      event.index >= 0 &&
      event.index < context.draft.instalments.length,
    mayMove: ({ context, event }) => {
      if (event.type !== 'instalment.move') return false;
      const to = event.index + event.by;
      const count = context.draft.instalments.length;
      return event.index >= 0 && event.index < count && to >= 0 && to < count;
    },
    isValid: ({ context }) => !hasProblems(draftProblems(context.draft, isRevision(context.plan))),
    isRevision: ({ context }) => isRevision(context.plan),
    /** Publishing publishes the stored draft: what is not stored yet is saved first. */
    needsSave: ({ context }) => context.status === 'changed' || !context.plan?.hasDraft,
    hasStoredDraft: ({ context }) => Boolean(context.plan?.hasDraft),
  },
  actions: {
    showProblems: assign({
      problems: ({ context }) => draftProblems(context.draft, isRevision(context.plan)),
    }),
  },
}).createMachine({
  id: 'feePlanEditor',
  context: ({ input }) => ({
    planId: input.planId,
    today: input.today,
    language: input.language ?? 'en',
    canEdit: input.canEdit ?? true,
    plan: null,
    heads: [],
    draft: { effectiveFrom: input.today, instalments: [] },
    problems: null,
    notice: null,
    status: 'loaded' as const,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'loadFeePlan',
        src: 'loadFeePlan',
        input: ({ context }) => ({ planId: context.planId }),
        onDone: {
          target: 'opening',
          actions: assign(({ context, event }) => ({
            plan: event.output.plan,
            heads: event.output.heads,
            draft: openedDraft(event.output.plan, context),
            status: 'loaded' as const,
            problems: null,
          })),
        },
        onError: { target: 'failed', actions: assign({ notice: failure('loadFailed') }) },
      },
    },
    failed: {
      on: { 'plan.retry': 'loading' },
    },
    opening: {
      always: [{ guard: 'opensPublished', target: 'viewing' }, { target: 'editing' }],
    },
    /** The latest published version, read-only. */
    viewing: {
      on: {
        'plan.revise': {
          guard: 'mayEdit',
          target: 'editing',
          actions: assign(({ context }) => {
            const latest = context.plan && latestPublished(context.plan);
            return {
              draft: { effectiveFrom: context.today, instalments: latest ? formOf(latest) : [] },
              status: 'changed' as const,
              problems: null,
              notice: null,
            };
          }),
        },
      },
    },
    editing: {
      on: {
        'instalment.add': {
          guard: 'hasRoom',
          actions: assign(({ context }) => {
            const rows = context.draft.instalments;
            const key = nextInstalmentKey(takenKeys(context.plan, rows)) ?? '';
            return changed(context, [...rows, newInstalment(context, key, rows.length)]);
          }),
        },
        'instalment.remove': {
          guard: 'mayRemove',
          actions: assign(({ context, event }) =>
            changed(
              context,
              context.draft.instalments.filter((_, index) => index !== event.index),
            ),
          ),
        },
        'instalment.move': {
          guard: 'mayMove',
          actions: assign(({ context, event }) => {
            const rows = [...context.draft.instalments];
            const [row] = rows.splice(event.index, 1);
            if (row) rows.splice(event.index + event.by, 0, row);
            return changed(context, rows);
          }),
        },
        'instalment.change': {
          guard: 'isRow',
          actions: assign(({ context, event }) =>
            changed(
              context,
              context.draft.instalments.map((row, index) =>
                index === event.index ? { ...row, [event.field]: event.value } : row,
              ),
            ),
          ),
        },
        'amount.change': {
          guard: 'isRow',
          actions: assign(({ context, event }) =>
            changed(
              context,
              context.draft.instalments.map((row, index) =>
                index === event.index
                  ? { ...row, amounts: { ...row.amounts, [event.headId]: event.value } }
                  : row,
              ),
            ),
          ),
        },
        'effective.change': {
          guard: 'isRevision',
          actions: assign(({ context, event }) => changed(context, context.draft.instalments, event.value)),
        },
        'draft.save': [{ guard: 'isValid', target: 'saving' }, { actions: 'showProblems' }],
        'draft.publish': [{ guard: 'isValid', target: 'confirmingPublish' }, { actions: 'showProblems' }],
        'draft.delete': { guard: 'isRevision', target: 'confirmingDelete' },
      },
    },
    saving: {
      entry: assign({ notice: null, problems: null }),
      invoke: {
        id: 'saveFeeDraft',
        src: 'saveFeeDraft',
        input: ({ context }) => ({ planId: context.planId, draft: draftBody(context.draft, context.heads) }),
        onDone: {
          target: 'editing',
          // The draft stays as typed: it is what was stored.
          actions: assign({ plan: ({ event }) => event.output, status: 'saved' as const }),
        },
        onError: { target: 'editing', actions: assign({ notice: failure('saveFailed') }) },
      },
    },
    /** A published version never changes: said before it is made. */
    confirmingPublish: {
      on: {
        'publish.confirm': [{ guard: 'needsSave', target: 'savingToPublish' }, { target: 'publishing' }],
        'publish.cancel': 'editing',
      },
    },
    savingToPublish: {
      entry: assign({ notice: null, problems: null }),
      invoke: {
        id: 'saveBeforePublish',
        src: 'saveFeeDraft',
        input: ({ context }) => ({ planId: context.planId, draft: draftBody(context.draft, context.heads) }),
        onDone: {
          target: 'publishing',
          // The draft stays as typed: it is what was stored.
          actions: assign({ plan: ({ event }) => event.output, status: 'saved' as const }),
        },
        onError: { target: 'editing', actions: assign({ notice: failure('saveFailed') }) },
      },
    },
    publishing: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'publishFeePlan',
        src: 'publishFeePlan',
        input: ({ context }) => ({ planId: context.planId }),
        onDone: {
          target: 'viewing',
          actions: assign({ plan: ({ event }) => event.output, status: 'published' as const }),
        },
        onError: { target: 'editing', actions: assign({ notice: failure('publishFailed') }) },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': [
          { guard: 'hasStoredDraft', target: 'deleting' },
          // A revision never saved: nothing to delete but the copy on this page.
          { target: 'viewing', actions: assign({ status: 'loaded' as const, notice: null }) },
        ],
        'delete.cancel': 'editing',
      },
    },
    deleting: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'deleteFeeDraft',
        src: 'deleteFeeDraft',
        input: ({ context }) => ({ planId: context.planId }),
        onDone: {
          target: 'viewing',
          actions: assign({ plan: ({ event }) => event.output, status: 'loaded' as const, problems: null }),
        },
        onError: { target: 'editing', actions: assign({ notice: failure('deleteFailed') }) },
      },
    },
  },
});
