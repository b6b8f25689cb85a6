// The fee set-up's network actors (docs/requirements/fees.md#fee-heads-and-plans,
// #concessions-are-rules), by the names its machines give them: the plan editor, the settings, the
// new plan, fee head, concession rule, grant and end forms, and the lists the resource-list machine
// loads. Views start their machines with these (useScreenMachine); tests replace them by name.
import type { ConcessionGrant, ConcessionRuleInput } from '@common/api/portal/fee-concessions';
import type { FeeHeadInput, FeePlanDraft, FeeSettings, NewFeePlan } from '@common/api/portal/fees';
import type { FeePlanPage } from '@machines/portal/fee-plan-editor.machine';
import { fromPromise } from 'xstate';
import * as api from './fee-setup';

type Saved<B> = { input: { id: string | null; body: B } };
type OfPlan = { input: { planId: string } };

export const feeSetupActors = {
  // The plans page (the resource-list machine, with the year asked for) and the new plan form.
  loadFeePlans: fromPromise(({ input, signal }: { input: string | undefined; signal: AbortSignal }) =>
    api.getFeePlans(input, signal),
  ),
  createFeePlan: fromPromise(({ input }: { input: NewFeePlan }) => api.createFeePlan(input)),

  // The plan editor (fee-plan-editor.machine.ts).
  loadFeePlan: fromPromise<FeePlanPage, { planId: string }>(async ({ input, signal }) => {
    const [plan, heads] = await Promise.all([api.getFeePlan(input.planId, signal), api.getFeeHeads(signal)]);
    return { plan, heads: heads.heads };
  }),
  saveFeeDraft: fromPromise(({ input }: { input: { planId: string; draft: FeePlanDraft } }) =>
    api.saveFeeDraft(input.planId, input.draft),
  ),
  publishFeePlan: fromPromise(({ input }: OfPlan) => api.publishFeePlan(input.planId)),
  deleteFeeDraft: fromPromise(({ input }: OfPlan) => api.deleteFeeDraft(input.planId)),

  // The settings page: the settings form, and the heads and rules lists with their forms.
  loadFeeSettings: fromPromise<FeeSettings, void>(({ signal }) => api.getFeeSettings(signal)),
  saveFeeSettings: fromPromise(({ input }: { input: FeeSettings }) => api.saveFeeSettings(input)),
  loadFeeCatalogue: fromPromise<api.FeeCatalogue, void>(({ signal }) => api.loadFeeCatalogue(signal)),
  saveFeeHead: fromPromise(({ input }: Saved<FeeHeadInput>) => api.saveFeeHead(input.id, input.body)),
  saveConcessionRule: fromPromise(({ input }: Saved<ConcessionRuleInput>) =>
    api.saveConcessionRule(input.id, input.body),
  ),

  // A student's concessions: the page's list, granting and ending, and the student's fee categories.
  loadStudentConcessions: fromPromise(({ input, signal }: { input: string; signal: AbortSignal }) =>
    api.loadStudentConcessions(input, signal),
  ),
  grantConcession: fromPromise(({ input }: { input: ConcessionGrant }) => api.grantConcession(input)),
  endConcession: fromPromise(({ input }: { input: { id: string; body: { reason: string } } }) =>
    api.endConcession(input.id, input.body),
  ),
  saveStudentCategories: fromPromise(({ input }: { input: { studentId: string; categories: string[] } }) =>
    api.setStudentCategories(input.studentId, input.categories),
  ),
};
