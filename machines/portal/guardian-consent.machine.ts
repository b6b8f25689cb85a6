// Consent a guardian gives themselves (docs/requirements/guardians.md#consent): what the school
// holds about the child loads with each purpose's consent; the guardian gives or withdraws one
// purpose at a time (a tap either way), the page saying which one is being saved and, once saved,
// that it is; a refusal or a lost connection keeps the consent as it stood with the reason. A
// failed load shows with a retry and no switches (a switch over an unknown state could not say
// what it changes). The API is injected actors.

import type { ConsentPurpose } from '@common/api/portal/consent';
import type { ChildConsent, ConsentChange } from '@common/api/portal/guardian';
import { assign, fromPromise, setup } from 'xstate';
import { type Notice, noticeFrom } from '../api-failure';

export interface GuardianConsentContext {
  studentId: string;
  consent: ChildConsent | null;
  /** The change being saved, or the last one saved (the page says so). */
  change: ConsentChange | null;
  notice: Notice<'loadFailed' | 'changeFailed'> | null;
}

export type GuardianConsentEvent =
  | { type: 'consent.retry' }
  | { type: 'consent.toggle'; purpose: ConsentPurpose; given: boolean };

/** A switch turned: saved, one at a time (a tap while one saves waits for it). */
const toggle = {
  guard: 'changes',
  target: 'changing',
  actions: assign<GuardianConsentContext, GuardianConsentEvent, undefined, GuardianConsentEvent, never>({
    change: ({ event }) =>
      event.type === 'consent.toggle' ? { purpose: event.purpose, given: event.given } : null,
  }),
} as const;

export const guardianConsentMachine = setup({
  types: {
    context: {} as GuardianConsentContext,
    events: {} as GuardianConsentEvent,
    input: {} as { studentId: string },
  },
  actors: {
    loadChildConsent: fromPromise<ChildConsent, { studentId: string }>(async () => {
      throw new Error('loadChildConsent is provided by the page');
    }),
    changeChildConsent: fromPromise<ChildConsent, { studentId: string; change: ConsentChange }>(async () => {
      throw new Error('changeChildConsent is provided by the page');
    }),
  },
  guards: {
    /** A switch turned to what it already says changes nothing. */
    changes: ({ context, event }) =>
      event.type === 'consent.toggle' &&
      context.consent?.purposes.find((one) => one.purpose === event.purpose)?.given !== event.given,
  },
}).createMachine({
  id: 'guardianConsent',
  context: ({ input }) => ({ studentId: input.studentId, consent: null, change: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'loadChildConsent',
        src: 'loadChildConsent',
        input: ({ context }) => ({ studentId: context.studentId }),
        onDone: { target: 'ready', actions: assign({ consent: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ notice: ({ event }) => noticeFrom(event.error, ['message'], 'loadFailed') }),
        },
      },
    },
    failed: { on: { 'consent.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'consent.toggle': toggle } },
        /** Saved: said until the next change. */
        saved: { on: { 'consent.toggle': toggle } },
        changing: {
          entry: assign({ notice: null }),
          invoke: {
            id: 'changeChildConsent',
            src: 'changeChildConsent',
            input: ({ context }) => ({
              studentId: context.studentId,
              change: context.change ?? { purpose: 'school_records', given: true },
            }),
            onDone: { target: 'saved', actions: assign({ consent: ({ event }) => event.output }) },
            onError: {
              target: 'idle',
              actions: assign({
                notice: ({ event }) => noticeFrom(event.error, ['message'], 'changeFailed'),
                change: null,
              }),
            },
          },
        },
      },
    },
  },
});
