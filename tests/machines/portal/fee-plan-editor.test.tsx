// Every path of the fee plan editor (docs/requirements/fees.md#fee-heads-and-plans), through the
// plan's page as the accountant uses it: a new plan for Class 5 filled in (two instalments, an
// amount each) and published after the confirmation, saving first what is unsaved; the lost
// connection and the server's refusals by code keeping every change; instalments added, moved and
// removed with what is wrong shown beside each; a published plan revised in Hindi from a date, its
// new instalment taking a key no version used, saved, published, deleted or discarded; and a clerk
// who reads the plan without changing it.

import type { Me } from '@common/api/portal/session';
import type { Language } from '@common/languages';
import { BUILT_IN_PERMISSIONS } from '@common/portal/permissions';
import type { Notice } from '@machines/api-failure';
import {
  type DraftInstalment,
  draftBody,
  draftProblems,
  type FeePlanEditorContext,
  feePlanEditorMachine,
  isRevision,
  latestPublished,
} from '@machines/portal/fee-plan-editor.machine';
import { PlanEditorPage } from '@portal/views/fees/setup/plan-editor-page';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { deferredActors, type ModelRun, type ModelStep, testModelPaths } from '../support/model';
import { failures, HINDI, heads, PLAN, plans, TRANSPORT, TUITION } from './fee-setup-fixtures';
import { memberWith, renderPortal } from './support';

const signedIn = vi.hoisted(() => ({ member: null as Me | null }));
vi.mock('@portal/lib/use-portal-member', () => ({
  usePortalMember: () => signedIn.member,
  hasPermission: (member: Me | null, permission: string) => member?.permissions.includes(permission) ?? false,
}));

const TODAY = '2026-09-15';
const accountant = memberWith(BUILT_IN_PERMISSIONS.accountant);
const clerk = memberWith(BUILT_IN_PERMISSIONS.office_staff);

