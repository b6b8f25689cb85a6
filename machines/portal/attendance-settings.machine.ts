// The school's attendance rules (docs/requirements/school-day.md#attendance): the mode and the lock
// time load, then the form edits them; Save sends them (only with a lock time written HH:MM) and
// says so once saved, until the next change. A failed load shows with a retry and no form (saving
// the defaults over the school's rules would change them unseen); a failed save keeps the form
// with the reason. The API is an injected actor (src/portal/api/attendance-actors.ts).
import type { AttendanceSettings } from '@common/api/portal/attendance';
import { ClockTime } from '@common/api/portal/timetable';
import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { attendanceNotice } from './attendance-notice';

export interface AttendanceSettingsContext {
  settings: AttendanceSettings;
  notice: Notice<'settingsFailed' | 'settingsSaveFailed' | 'connectionLost'> | null;
}

export type AttendanceSettingsEvent =
  | { type: 'settings.retry' }
  | ({ type: 'settings.change' } & Partial<AttendanceSettings>)
  | { type: 'settings.save' };

const clockTime = new RegExp((ClockTime as unknown as { pattern: string }).pattern);

export const attendanceSettingsMachine = setup({
  types: {
    context: {} as AttendanceSettingsContext,
    events: {} as AttendanceSettingsEvent,
  },
  actors: {
    loadSettings: fromPromise<AttendanceSettings, void>(async () => {
      throw new Error('loadSettings is provided by the page');
    }),
    saveSettings: fromPromise<AttendanceSettings, AttendanceSettings>(async () => {
      throw new Error('saveSettings is provided by the page');
    }),
  },
  guards: {
    lockTimeWritten: ({ context }) => clockTime.test(context.settings.lockTime),
  },
  actions: {
    change: assign({
      settings: ({ context, event }) => {
        if (event.type !== 'settings.change') return context.settings;
        return {
          mode: event.mode ?? context.settings.mode,
          lockTime: event.lockTime ?? context.settings.lockTime,
        };
      },
    }),
  },
}).createMachine({
  id: 'attendanceSettings',
  context: { settings: { mode: 'daily', lockTime: '16:00' }, notice: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'editing', actions: assign({ settings: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ notice: ({ event }) => attendanceNotice(event.error, 'settingsFailed') }),
        },
      },
    },
    failed: {
      on: { 'settings.retry': 'loading' },
    },
    editing: {
      on: {
        'settings.change': { actions: 'change' },
        'settings.save': { guard: 'lockTimeWritten', target: 'saving' },
      },
    },
    saving: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => context.settings,
        onDone: { target: 'saved', actions: assign({ settings: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign({ notice: ({ event }) => attendanceNotice(event.error, 'settingsSaveFailed') }),
        },
      },
    },
    /** Saved: said until the next change. */
    saved: {
      on: {
        'settings.change': { target: 'editing', actions: 'change' },
        'settings.save': { guard: 'lockTimeWritten', target: 'saving' },
      },
    },
  },
});
