// Every path of the guardian's own consent (docs/requirements/guardians.md#consent), through the
// consent page: loading, a failed load with its retry and no switches, giving consent to messages,
// withdrawing the school's consent to school records, one change saved at a time (the switches
// wait while it saves), saved said under the switch, and a refusal or a lost connection keeping
// the consent as it stood with the reason.

import type { ChildConsent } from '@common/api/portal/guardian';
import {
  type GuardianConsentContext,
  guardianConsentMachine,
} from '@machines/portal/guardian-consent.machine';
import { GuardianConsentPage } from '@portal/views/guardian/consent-page';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { deferredActors, testModelPaths } from '../support/model';
import { failures } from './attendance-fixtures';
import { renderPortal } from './support';

const STUDENT = 'd0000000-0000-4000-8000-000000000001';
// The server answers with the consent as it keeps it: the same, so the switches stay where they were.
const consent: ChildConsent = {
  child: { id: STUDENT, name: 'Naina Gupta', groups: ['Class 6 A'] },
  record: {
    name: 'Naina Gupta',
    admissionNumber: 'SR-2041',
    dateOfBirth: '2015-06-01',
    gender: 'female',
    address: '12 Lake Road',
    guardians: [{ name: 'Meena Gupta', relation: 'mother', phone: '96000 12345', email: 'meena@example.in' }],
  },
  purposes: [
    { purpose: 'school_records', given: true, by: 'school', since: '2026-04-01' },
    { purpose: 'guardian_messages', given: false, by: null, since: null },
    { purpose: 'photos', given: false, by: null, since: null },
  ],
};
const said = {
  heading: 'What the school holds about Naina Gupta',
  loading: 'Loading…',
  retry: 'Try again',
  records: 'School records',
  messages: 'Messages to you',
  photos: 'Photos',
  saving: 'Saving…',
  saved: 'Saved.',
  bySchool: 'Given on 1 Apr 2026, as recorded by the school',
};
const refused = {
  error: { status: 404, code: 'not_found', message: 'This student was not found.' },
  label: 'refused',
};

describe('guardian-consent machine, through the consent page', () => {
  testModelPaths({
    machine: guardianConsentMachine,
    file: import.meta.filename,
    runs: [
      {
        input: { studentId: STUDENT },
        eventCases: {
          'xstate.done.actor.loadChildConsent': [{ output: consent }],
          'xstate.error.actor.loadChildConsent': [failures.connectionLost],
          'consent.toggle': [
            { purpose: 'guardian_messages', given: true, label: 'messages given' },
            { purpose: 'school_records', given: false, label: 'records withdrawn' },
          ],
          'xstate.done.actor.changeChildConsent': [{ output: consent }],
          'xstate.error.actor.changeChildConsent': [failures.connectionLost, refused],
        },
      },
    ],
    viewContext: (snapshot) => {
      const context = snapshot.context as GuardianConsentContext;
      return [context.change?.purpose ?? null, context.notice?.serverCode ?? context.notice?.code ?? null];
    },
    open({ inspect }) {
      const deferred = deferredActors(['loadChildConsent', 'changeChildConsent']);
      renderPortal(<GuardianConsentPage studentId={STUDENT} />, { inspect, actors: deferred.actors });
      return { deferred };
    },
    on: {
      'consent.retry': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: said.retry }))),
      'consent.toggle': ({ purpose }: { purpose: string }) =>
        act(async () =>
          fireEvent.click(
            screen.getByRole('switch', {
              name: purpose === 'guardian_messages' ? said.messages : said.records,
            }),
          ),
        ),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, { deferred }, { actor }) {
      const context = actor.getSnapshot().context as GuardianConsentContext;
      const alert = screen.queryByRole('alert');
      if (state.matches('loading') || state.matches('failed')) {
        expect(screen.queryByRole('switch')).toBeNull();
        expect(screen.queryByText(said.loading) !== null).toBe(state.matches('loading'));
        if (state.matches('failed')) {
          expect(alert).toHaveTextContent(context.notice?.serverText ?? '');
          expect(screen.getByRole('button', { name: said.retry })).toBeEnabled();
        }
        return;
      }
      expect(screen.getByRole('heading', { level: 1, name: said.heading })).toBeInTheDocument();
      expect(screen.getByText('SR-2041')).toBeInTheDocument();
      const changing = state.matches({ ready: 'changing' });
      const switches = {
        records: screen.getByRole('switch', { name: said.records }) as HTMLInputElement,
        messages: screen.getByRole('switch', { name: said.messages }) as HTMLInputElement,
        photos: screen.getByRole('switch', { name: said.photos }) as HTMLInputElement,
      };
      expect([switches.records.checked, switches.messages.checked, switches.photos.checked]).toEqual([
        true,
        false,
        false,
      ]);
      for (const one of Object.values(switches)) expect(one.disabled).toBe(changing);
      expect(screen.getByText(said.bySchool)).toBeInTheDocument();
      // Under the switch that changed: saving, then saved; nothing elsewhere.
      const item = (name: string) => screen.getByRole('switch', { name }).closest('li') as HTMLElement;
      const changed = context.change?.purpose === 'guardian_messages' ? said.messages : said.records;
      const other = changed === said.messages ? said.records : said.messages;
      if (changing) {
        expect(within(item(changed)).getByRole('status')).toHaveTextContent(said.saving);
        expect(deferred.inputs('changeChildConsent').at(-1)).toEqual({
          studentId: STUDENT,
          change: context.change,
        });
      }
      if (state.matches({ ready: 'saved' }))
        expect(within(item(changed)).getByRole('status')).toHaveTextContent(said.saved);
      if (state.matches({ ready: 'idle' }) || !context.change)
        for (const name of [said.records, said.messages, said.photos])
          expect(within(item(name)).getByRole('status')).toHaveTextContent('');
      else expect(within(item(other)).getByRole('status')).toHaveTextContent('');
      if (context.notice) expect(alert).toHaveTextContent(context.notice.serverText ?? '');
      else expect(alert).toBeNull();
    },
  });
});