const words = {
  en: {
    fallbackHeading: 'Fee plan',
    loading: 'Loading…',
    retry: 'Try again',
    add: 'Add instalment',
    save: 'Save draft',
    saving: 'Saving…',
    publish: 'Publish',
    cancel: 'Cancel',
    revise: 'Revise',
    deleteDraft: 'Delete draft',
    discard: 'Discard revision',
    instalment: (n: number) => `Instalment ${n}`,
    name: 'Name',
    due: 'Due date',
    amount: (head: string) => `${head} (₹)`,
    moveUp: (n: number) => `Move instalment ${n} up`,
    remove: (n: number) => `Remove instalment ${n}`,
    effective: 'Takes effect from',
    effectiveProblem: 'Enter the date this version takes effect from.',
    confirmPublish: (n: number) =>
      `Publish version ${n}? A published version can never be changed: a later change is a new version.`,
    confirmDelete: 'Delete this draft? The published version stays as it is.',
    confirmDiscard: 'Discard this revision? None of it was saved.',
    changed: 'Changes not saved yet.',
    saved: 'Draft saved. Publish it to bill from it.',
    published: (n: number) => `Version ${n} is published.`,
    inForce: (n: number) => `Version ${n}, from`,
    notPublished: 'Not published yet: nothing is billed from this plan.',
    connectionLost:
      'No connection to the server. Your changes are still on this page: try again when you are connected.',
    loadFailed: 'This fee plan could not be loaded.',
    saveFailed: 'The draft could not be saved. Your changes are still here.',
    publishFailed: 'The plan could not be published. Your changes are still here.',
    deleteFailed: 'The draft could not be deleted.',
    problems: {
      label: 'Give the instalment a name (at most 40 characters).',
      date: 'Enter the due date.',
      order: 'The due date must come after the one above.',
      amount: 'Write each amount in rupees, like 1500 or 1500.50.',
      nothing: 'Enter at least one amount above zero.',
    },
  },
  hi: {
    fallbackHeading: 'फ़ीस योजना',
    loading: 'लोड हो रहा है…',
    retry: 'फिर से कोशिश करें',
    add: 'किस्त जोड़ें',
    save: 'ड्राफ़्ट सहेजें',
    saving: 'सहेजा जा रहा है…',
    publish: 'प्रकाशित करें',
    cancel: 'रद्द करें',
    revise: 'संशोधन करें',
    deleteDraft: 'ड्राफ़्ट हटाएँ',
    discard: 'संशोधन छोड़ें',
    instalment: (n: number) => `किस्त ${n}`,
    name: 'नाम',
    due: 'देय तिथि',
    amount: (head: string) => `${head} (₹)`,
    moveUp: (n: number) => `किस्त ${n} ऊपर ले जाएँ`,
    remove: (n: number) => `किस्त ${n} हटाएँ`,
    effective: 'किस तारीख़ से लागू',
    effectiveProblem: 'वह तारीख़ लिखें जिससे यह संस्करण लागू होगा।',
    confirmPublish: (n: number) =>
      `संस्करण ${n} प्रकाशित करें? प्रकाशित संस्करण कभी बदला नहीं जा सकता: बाद का बदलाव एक नया संस्करण होगा।`,
    confirmDelete: 'यह ड्राफ़्ट हटाएँ? प्रकाशित संस्करण जैसा है वैसा रहेगा।',
    confirmDiscard: 'यह संशोधन छोड़ें? इसका कुछ भी सहेजा नहीं गया था।',
    changed: 'बदलाव अभी सहेजे नहीं गए।',
    saved: 'ड्राफ़्ट सहेज दिया गया। इससे फ़ीस लेने के लिए इसे प्रकाशित करें।',
    published: (n: number) => `संस्करण ${n} प्रकाशित हो गया।`,
    inForce: (n: number) => `संस्करण ${n},`,
    notPublished: 'अभी प्रकाशित नहीं: इस योजना से कोई फ़ीस नहीं ली जा रही।',
    connectionLost: 'सर्वर से कनेक्शन नहीं है। आपके बदलाव इसी पेज पर हैं: कनेक्शन मिलने पर फिर से कोशिश करें।',
    loadFailed: 'यह फ़ीस योजना लोड नहीं हो सकी।',
    saveFailed: 'ड्राफ़्ट सहेजा नहीं जा सका। आपके बदलाव यहीं हैं।',
    publishFailed: 'योजना प्रकाशित नहीं हो सकी। आपके बदलाव यहीं हैं।',
    deleteFailed: 'ड्राफ़्ट हटाया नहीं जा सका।',
    problems: {
      label: 'किस्त का नाम लिखें (अधिकतम 40 अक्षर)।',
      date: 'देय तिथि लिखें।',
      order: 'देय तिथि ऊपर वाली किस्त की तिथि के बाद होनी चाहिए।',
      amount: 'हर राशि रुपयों में लिखें, जैसे 1500 या 1500.50।',
      nothing: 'कम से कम एक राशि शून्य से ज़्यादा लिखें।',
    },
  },
};

type Words = (typeof words)['en'];
type Run = ModelRun & { name: string; language: Language; member: Me };

/** Events a run does not take: an empty list of cases leaves an event out of its model. */
const none = (...types: string[]) => Object.fromEntries(types.map((type) => [type, []]));

