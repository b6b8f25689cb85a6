// The school's classes with their sections, offered by the students screens' filters and section
// pickers (docs/requirements/students.md#students). Only ever a help: until they arrive the pickers
// offer nothing more. When they cannot be read (no connection) the machine asks again a little
// later, so the pickers fill once the school's connection is back; a member whose role cannot
// read classes gets none, which is an answer, not a failure.
import type { ClassSummary } from '@common/api/portal/academics';
import { assign, fromPromise, setup } from 'xstate';

export interface ClassChoicesContext {
  classes: ClassSummary[];
}

export const classChoicesMachine = setup({
  types: { context: {} as ClassChoicesContext },
  actors: {
    loadClasses: fromPromise<ClassSummary[]>(async () => []),
  },
  delays: { retryLater: 30_000 },
}).createMachine({
  id: 'classChoices',
  context: { classes: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadClasses',
        src: 'loadClasses',
        onDone: { target: 'ready', actions: assign({ classes: ({ event }) => event.output }) },
        onError: 'unavailable',
      },
    },
    unavailable: { after: { retryLater: 'loading' } },
    ready: {},
  },
});
