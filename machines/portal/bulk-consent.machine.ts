// Consent for many students at once (docs/requirements/students.md#consent), on the students
// list: the member ticks students (or all shown), fills how the school checked the guardian, the
// date and the purposes, and records; one consent per student is written from each one's first
// guardian, all or none. The machine keeps the choice; the call is the injected `recordConsents`.

import type { ConsentPurpose, SchoolConsentMethod } from '@common/api/portal/consent';
import type { BulkConsentBody, BulkConsentResult } from '@common/api/portal/students';
import { assign, fromPromise, setup } from 'xstate';
import { type Notice, noticeFrom } from '../api-failure';

export interface BulkConsentContext {
  selected: string[];
  method: SchoolConsentMethod | '';
  givenOn: string;
  purposes: ConsentPurpose[];
  /** How many consents the last recording wrote. */
  recorded: number | null;
  notice: Notice<'incomplete' | 'failed'> | null;
}

export type BulkConsentEvent =
  | { type: 'student.toggle'; id: string }
  | { type: 'students.all'; ids: string[] }
  | { type: 'students.none' }
  | { type: 'field.method'; value: SchoolConsentMethod | '' }
  | { type: 'field.givenOn'; value: string }
  | { type: 'purpose.toggle'; purpose: ConsentPurpose }
  | { type: 'consent.record' };

/** What the form sends: the chosen students and the evidence. */
export function bulkBody(context: BulkConsentContext): BulkConsentBody {
  return {
    studentIds: context.selected,
    method: context.method as SchoolConsentMethod,
    givenOn: context.givenOn,
    purposes: context.purposes,
  };
}

export const bulkConsentMachine = setup({
  types: {
    context: {} as BulkConsentContext,
    events: {} as BulkConsentEvent,
    input: {} as { today: string },
  },
  actors: {
    recordConsents: fromPromise<BulkConsentResult, BulkConsentBody>(async () => ({ recorded: 0 })),
  },
  actions: {
    toggleStudent: assign({
      selected: ({ context, event }) => {
        const { id } = event as { id: string };
        return context.selected.includes(id)
          ? context.selected.filter((one) => one !== id)
          : [...context.selected, id];
      },
      recorded: null,
    }),
    selectAll: assign({
      selected: ({ event }) => [...new Set((event as { ids: string[] }).ids)],
      recorded: null,
    }),
    selectNone: assign({ selected: [], recorded: null }),
    setMethod: assign({ method: ({ event }) => (event as { value: SchoolConsentMethod | '' }).value }),
    setGivenOn: assign({ givenOn: ({ event }) => (event as { value: string }).value }),
    togglePurpose: assign({
      purposes: ({ context, event }) => {
        const { purpose } = event as { purpose: ConsentPurpose };
        return context.purposes.includes(purpose)
          ? context.purposes.filter((one) => one !== purpose)
          : [...context.purposes, purpose];
      },
    }),
  },
  guards: {
    complete: ({ context }) =>
      context.selected.length > 0 &&
      context.method !== '' &&
      context.givenOn !== '' &&
      context.purposes.length > 0,
  },
}).createMachine({
  id: 'bulkConsent',
  context: ({ input }) => ({
    selected: [],
    method: '',
    givenOn: input.today,
    purposes: ['school_records', 'guardian_messages'],
    recorded: null,
    notice: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'student.toggle': { actions: 'toggleStudent' },
        'students.all': { actions: 'selectAll' },
        'students.none': { actions: 'selectNone' },
        'field.method': { actions: 'setMethod' },
        'field.givenOn': { actions: 'setGivenOn' },
        'purpose.toggle': { actions: 'togglePurpose' },
        'consent.record': [
          { guard: 'complete', target: 'recording', actions: assign({ notice: null }) },
          { actions: assign({ notice: { code: 'incomplete' } }) },
        ],
      },
    },
    recording: {
      invoke: {
        id: 'recordConsents',
        src: 'recordConsents',
        input: ({ context }) => bulkBody(context),
        onDone: {
          target: 'editing',
          actions: assign({
            recorded: ({ event }) => event.output.recorded,
            selected: [],
            notice: null,
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({ notice: ({ event }) => noticeFrom(event.error, ['message'], 'failed') }),
        },
      },
    },
  },
});