const runs: Run[] = [
  {
    name: 'a new plan for Class 5, filled in and published',
    language: 'en',
    member: accountant,
    eventCases: {
      ...none('instalment.add', 'instalment.remove', 'instalment.move', 'effective.change', 'draft.delete'),
      'xstate.done.actor.loadFeePlan': [{ output: { plan: plans.created, heads } }],
      'xstate.error.actor.loadFeePlan': [failures.connectionLost],
      'instalment.change': [{ index: 0, field: 'dueOn', value: '2026-04-10', label: 'a due date' }],
      'amount.change': [{ index: 0, headId: TUITION, value: '15000', label: 'tuition' }],
      'xstate.done.actor.saveFeeDraft': [{ output: plans.drafted }],
      'xstate.error.actor.saveFeeDraft': [failures.connectionLost],
      'xstate.done.actor.saveBeforePublish': [{ output: plans.drafted }],
      'xstate.error.actor.saveBeforePublish': [failures.serverFailure],
      'xstate.done.actor.publishFeePlan': [{ output: plans.published }],
      'xstate.error.actor.publishFeePlan': [failures.overlaps, failures.empty],
      'plan.revise': [],
    },
  },
  {
    name: 'instalments added, moved and removed, with what is wrong beside each',
    language: 'en',
    member: accountant,
    eventCases: {
      ...none('effective.change', 'draft.delete', 'plan.revise', 'draft.publish', 'plan.retry'),
      'xstate.done.actor.loadFeePlan': [{ output: { plan: plans.created, heads } }],
      'xstate.error.actor.loadFeePlan': [],
      'instalment.remove': [{ index: 1 }],
      'instalment.move': [{ index: 1, by: -1 }],
      'instalment.change': [
        { index: 0, field: 'label', value: '', label: 'no name' },
        { index: 1, field: 'dueOn', value: '2026-04-01', label: 'a date below' },
      ],
      'amount.change': [{ index: 0, headId: TRANSPORT, value: '1,2,3', label: 'not rupees' }],
      'xstate.done.actor.saveFeeDraft': [],
      'xstate.error.actor.saveFeeDraft': [],
    },
  },
  {
    name: 'a published plan revised, in Hindi',
    language: 'hi',
    member: accountant,
    eventCases: {
      ...none('instalment.remove', 'instalment.move', 'instalment.change', 'amount.change', 'plan.retry'),
      'xstate.done.actor.loadFeePlan': [{ output: { plan: plans.published, heads } }],
      'xstate.error.actor.loadFeePlan': [],
      'effective.change': [{ value: '', label: 'no date' }],
      'xstate.done.actor.saveFeeDraft': [{ output: plans.revising }],
      'xstate.error.actor.saveFeeDraft': [],
      'xstate.done.actor.saveBeforePublish': [{ output: plans.revising }],
      'xstate.error.actor.saveBeforePublish': [],
      'xstate.done.actor.publishFeePlan': [{ output: plans.revised }],
      'xstate.error.actor.publishFeePlan': [failures.riseMidCourse, failures.overlaps],
      'xstate.done.actor.deleteFeeDraft': [{ output: plans.published }],
      'xstate.error.actor.deleteFeeDraft': [failures.connectionLost],
    },
  },
  {
    name: 'a clerk who reads plans',
    language: 'en',
    member: clerk,
    eventCases: {
      'xstate.done.actor.loadFeePlan': [
        { output: { plan: plans.revising, heads }, label: 'published, with a draft' },
        { output: { plan: plans.created, heads }, label: 'never published' },
      ],
      'xstate.error.actor.loadFeePlan': [],
    },
  },
];

// What the page shows besides the state: whether Save would pass, whether problems are shown,
// the status, whether there is more than one instalment (to move and remove) and whether a draft
// is stored. The rows, problems and notice themselves are checked on the live actor.
const viewContext = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as FeePlanEditorContext;
  const problems = draftProblems(context.draft, isRevision(context.plan));
  return {
    valid: !problems.effectiveFrom && Object.keys(problems.instalments).length === 0,
    shown: context.problems !== null,
    status: context.status,
    several: context.draft.instalments.length > 1,
    hasDraft: context.plan?.hasDraft ?? null,
  };
};

/** The page's own button, not the confirmation's of the same name. */
const pageButton = (name: string) =>
  screen.queryAllByRole('button', { name }).find((button) => !button.closest('.mgmt-confirm')) ?? null;

const click = (name: string, inside?: HTMLElement) => {
  const button = inside ? within(inside).queryByRole('button', { name }) : pageButton(name);
  // The machine refuses what the page does not offer (one instalment cannot be removed, say).
  if (!button) return expect(button).toBeNull();
  return act(async () => fireEvent.click(button));
};
const card = (w: Words, index: number) => screen.queryByRole('group', { name: w.instalment(index + 1) });
const confirmBar = (question: string) => screen.queryByRole('group', { name: question });

function noticeWords(notice: Notice | null, language: Language, w: Words): string {
  if (!notice) return '';
  if (notice.code === 'connectionLost') return w.connectionLost;
  if (notice.serverCode)
    return language === 'hi' ? (HINDI[notice.serverCode] ?? '') : (notice.serverText ?? '');
  return w[notice.code as 'saveFailed'];
}

type World = { deferred: ReturnType<typeof deferredActors> };
type Step = ModelStep<Run>;
const wordsOf = (step: Step) => words[step.run.language];
/** The editor as the page's live actor holds it (the model may have reached the state another way). */
const liveContext = (step: Step) => step.actor.getSnapshot().context as FeePlanEditorContext;
const nextVersion = (step: Step) => {
  const { plan } = liveContext(step);
  return ((plan && latestPublished(plan)?.version) ?? 0) + 1;
};

