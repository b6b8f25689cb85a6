// Every path of the fee-head-form machine (docs/requirements/fees.md#fee-heads-and-plans), through
// the fee head form: a school's new head (its name required, charged in every instalment or once),
// saved or refused with every value kept; a coaching centre's head changed in Hindi, its GST rate
// checked (up to 28 %) and sent in basis points, the server's refusal by code in Hindi.

import type { FeeHead } from '@common/api/portal/fees';
import type { Language } from '@common/languages';
import {
  type FeeHeadFormContext,
  feeHeadBody,
  feeHeadFormMachine,
  validateFeeHead,
} from '@machines/portal/fee-head-form.machine';
import { FeeHeadForm } from '@portal/views/fees/setup/fee-head-form';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import { deferredActors, formView, type ModelRun, testModelPaths } from '../support/model';
import { failures, heads } from './fee-setup-fixtures';
import { renderPortal } from './support';

const NAME_TAKEN = {
  error: { status: 409, code: 'fee_head_name_taken', message: 'A fee head with this name already exists.' },
  label: 'a name taken',
};

const words = {
  en: {
    name: 'Name',
    gstRate: 'GST rate (%)',
    once: 'Once (admission, say)',
    save: 'Save fee head',
    saving: 'Saving…',
    errors: {
      'name:required': 'Name is required',
      'gstRate:invalid': 'A rate from 0 to 28, like 18',
    } as Record<string, string>,
    connectionLost: 'No connection to the server. Nothing is lost: try again when you are connected.',
    fee_head_name_taken: 'A fee head with this name already exists.',
  },
  hi: {
    name: 'नाम',
    gstRate: 'GST दर (%)',
    once: 'एक बार (जैसे प्रवेश)',
    save: 'फ़ीस मद सहेजें',
    saving: 'सहेजा जा रहा है…',
    errors: { 'name:required': 'नाम ज़रूरी है', 'gstRate:invalid': '0 से 28 तक की दर, जैसे 18' } as Record<
      string,
      string
    >,
    connectionLost: 'सर्वर से कनेक्शन नहीं है। कुछ खोया नहीं है: कनेक्शन मिलने पर फिर से कोशिश करें।',
    fee_head_name_taken: 'इस नाम का फ़ीस मद पहले से है।',
  },
};

type Run = ModelRun & { name: string; language: Language; head: FeeHead | null; coaching: boolean };
const tuition = heads[0] as FeeHead;

const runs: Run[] = [
  {
    name: 'a school adds a head',
    language: 'en',
    head: null,
    coaching: false,
    eventCases: {
      'field.change': [
        { field: 'name', value: 'Admission', label: 'a name' },
        { field: 'kind', value: 'one_time', label: 'charged once' },
      ],
      'xstate.done.actor.saveFeeHead': [{ output: tuition }],
      'xstate.error.actor.saveFeeHead': [NAME_TAKEN, failures.connectionLost],
    },
  },
  {
    name: 'a coaching centre changes a head, in Hindi',
    language: 'hi',
    head: { ...tuition, gstRateBp: 1800 },
    coaching: true,
    eventCases: {
      'field.change': [
        { field: 'name', value: ' ', label: 'a blank name' },
        { field: 'gstRate', value: '30', label: 'a rate above 28' },
        { field: 'gstRate', value: '5', label: 'five percent' },
      ],
      'xstate.done.actor.saveFeeHead': [{ output: tuition }],
      'xstate.error.actor.saveFeeHead': [NAME_TAKEN],
    },
  },
];

type World = { deferred: ReturnType<typeof deferredActors>; onSaved: ReturnType<typeof vi.fn> };

describe('fee-head-form machine, through the fee head form', () => {
  testModelPaths<World, Run>({
    machine: feeHeadFormMachine,
    file: import.meta.filename,
    runs: runs.map((run) => ({
      ...run,
      input: run.head
        ? {
            id: run.head.id,
            values: { name: run.head.name, kind: run.head.kind, gstRate: String(run.head.gstRateBp / 100) },
          }
        : undefined,
    })),
    viewContext: (snapshot) => ({
      ...(formView(validateFeeHead as never)(snapshot) as object),
      values: snapshot.context.values,
    }),
    open({ inspect, run }) {
      const deferred = deferredActors(['saveFeeHead']);
      const onSaved = vi.fn();
      renderPortal(
        <FeeHeadForm head={run.head} coaching={run.coaching} onSaved={onSaved} onCancel={() => {}} />,
        {
          inspect,
          actors: deferred.actors,
          language: run.language,
        },
      );
      return { deferred, onSaved };
    },
    on: {
      'field.change': ({ field, value }: { field: string; value: string }, _, { run }) => {
        const w = words[run.language];
        if (field === 'kind') return act(async () => fireEvent.click(screen.getByLabelText(w.once)));
        const input = screen.getByLabelText(field === 'name' ? w.name : w.gstRate);
        return act(async () => fireEvent.change(input, { target: { value } }));
      },
      'form.submit': (_, __, { run }) =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: words[run.language].save }))),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, world, { run }) {
      const w = words[run.language];
      const context = state.context as FeeHeadFormContext;
      if (state.matches('saved')) {
        expect(world.onSaved).toHaveBeenCalledTimes(1);
        return;
      }
      const submitting = state.matches('submitting');
      expect(screen.getByRole('button', { name: submitting ? w.saving : w.save })).toHaveProperty(
        'disabled',
        submitting,
      );
      expect((screen.getByLabelText(w.name) as HTMLInputElement).value).toBe(context.values.name);
      expect((screen.getByLabelText(w.once) as HTMLInputElement).checked).toBe(
        context.values.kind === 'one_time',
      );
      // The GST rate is a coaching centre's only: schools stay out of GST.
      const rate = screen.queryByLabelText(w.gstRate) as HTMLInputElement | null;
      expect(rate !== null).toBe(run.coaching);
      if (rate) expect(rate.value).toBe(context.values.gstRate);
      for (const [field, code] of Object.entries(context.errors))
        expect(screen.getByText(w.errors[`${field}:${code}`] ?? '')).toBeInTheDocument();
      if (submitting)
        expect(world.deferred.inputs('saveFeeHead')).toEqual([
          { id: run.head?.id ?? null, body: feeHeadBody(context.values) },
        ]);
      const alert = screen.queryByRole('alert');
      const notice = context.notice;
      if (!notice) expect(alert).toBeNull();
      else
        expect(alert).toHaveTextContent(
          notice.code === 'connectionLost' ? w.connectionLost : w[notice.serverCode as 'fee_head_name_taken'],
        );
    },
  });
});
