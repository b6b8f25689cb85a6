// Every path of the concession-end machine (docs/requirements/fees.md#concessions-are-rules), through
// the end form in Hindi: the reason required, the concession ended (the page reads the list again)
// or refused by code in Hindi (already ended), the reason typed kept.

import {
  type ConcessionEndContext,
  concessionEndMachine,
  validateEnd,
} from '@machines/portal/concession-end.machine';
import { ConcessionEndForm } from '@portal/views/fees/setup/concession-end-form';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import { deferredActors, formView, testModelPaths } from '../support/model';
import { failures } from './fee-setup-fixtures';
import { renderPortal } from './support';

const CONCESSION = 'fa000000-0000-4000-8000-000000000001';
const ALREADY_ENDED = {
  error: { status: 409, code: 'concession_ended', message: 'This concession has already ended.' },
  label: 'already ended',
};
const said = {
  heading: 'छात्रवृत्ति ख़त्म करें',
  reason: 'ख़त्म करने का कारण',
  end: 'छूट ख़त्म करें',
  ending: 'ख़त्म की जा रही है…',
  required: 'ख़त्म करने का कारण लिखें',
  alreadyEnded: 'यह छूट पहले ही ख़त्म हो चुकी है।',
  connectionLost: 'सर्वर से कनेक्शन नहीं है। कुछ खोया नहीं है: कनेक्शन मिलने पर फिर से कोशिश करें।',
};

type World = { deferred: ReturnType<typeof deferredActors>; onEnded: ReturnType<typeof vi.fn> };

describe('concession-end machine, through the end form in Hindi', () => {
  testModelPaths<World>({
    machine: concessionEndMachine,
    file: import.meta.filename,
    runs: [
      {
        input: { id: CONCESSION },
        eventCases: {
          'field.change': [
            { field: 'reason', value: 'परिवार ने स्कूल बदला', label: 'a reason' },
            { field: 'reason', value: ' ', label: 'a blank reason' },
          ],
          'xstate.done.actor.endConcession': [{ output: null }],
          'xstate.error.actor.endConcession': [ALREADY_ENDED, failures.connectionLost],
        },
      },
    ],
    viewContext: (snapshot) => ({
      ...(formView(validateEnd as never)(snapshot) as object),
      values: snapshot.context.values,
    }),
    open({ inspect }) {
      const deferred = deferredActors(['endConcession']);
      const onEnded = vi.fn();
      renderPortal(
        <ConcessionEndForm
          concessionId={CONCESSION}
          ruleName="छात्रवृत्ति"
          onEnded={onEnded}
          onCancel={() => {}}
        />,
        { inspect, actors: deferred.actors, language: 'hi' },
      );
      return { deferred, onEnded };
    },
    on: {
      'field.change': ({ value }: { value: string }) =>
        act(async () => fireEvent.change(screen.getByLabelText(said.reason), { target: { value } })),
      'form.submit': () => act(async () => fireEvent.click(screen.getByRole('button', { name: said.end }))),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, world) {
      const context = state.context as ConcessionEndContext;
      if (state.matches('ended')) {
        expect(world.onEnded).toHaveBeenCalledTimes(1);
        return;
      }
      expect(screen.getByRole('heading', { level: 3, name: said.heading })).toBeInTheDocument();
      const submitting = state.matches('submitting');
      const reason = screen.getByLabelText(said.reason) as HTMLInputElement;
      expect(reason.value).toBe(context.values.reason);
      expect(reason.getAttribute('aria-invalid')).toBe(String(Boolean(context.errors.reason)));
      expect(screen.queryByText(said.required) !== null).toBe(Boolean(context.errors.reason));
      expect(screen.getByRole('button', { name: submitting ? said.ending : said.end })).toBeInTheDocument();
      if (submitting)
        expect(world.deferred.inputs('endConcession')).toEqual([
          { id: CONCESSION, body: { reason: context.values.reason.trim() } },
        ]);
      const alert = screen.queryByRole('alert');
      const notice = context.notice;
      if (!notice) expect(alert).toBeNull();
      else
        expect(alert).toHaveTextContent(
          notice.code === 'connectionLost' ? said.connectionLost : said.alreadyEnded,
        );
    },
  });
});
