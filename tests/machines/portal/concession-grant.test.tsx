// Every path of the concession-grant machine (docs/requirements/fees.md#concessions-are-rules),
// through the grant form on a student's concessions page: the rules offered (never the sibling
// rule, which applies itself, nor one not in use), a scholarship needing its reason and approver,
// a staff ward its employee, an end before the start refused, the grant sent or refused with every
// value kept; in Hindi, for a member whose role cannot read the staff list, the staff ward's
// employee cannot be picked and the page says why.

import type { ConcessionRule } from '@common/api/portal/fee-concessions';
import type { Language } from '@common/languages';
import {
  type ConcessionGrantContext,
  concessionGrantMachine,
  grantBody,
  validateGrant,
} from '@machines/portal/concession-grant.machine';
import { ConcessionGrantForm } from '@portal/views/fees/setup/concession-grant-form';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { deferredActors, type ModelRun, type ModelStep, testModelPaths } from '../support/model';
import { TUITION } from './fee-setup-fixtures';
import { renderPortal } from './support';

const STUDENT = 'f8000000-0000-4000-8000-000000000001';
const NEHA = 'f9000000-0000-4000-8000-000000000001';
const TODAY = '2026-09-15';
const rule = (n: number, name: string, kind: ConcessionRule['kind'], active = true): ConcessionRule => ({
  id: `f7000000-0000-4000-8000-00000000000${n}`,
  name,
  kind,
  mode: 'percent',
  value: 5000,
  headIds: [TUITION],
  active,
});
const scholarship = rule(1, 'Merit scholarship', 'scholarship');
const staffWard = rule(2, 'Staff ward', 'staff_ward');
const rules = [
  scholarship,
  staffWard,
  rule(3, 'Sibling', 'sibling'),
  rule(4, 'Old hardship', 'hardship', false),
];

const NEEDS_APPROVAL = {
  error: {
    status: 400,
    code: 'concession_needs_approval',
    message: 'A scholarship or hardship concession needs a reason and the name of who approved it.',
  },
  label: 'refused without an approver',
};

const words = {
  en: {
    rule: 'Rule',
    validFrom: 'From',
    validTo: 'Until (empty: until ended)',
    reason: 'Reason',
    approvedBy: 'Approved by',
    employee: 'Parent on the staff',
    submit: 'Grant',
    granting: 'Granting…',
    noEmployees:
      'Your role cannot read the staff list: ask an administrator to grant a staff ward concession.',
    errors: {
      'ruleId:required': 'Choose a rule',
      'validTo:order': 'It cannot end before it starts',
      'reason:required': 'A scholarship or hardship needs the reason',
      'approvedBy:required': 'Name who approved it',
      'employeeId:required': 'Choose the employee whose child this is',
    } as Record<string, string>,
    connectionLost: 'No connection to the server. Nothing is lost: try again when you are connected.',
    concession_needs_approval: NEEDS_APPROVAL.error.message,
  },
  hi: {
    rule: 'नियम',
    validFrom: 'कब से',
    validTo: 'कब तक (ख़ाली: ख़त्म किए जाने तक)',
    reason: 'कारण',
    approvedBy: 'स्वीकृति देने वाले',
    employee: 'स्टाफ़ में अभिभावक',
    submit: 'छूट दें',
    granting: 'दी जा रही है…',
    noEmployees: 'आपकी भूमिका स्टाफ़ की सूची नहीं देख सकती: स्टाफ़ के बच्चे की छूट किसी व्यवस्थापक से दिलवाएँ।',
    errors: {
      'ruleId:required': 'नियम चुनें',
      'validTo:order': 'छूट शुरू होने से पहले ख़त्म नहीं हो सकती',
      'reason:required': 'छात्रवृत्ति या आर्थिक कठिनाई की छूट के लिए कारण ज़रूरी है',
      'approvedBy:required': 'स्वीकृति देने वाले का नाम लिखें',
      'employeeId:required': 'वह कर्मचारी चुनें जिसका यह बच्चा है',
    } as Record<string, string>,
    connectionLost: 'सर्वर से कनेक्शन नहीं है। कुछ खोया नहीं है: कनेक्शन मिलने पर फिर से कोशिश करें।',
    concession_needs_approval: 'छात्रवृत्ति या आर्थिक कठिनाई की छूट के लिए कारण और स्वीकृति देने वाले का नाम ज़रूरी है।',
  },
};