function expectCard(
  w: Words,
  index: number,
  row: DraftInstalment,
  context: FeePlanEditorContext,
  editing: boolean,
) {
  const group = card(w, index);
  expect(group).not.toBeNull();
  const inside = within(group as HTMLElement);
  const name = inside.getByLabelText(w.name) as HTMLInputElement;
  expect(name.value).toBe(row.label);
  expect(name.disabled).toBe(!editing);
  expect((inside.getByLabelText(w.due) as HTMLInputElement).value).toBe(row.dueOn);
  for (const head of heads)
    expect((inside.getByLabelText(w.amount(head.name)) as HTMLInputElement).value).toBe(
      row.amounts[head.id] ?? '',
    );
  const problem = context.problems?.instalments[index];
  for (const [code, text] of Object.entries(w.problems))
    expect(inside.queryByText(text) !== null).toBe(problem === code);
  // Moving and removing are offered where they can be done.
  expect(inside.queryByRole('button', { name: w.moveUp(index + 1) }) !== null).toBe(index > 0);
  expect(inside.queryByRole('button', { name: w.remove(index + 1) }) !== null).toBe(
    context.draft.instalments.length > 1,
  );
}

function expectDraft(state: AnyMachineSnapshot, world: World, step: Step) {
  const w = wordsOf(step);
  const context = liveContext(step);
  const { plan, draft } = context;
  const editing = state.matches('editing');
  const revision = isRevision(plan);
  draft.instalments.forEach((row, index) => {
    expectCard(w, index, row, context, editing);
  });
  expect(card(w, draft.instalments.length)).toBeNull();
  // A key is never made twice, nor taken from a published version's instalment it does not copy.
  const keys = draft.instalments.map((row) => row.key);
  expect(new Set(keys).size).toBe(keys.length);
  if (revision) expect(keys.slice(0, 2)).toEqual(['i1', 'i2']);
  if (keys.length > 2) expect(keys[2]).toBe('i3');
  const effective = screen.queryByLabelText(w.effective) as HTMLInputElement | null;
  expect(effective !== null).toBe(revision);
  if (effective) expect(effective.value).toBe(draft.effectiveFrom);
  expect(screen.queryByText(w.effectiveProblem) !== null).toBe(Boolean(context.problems?.effectiveFrom));
  expect(pageButton(state.matches('saving') ? w.saving : w.save)).toHaveProperty('disabled', !editing);
  expect(pageButton(w.publish)).toHaveProperty('disabled', !editing);
  expect(pageButton(w.add)).toHaveProperty('disabled', !editing);
  // A revision never saved is discarded; a saved draft is deleted.
  expect(pageButton(w.deleteDraft) !== null).toBe(revision && Boolean(plan?.hasDraft));
  expect(pageButton(w.discard) !== null).toBe(revision && !plan?.hasDraft);
  const publishing = ['confirmingPublish', 'savingToPublish', 'publishing'].some((one) => state.matches(one));
  expect(confirmBar(w.confirmPublish(nextVersion(step))) !== null).toBe(publishing);
  const deleting = state.matches('confirmingDelete') || state.matches('deleting');
  expect(confirmBar(plan?.hasDraft ? w.confirmDelete : w.confirmDiscard) !== null).toBe(deleting);
  const sent = { planId: PLAN, draft: draftBody(draft, heads) };
  if (state.matches('saving')) expect(world.deferred.inputs('saveFeeDraft')).toEqual([sent]);
  if (state.matches('savingToPublish')) expect(world.deferred.inputs('saveFeeDraft')).toEqual([sent]);
  if (state.matches('publishing'))
    expect(world.deferred.inputs('publishFeePlan')).toEqual([{ planId: PLAN }]);
  if (state.matches('deleting')) expect(world.deferred.inputs('deleteFeeDraft')).toEqual([{ planId: PLAN }]);
  const status = context.status === 'changed' ? w.changed : context.status === 'saved' ? w.saved : '';
  expect(screen.getByRole('status')).toHaveTextContent(status);
}

