// The defaulters' one-tap reminder (docs/requirements/fees.md#reminders): the students ticked on
// the list shown, or every one listed when none is, are reminded in one request; the answer says how
// many families it went to and how many were skipped (no consent or contact, or this week's two
// reminders already sent), and the list is told to load again (`remindersSent`, the page's
// action) so each student's last reminder shows. A failure says why; the same tap tries again.
// One request reminds at most the contract's number of students, never split in two (a family
// whose children fell in both halves would hear twice): more asks for a narrower list.
import { ReminderRequest, type ReminderResult } from '@common/api/portal/fee-reports';
import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { feeNotice } from './fee-notice';

/** The most students one reminder request names. */
export const REMINDERS_MAX_STUDENTS = (
  ReminderRequest.properties.studentIds as unknown as { maxItems: number }
).maxItems;

/**
 * Who a tap reminds: the students ticked among those listed (a tick on another section's list
 * stays behind), else every one listed.
 */
export function remindedBy(selected: readonly string[], listed: readonly string[]): readonly string[] {
  const ticked = selected.filter((id) => listed.includes(id));
  return ticked.length > 0 ? ticked : listed;
}

export interface FeeRemindersContext {
  /** The students ticked, in the order they were ticked. */
  selected: string[];
  /** Who the request under way (or the last one) reminds. */
  sending: string[];
  result: ReminderResult | null;
  notice: Notice<'remindFailed' | 'connectionLost'> | null;
}

export type FeeRemindersEvent =
  | { type: 'reminder.toggle'; studentId: string }
  /** `studentIds`: every student the list shows, reminded when none is ticked. */
  | { type: 'reminder.send'; studentIds: string[] };

export const feeRemindersMachine = setup({
  types: {
    context: {} as FeeRemindersContext,
    events: {} as FeeRemindersEvent,
  },
  actors: {
    sendFeeReminders: fromPromise<ReminderResult, string[]>(async () => {
      throw new Error('sendFeeReminders is provided by the page');
    }),
  },
  actions: {
    remindersSent: () => {},
  },
  guards: {
    sendable: ({ context, event }) => {
      if (event.type !== 'reminder.send') return false;
      const { length } = remindedBy(context.selected, event.studentIds);
      return length > 0 && length <= REMINDERS_MAX_STUDENTS;
    },
  },
}).createMachine({
  id: 'feeReminders',
  context: { selected: [], sending: [], result: null, notice: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'reminder.toggle': {
          actions: assign({
            selected: ({ context, event }) =>
              context.selected.includes(event.studentId)
                ? context.selected.filter((id) => id !== event.studentId)
                : [...context.selected, event.studentId],
          }),
        },
        'reminder.send': {
          guard: 'sendable',
          target: 'sending',
          actions: assign({
            sending: ({ context, event }) => [...remindedBy(context.selected, event.studentIds)],
          }),
        },
      },
    },
    sending: {
      entry: assign({ result: null, notice: null }),
      invoke: {
        id: 'sendFeeReminders',
        src: 'sendFeeReminders',
        input: ({ context }) => context.sending,
        onDone: {
          target: 'idle',
          actions: [assign({ result: ({ event }) => event.output, selected: [] }), 'remindersSent'],
        },
        onError: {
          target: 'idle',
          actions: assign({ notice: ({ event }) => feeNotice(event.error, 'remindFailed') }),
        },
      },
    },
  },
});