type Run = ModelRun & { name: string; language: Language; employees: { id: string; name: string }[] };
const runs: Run[] = [
  {
    name: 'an accountant grants a scholarship or a staff ward',
    language: 'en',
    employees: [{ id: NEHA, name: 'Neha Singh' }],
    eventCases: {
      'field.change': [
        { field: 'ruleId', value: scholarship.id, label: 'a scholarship' },
        { field: 'ruleId', value: staffWard.id, label: 'a staff ward' },
        { field: 'reason', value: 'First in the district', label: 'a reason' },
        { field: 'approvedBy', value: 'The principal', label: 'an approver' },
        { field: 'employeeId', value: NEHA, label: 'Neha' },
        { field: 'validTo', value: '2026-01-31', label: 'an end before the start' },
      ],
      'xstate.done.actor.grantConcession': [{ output: null }],
      'xstate.error.actor.grantConcession': [NEEDS_APPROVAL],
    },
  },
  {
    name: 'in Hindi, a staff ward without the staff list',
    language: 'hi',
    employees: [],
    eventCases: {
      'field.change': [{ field: 'ruleId', value: staffWard.id, label: 'a staff ward' }],
      'xstate.done.actor.grantConcession': [],
      'xstate.error.actor.grantConcession': [],
    },
  },
];

type World = { deferred: ReturnType<typeof deferredActors>; onGranted: ReturnType<typeof vi.fn> };
type Step = ModelStep<Run>;
const live = (step: Step) => step.actor.getSnapshot().context as ConcessionGrantContext;
const fields = ['ruleId', 'validFrom', 'validTo', 'reason', 'approvedBy', 'employeeId'] as const;
const labelOf = (field: (typeof fields)[number], language: Language) =>
  words[language][field === 'ruleId' ? 'rule' : field === 'employeeId' ? 'employee' : field];

describe('concession-grant machine, through the grant form', () => {
  testModelPaths<World, Run>({
    machine: concessionGrantMachine,
    file: import.meta.filename,
    runs: runs.map((run) => ({ ...run, input: { studentId: STUDENT, rules, today: TODAY } })),
    viewContext: (snapshot: AnyMachineSnapshot) => {
      const context = snapshot.context as ConcessionGrantContext;
      return {
        valid: Object.keys(validateGrant(context.values, context.rules)).length === 0,
        errors: context.errors,
        notice: context.notice,
      };
    },
    open({ inspect, run }) {
      const deferred = deferredActors(['grantConcession']);
      const onGranted = vi.fn();
      renderPortal(
        <ConcessionGrantForm
          studentId={STUDENT}
          rules={rules}
          employees={run.employees}
          today={TODAY}
          onGranted={onGranted}
          onCancel={() => {}}
        />,
        { inspect, actors: deferred.actors, language: run.language },
      );
      return { deferred, onGranted };
    },
    on: {
      'field.change': ({ field, value }: { field: (typeof fields)[number]; value: string }, _, step) => {
        const control = screen.queryByLabelText(labelOf(field, step.run.language));
        // The approver and the employee are asked only where the rule needs them.
        if (!control) return expect(control).toBeNull();
        return act(async () => fireEvent.change(control, { target: { value } }));
      },
      'form.submit': (_, __, step) =>
        act(async () =>
          fireEvent.click(screen.getByRole('button', { name: words[step.run.language].submit })),
        ),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, world, step) {
      const w = words[step.run.language];
      const context = live(step);
      if (state.matches('granted')) {
        expect(world.onGranted).toHaveBeenCalledTimes(1);
        return;
      }
      const submitting = state.matches('submitting');
      const kind = context.rules.find((one) => one.id === context.values.ruleId)?.kind ?? null;
      // Only what a person grants: the sibling rule applies itself, an old rule is not in use.
      const options = within(screen.getByLabelText(w.rule)).getAllByRole('option');
      expect(options.map((option) => option.getAttribute('value'))).toEqual([
        '',
        scholarship.id,
        staffWard.id,
      ]);
      for (const field of fields) {
        const control = screen.queryByLabelText(labelOf(field, step.run.language)) as HTMLInputElement | null;
        const shown =
          (field !== 'approvedBy' || kind === 'scholarship') &&
          (field !== 'employeeId' || kind === 'staff_ward');
        expect(control !== null).toBe(shown);
        if (!control) continue;
        expect(control.value).toBe(context.values[field]);
        if (submitting) expect(control).toBeDisabled();
        const code = context.errors[field];
        expect(control.getAttribute('aria-invalid')).toBe(String(Boolean(code)));
        if (code) expect(screen.getByText(w.errors[`${field}:${code}`] ?? '')).toBeInTheDocument();
      }
      expect(screen.queryByText(w.noEmployees) !== null).toBe(
        kind === 'staff_ward' && step.run.employees.length === 0,
      );
      expect(screen.getByRole('button', { name: submitting ? w.granting : w.submit })).toBeInTheDocument();
      if (submitting) expect(world.deferred.inputs('grantConcession')).toEqual([grantBody(context)]);
      const alert = screen.queryByRole('alert');
      const notice = context.notice;
      if (!notice) expect(alert).toBeNull();
      else
        expect(alert).toHaveTextContent(
          notice.code === 'connectionLost'
            ? w.connectionLost
            : w[notice.serverCode as 'concession_needs_approval'],
        );
    },
  });
});