function expectPage(state: AnyMachineSnapshot, world: World, step: Step) {
  const w = wordsOf(step);
  const context = liveContext(step);
  const { plan, notice } = context;
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(plan?.name ?? w.fallbackHeading);
  expect(screen.queryByText(w.loading) !== null).toBe(state.matches('loading'));
  const alert = screen.queryByRole('alert');
  if (notice) expect(alert).toHaveTextContent(noticeWords(notice, step.run.language, w));
  else expect(alert).toBeNull();
  expect(screen.queryByRole('button', { name: w.retry }) !== null).toBe(state.matches('failed'));
  if (state.matches('loading') || state.matches('failed')) return;
  if (state.matches('viewing')) {
    // Read-only: no instalment to edit, Revise for whom may change plans.
    expect(card(w, 0)).toBeNull();
    const latest = plan && latestPublished(plan);
    if (latest)
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(`^${w.inForce(latest.version)}`) }));
    else expect(screen.getByText(w.notPublished, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: w.revise }) !== null).toBe(
      step.run.member === accountant && latest !== null,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      context.status === 'published' && latest ? w.published(latest.version) : '',
    );
    return;
  }
  expectDraft(state, world, step);
}

describe('fee-plan-editor machine, through the plan page', () => {
  testModelPaths<World, Run>({
    machine: feePlanEditorMachine,
    file: import.meta.filename,
    runs: runs.map((run) => ({
      ...run,
      input: { planId: PLAN, today: TODAY, language: run.language, canEdit: run.member === accountant },
    })),
    viewContext,
    open({ inspect, run }) {
      signedIn.member = run.member;
      const deferred = deferredActors(['loadFeePlan', 'saveFeeDraft', 'publishFeePlan', 'deleteFeeDraft']);
      renderPortal(<PlanEditorPage planId={PLAN} today={TODAY} />, {
        inspect,
        actors: deferred.actors,
        language: run.language,
      });
      return { deferred };
    },
    on: {
      'plan.retry': (_, __, step) => click(wordsOf(step).retry),
      'plan.revise': (_, __, step) => click(wordsOf(step).revise),
      'instalment.add': (_, __, step) => click(wordsOf(step).add),
      'instalment.remove': ({ index }: { index: number }, __, step) => click(wordsOf(step).remove(index + 1)),
      'instalment.move': ({ index }: { index: number }, __, step) => click(wordsOf(step).moveUp(index + 1)),
      'instalment.change': (
        { index, field, value }: { index: number; field: string; value: string },
        __,
        step,
      ) => {
        const w = wordsOf(step);
        const group = card(w, index);
        if (!group) return expect(group).toBeNull();
        return act(async () =>
          fireEvent.change(within(group).getByLabelText(field === 'label' ? w.name : w.due), {
            target: { value },
          }),
        );
      },
      'amount.change': (
        { index, headId, value }: { index: number; headId: string; value: string },
        __,
        step,
      ) => {
        const w = wordsOf(step);
        const group = card(w, index);
        if (!group) return expect(group).toBeNull();
        const head = heads.find((one) => one.id === headId)?.name ?? '';
        return act(async () =>
          fireEvent.change(within(group).getByLabelText(w.amount(head)), { target: { value } }),
        );
      },
      'effective.change': ({ value }: { value: string }, __, step) => {
        const input = screen.queryByLabelText(wordsOf(step).effective);
        if (!input) return expect(input).toBeNull();
        return act(async () => fireEvent.change(input, { target: { value } }));
      },
      'draft.save': (_, __, step) => click(wordsOf(step).save),
      'draft.publish': (_, __, step) => click(wordsOf(step).publish),
      'publish.confirm': (_, __, step) => {
        const w = wordsOf(step);
        return click(w.publish, screen.getByRole('group', { name: w.confirmPublish(nextVersion(step)) }));
      },
      'publish.cancel': (_, __, step) => {
        const w = wordsOf(step);
        return click(w.cancel, screen.getByRole('group', { name: w.confirmPublish(nextVersion(step)) }));
      },
      'draft.delete': (_, __, step) => {
        const w = wordsOf(step);
        return click(liveContext(step).plan?.hasDraft ? w.deleteDraft : w.discard);
      },
      'delete.confirm': (_, __, step) => {
        const w = wordsOf(step);
        const stored = liveContext(step).plan?.hasDraft;
        const bar = screen.getByRole('group', { name: stored ? w.confirmDelete : w.confirmDiscard });
        return click(stored ? w.deleteDraft : w.discard, bar);
      },
      'delete.cancel': (_, __, step) => {
        const w = wordsOf(step);
        const stored = liveContext(step).plan?.hasDraft;
        return click(
          w.cancel,
          screen.getByRole('group', { name: stored ? w.confirmDelete : w.confirmDiscard }),
        );
      },
    },
    builtIn: ({ deferred }) => ({ deferred, actorOf: { saveBeforePublish: 'saveFeeDraft' } }),
    expect: expectPage,
  });
});
