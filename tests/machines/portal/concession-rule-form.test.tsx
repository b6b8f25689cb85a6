// Every path of the concession-rule-form machine (docs/requirements/fees.md#concessions-are-rules),
// through the rule form: a new rule named, of a kind, a percentage (up to 100, sent in basis
// points) or a fixed sum (rupees, sent in paise), the heads it reduces ticked (none: every head),
// in use or not; saved, or refused with every value kept; and an existing rule opened as it is.

import type { ConcessionRule } from '@common/api/portal/fee-concessions';
import {
  type ConcessionRuleFormContext,
  concessionRuleFormMachine,
  ruleBody,
  validateRule,
} from '@machines/portal/concession-rule-form.machine';
import { ConcessionRuleForm } from '@portal/views/fees/setup/concession-rule-form';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferredActors, formView, type ModelRun, testModelPaths } from '../support/model';
import { failures, heads, TRANSPORT, TUITION } from './fee-setup-fixtures';
import { renderPortal } from './support';

const labels = {
  name: 'Name',
  kind: 'Kind',
  fixed: 'A fixed sum per head and instalment',
  value: { percent: 'Percentage (%)', fixed: 'Sum (₹)' },
  active: 'In use',
};
const errorText: Record<string, string> = {
  'name:required': 'Name is required',
  'value:required': 'Enter the amount',
  'value:invalid': 'A percentage up to 100, or a sum in rupees above zero',
};

const merit: ConcessionRule = {
  id: 'f7000000-0000-4000-8000-000000000001',
  name: 'Merit scholarship',
  kind: 'scholarship',
  mode: 'fixed',
  value: 500_00,
  headIds: [TUITION],
  active: true,
};

type World = { deferred: ReturnType<typeof deferredActors>; onSaved: ReturnType<typeof vi.fn> };
const valueInput = (context: ConcessionRuleFormContext) =>
  screen.getByLabelText(labels.value[context.values.mode]) as HTMLInputElement;
const headBox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('concession-rule-form machine, through the rule form', () => {
  testModelPaths<World, ModelRun>({
    machine: concessionRuleFormMachine,
    file: import.meta.filename,
    runs: [
      {
        eventCases: {
          'field.change': [
            { field: 'name', value: 'Hardship 2026', label: 'a name' },
            { field: 'value', value: '150', label: '150' },
            { field: 'value', value: '25', label: '25' },
            { field: 'mode', value: 'fixed', label: 'a fixed sum' },
            { field: 'kind', value: 'hardship', label: 'hardship' },
            { field: 'active', value: false, label: 'not in use' },
          ],
          'head.toggle': [{ headId: TRANSPORT }],
          'xstate.done.actor.saveConcessionRule': [{ output: merit }],
          'xstate.error.actor.saveConcessionRule': [failures.connectionLost, failures.serverFailure],
        },
      },
    ],
    viewContext: formView(validateRule as never),
    open({ inspect }) {
      const deferred = deferredActors(['saveConcessionRule']);
      const onSaved = vi.fn();
      renderPortal(<ConcessionRuleForm rule={null} heads={heads} onSaved={onSaved} onCancel={() => {}} />, {
        inspect,
        actors: deferred.actors,
      });
      return { deferred, onSaved };
    },
    on: {
      'field.change': ({ field, value }: { field: string; value: string }, _, { actor }) => {
        // The sum's field is labelled by the mode.
        const context = actor.getSnapshot().context as ConcessionRuleFormContext;
        if (field === 'mode') return act(async () => fireEvent.click(screen.getByLabelText(labels.fixed)));
        if (field === 'active') return act(async () => fireEvent.click(screen.getByLabelText(labels.active)));
        const input =
          field === 'value' ? valueInput(context) : screen.getByLabelText(labels[field as 'name']);
        return act(async () => fireEvent.change(input, { target: { value } }));
      },
      'head.toggle': () => act(async () => fireEvent.click(headBox('Transport'))),
      'form.submit': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save rule' }))),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, world, { actor }) {
      // The form as the page's actor holds it: the model may have reached this state another way.
      const context = actor.getSnapshot().context as ConcessionRuleFormContext;
      if (state.matches('saved')) {
        expect(world.onSaved).toHaveBeenCalledTimes(1);
        return;
      }
      const submitting = state.matches('submitting');
      const { values } = context;
      expect((screen.getByLabelText(labels.name) as HTMLInputElement).value).toBe(values.name);
      expect((screen.getByLabelText(labels.kind) as HTMLSelectElement).value).toBe(values.kind);
      expect((screen.getByLabelText(labels.fixed) as HTMLInputElement).checked).toBe(values.mode === 'fixed');
      expect(valueInput(context).value).toBe(values.value);
      expect(headBox('Tuition').checked).toBe(values.headIds.includes(TUITION));
      expect(headBox('Transport').checked).toBe(values.headIds.includes(TRANSPORT));
      expect((screen.getByLabelText(labels.active) as HTMLInputElement).checked).toBe(values.active);
      if (submitting) expect(valueInput(context)).toBeDisabled();
      else expect(valueInput(context)).toBeEnabled();
      for (const [field, code] of Object.entries(context.errors))
        expect(screen.getByText(errorText[`${field}:${code}`] ?? '')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: submitting ? 'Saving…' : 'Save rule' })).toBeInTheDocument();
      if (submitting)
        expect(world.deferred.inputs('saveConcessionRule')).toEqual([{ id: null, body: ruleBody(values) }]);
      const alert = screen.queryByRole('alert');
      const notice = context.notice;
      if (!notice) expect(alert).toBeNull();
      else
        expect(alert).toHaveTextContent(
          notice.code === 'connectionLost'
            ? 'No connection to the server. Nothing is lost: try again when you are connected.'
            : 'The rule could not be saved. Please try again.',
        );
    },
  });
});

describe('a rule opened to change', () => {
  it('shows its sum in rupees and its heads ticked, and sends the sum back in paise', async () => {
    const deferred = deferredActors(['saveConcessionRule']);
    renderPortal(<ConcessionRuleForm rule={merit} heads={heads} onSaved={() => {}} onCancel={() => {}} />, {
      actors: deferred.actors,
    });
    expect((screen.getByLabelText(labels.value.fixed) as HTMLInputElement).value).toBe('500');
    expect(headBox('Tuition').checked).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save rule' })));
    const { id, ...body } = merit;
    expect(deferred.inputs('saveConcessionRule')).toEqual([{ id, body }]);
  });
});
