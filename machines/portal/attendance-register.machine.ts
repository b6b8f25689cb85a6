// A section's monthly register (docs/requirements/school-day.md#attendance): the school's sections
// load first (the picker), and the first of them is chosen (never a blank register); once a
// section and a month are chosen the register loads, and again at
// each change of either; a failure (the connection lost, or the server's refusal by its code)
// shows with a retry. The CSV download runs beside it, one at a time, and says why it failed.
// The API is an injected actor (src/portal/api/attendance-actors.ts).
import type { Register } from '@common/api/portal/attendance';
import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { attendanceNotice } from './attendance-notice';

/** A section in the picker: its id and its name with its class's ("Class 5 A"). */
export interface SectionOption {
  id: string;
  label: string;
}

/** The register asked for: a section and a month (YYYY-MM). */
export interface RegisterChoice {
  sectionId: string;
  month: string;
}

export interface AttendanceRegisterContext extends RegisterChoice {
  sections: SectionOption[];
  register: Register | null;
  notice: Notice<'sectionsFailed' | 'registerFailed' | 'connectionLost'> | null;
  exportNotice: Notice<'exportFailed' | 'connectionLost'> | null;
}

export type AttendanceRegisterEvent =
  | ({ type: 'register.choose' } & Partial<RegisterChoice>)
  | { type: 'register.retry' }
  | { type: 'register.export' };

const choiceOf = ({ sectionId, month }: RegisterChoice): RegisterChoice => ({ sectionId, month });

export const attendanceRegisterMachine = setup({
  types: {
    context: {} as AttendanceRegisterContext,
    events: {} as AttendanceRegisterEvent,
    input: {} as { month: string },
  },
  actors: {
    loadSections: fromPromise<SectionOption[], void>(async () => []),
    loadRegister: fromPromise<Register, RegisterChoice>(async () => {
      throw new Error('loadRegister is provided by the page');
    }),
    downloadRegister: fromPromise<void, RegisterChoice>(async () => {}),
  },
  guards: {
    /** A choice the same as the one made asks for nothing new. */
    changesChoice: ({ context, event }) =>
      event.type === 'register.choose' &&
      ((event.sectionId !== undefined && event.sectionId !== context.sectionId) ||
        (event.month !== undefined && event.month !== context.month)),
    chosen: ({ context }) => context.sectionId !== '' && /^\d{4}-\d{2}$/.test(context.month),
  },
}).createMachine({
  id: 'attendanceRegister',
  context: ({ input }) => ({
    sections: [],
    sectionId: '',
    month: input.month,
    register: null,
    notice: null,
    exportNotice: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'loadSections',
        src: 'loadSections',
        onDone: {
          target: 'ready',
          actions: assign({
            sections: ({ event }) => event.output,
            sectionId: ({ context, event }) => context.sectionId || (event.output[0]?.id ?? ''),
          }),
        },
        onError: {
          target: 'unavailable',
          actions: assign({ notice: ({ event }) => attendanceNotice(event.error, 'sectionsFailed') }),
        },
      },
    },
    unavailable: {
      on: { 'register.retry': 'starting' },
    },
    ready: {
      type: 'parallel',
      states: {
        register: {
          initial: 'deciding',
          // Here rather than on `ready`: a new choice leaves a download under way alone.
          on: {
            'register.choose': {
              guard: 'changesChoice',
              target: '.deciding',
              actions: assign(({ context, event }) => ({
                sectionId: event.sectionId ?? context.sectionId,
                month: event.month ?? context.month,
              })),
            },
          },
          states: {
            deciding: {
              always: [{ guard: 'chosen', target: 'loading' }, { target: 'choosing' }],
            },
            choosing: {},
            loading: {
              entry: assign({ notice: null, register: null }),
              invoke: {
                id: 'loadRegister',
                src: 'loadRegister',
                input: ({ context }) => choiceOf(context),
                onDone: { target: 'shown', actions: assign({ register: ({ event }) => event.output }) },
                onError: {
                  target: 'failed',
                  actions: assign({ notice: ({ event }) => attendanceNotice(event.error, 'registerFailed') }),
                },
              },
            },
            shown: {},
            failed: {
              on: { 'register.retry': 'loading' },
            },
          },
        },
        export: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'register.export': { guard: 'chosen', target: 'downloading' } },
            },
            downloading: {
              entry: assign({ exportNotice: null }),
              invoke: {
                id: 'downloadRegister',
                src: 'downloadRegister',
                input: ({ context }) => choiceOf(context),
                onDone: 'idle',
                onError: {
                  target: 'idle',
                  actions: assign({
                    exportNotice: ({ event }) => attendanceNotice(event.error, 'exportFailed'),
                  }),
                },
              },
            },
          },
        },
      },
    },
  },
});
