// Every path of consent for many students at once (docs/requirements/students.md#consent):
// students ticked one by one, all shown, or none; the evidence filled; recording refused until
// the choice is complete, then sent as one call, the count kept and the choice cleared; a refusal
// keeps the choice with the server's sentence.

import { bulkBody, bulkConsentMachine } from '@machines/portal/bulk-consent.machine';
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { deferredActors, testModelPaths } from '../support/model';

const ASHA = 'a0000000-0000-4000-8000-000000000001';
const BINA = 'a0000000-0000-4000-8000-000000000002';
const input = { today: '2026-11-27' };

describe('bulk-consent machine, through its actor', () => {
  testModelPaths({
    machine: bulkConsentMachine,
    file: import.meta.filename,
    runs: [
      {
        input,
        eventCases: {
          'student.toggle': [{ id: ASHA }],
          'students.all': [{ ids: [ASHA, BINA, ASHA] }],
          'field.method': [{ value: 'signed_letter' }, { value: '' }],
          'field.givenOn': [{ value: '2026-11-20' }],
          'purpose.toggle': [{ purpose: 'photos' }],
          'xstate.done.actor.recordConsents': [{ output: { recorded: 2 } }],
          'xstate.error.actor.recordConsents': [
            { error: { status: 400, message: 'No guardian to record consent from: Bina Das.' } },
          ],
        },
      },
    ],
    viewContext: (snapshot) => ({
      selected: snapshot.context.selected,
      method: snapshot.context.method,
      purposes: snapshot.context.purposes,
      recorded: snapshot.context.recorded,
      notice: snapshot.context.notice,
    }),
    open({ inspect, run }) {
      const deferred = deferredActors(['recordConsents']);
      const actor = createActor(bulkConsentMachine.provide({ actors: deferred.actors as never }), {
        inspect,
        input: run.input as typeof input,
      });
      actor.start();
      return { deferred, actor };
    },
    on: {
      'student.toggle': ({ id }: { id: string }, { actor }) => actor.send({ type: 'student.toggle', id }),
      'students.all': ({ ids }: { ids: string[] }, { actor }) => actor.send({ type: 'students.all', ids }),
      'students.none': (_event: never, { actor }) => actor.send({ type: 'students.none' }),
      'field.method': ({ value }: { value: 'signed_letter' | '' }, { actor }) =>
        actor.send({ type: 'field.method', value }),
      'field.givenOn': ({ value }: { value: string }, { actor }) =>
        actor.send({ type: 'field.givenOn', value }),
      'purpose.toggle': ({ purpose }: { purpose: 'photos' }, { actor }) =>
        actor.send({ type: 'purpose.toggle', purpose }),
      'consent.record': (_event: never, { actor }) => actor.send({ type: 'consent.record' }),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, { deferred, actor }) {
      const context = actor.getSnapshot().context;
      expect(context.selected).toEqual(state.context.selected);
      expect(context.notice).toEqual(state.context.notice);
      expect(context.recorded).toEqual(state.context.recorded);
      // "All shown" never chooses a student twice.
      expect(new Set(context.selected).size).toBe(context.selected.length);
      // Consent for guardian messages is what the form starts with: it is what alerts need.
      if (context.purposes.length > 0) expect(context.purposes).toContain('guardian_messages');
      if (state.matches('recording')) {
        expect(context.selected.length).toBeGreaterThan(0);
        expect(context.method).not.toBe('');
        expect(deferred.inputs('recordConsents').at(-1)).toEqual(bulkBody(context));
      }
      if (context.notice?.code === 'failed')
        expect(context.notice.serverText).toBe('No guardian to record consent from: Bina Das.');
      if (context.recorded !== null) expect(context.selected).toEqual([]);
    },
  });
});
