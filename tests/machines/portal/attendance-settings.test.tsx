// Every path of the attendance settings machine (docs/requirements/school-day.md#attendance),
// through the settings page in Hindi: loading, a failed load (the connection lost, a refusal by its
// code, a server failure) with its retry and no form, the mode and the lock time changed, Save only
// with a lock time, saving, saved until the next change, and a failed save keeping the form.

import type { AttendanceSettings } from '@common/api/portal/attendance';
import type { Notice } from '@machines/api-failure';
import { attendanceSettingsMachine } from '@machines/portal/attendance-settings.machine';
import { SettingsPage } from '@portal/views/attendance/settings-page';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { deferredActors, testModelPaths } from '../support/model';
import { failures, wordsFor } from './attendance-fixtures';
import { renderPortal } from './support';

const said = {
  heading: 'उपस्थिति सेटिंग्स',
  loading: 'लोड हो रहा है…',
  retry: 'फिर से कोशिश करें',
  daily: 'दिन में एक बार, कक्षा शिक्षक द्वारा',
  period: 'हर पीरियड में, उसके शिक्षक द्वारा',
  lockTime: 'लॉक समय (इसके बाद अंक नहीं बदलते)',
  save: 'सेटिंग्स सहेजें',
  saving: 'सहेजा जा रहा है…',
  saved: 'सेटिंग्स सहेज दी गईं।',
  loadFailed: 'उपस्थिति सेटिंग्स लोड नहीं हो सकीं।',
  saveFailed: 'सेटिंग्स सहेजी नहीं जा सकीं। फिर से कोशिश करें।',
};
const own = (text: string) => ({ en: 'unused', hi: text });

const school: AttendanceSettings = { mode: 'daily', lockTime: '16:00' };
const kept: AttendanceSettings = { mode: 'daily', lockTime: '15:30' };

const saveButton = () => screen.getByRole('button', { name: new RegExp(`${said.save}|${said.saving}`) });

describe('attendance-settings machine, through the settings page in Hindi', () => {
  testModelPaths({
    machine: attendanceSettingsMachine,
    file: import.meta.filename,
    runs: [
      {
        eventCases: {
          'settings.change': [
            { mode: 'period', label: 'every period' },
            { lockTime: '', label: 'lock time cleared' },
          ],
          'xstate.done.actor.loadSettings': [{ output: school }],
          'xstate.error.actor.loadSettings': [
            failures.connectionLost,
            failures.forbidden,
            failures.serverFailure,
          ],
          // The server answers with what it kept.
          'xstate.done.actor.saveSettings': [{ output: kept }],
          'xstate.error.actor.saveSettings': [
            failures.connectionLost,
            {
              error: { status: 400, code: 'validation', message: 'Times are written HH:MM (24-hour).' },
              label: 'a bad field',
            },
          ],
        },
      },
    ],
    viewContext: (snapshot) => ({ settings: snapshot.context.settings, notice: snapshot.context.notice }),
    open({ inspect }) {
      const deferred = deferredActors(['loadSettings', 'saveSettings']);
      renderPortal(<SettingsPage />, { inspect, actors: deferred.actors, language: 'hi' });
      return { deferred };
    },
    on: {
      'settings.retry': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: said.retry }))),
      'settings.change': (change: Partial<AttendanceSettings>) =>
        act(async () => {
          if (change.mode) fireEvent.click(screen.getByRole('radio', { name: said[change.mode] }));
          if (change.lockTime !== undefined)
            fireEvent.change(screen.getByLabelText(said.lockTime), { target: { value: change.lockTime } });
        }),
      'settings.save': () => act(async () => fireEvent.click(saveButton())),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, { deferred }) {
      expect(screen.getByRole('heading', { level: 1, name: said.heading })).toBeInTheDocument();
      expect(screen.queryByText(said.loading) !== null).toBe(state.matches('loading'));
      const notice = state.context.notice as Notice | null;
      const alert = screen.queryByRole('alert');
      if (state.matches('loading') || state.matches('failed')) {
        // No form to save over the school's rules unseen.
        expect(screen.queryByRole('radio')).toBeNull();
        expect(screen.queryByRole('button', { name: said.save })).toBeNull();
        if (state.matches('failed')) {
          expect(alert).toHaveTextContent(wordsFor(notice, 'hi', own(said.loadFailed)));
          expect(screen.getByRole('button', { name: said.retry })).toBeEnabled();
        } else expect(alert).toBeNull();
        return;
      }
      const { settings } = state.context;
      const saving = state.matches('saving');
      expect(screen.getByRole('radio', { name: said.daily })).toHaveProperty(
        'checked',
        settings.mode === 'daily',
      );
      expect(screen.getByRole('radio', { name: said.period })).toHaveProperty(
        'checked',
        settings.mode === 'period',
      );
      expect(screen.getByLabelText(said.lockTime)).toHaveValue(settings.lockTime);
      // The fieldset is disabled while saving: its radios with it.
      if (saving) expect(screen.getByRole('radio', { name: said.daily })).toBeDisabled();
      else expect(screen.getByRole('radio', { name: said.daily })).toBeEnabled();
      // Save only with a lock time, and not twice.
      expect(saveButton()).toHaveTextContent(saving ? said.saving : said.save);
      expect(saveButton()).toHaveProperty('disabled', saving || settings.lockTime === '');
      if (saving) expect(deferred.inputs('saveSettings')).toEqual([settings]);
      expect(screen.queryByText(said.saved) !== null).toBe(state.matches('saved'));
      if (notice) expect(alert).toHaveTextContent(wordsFor(notice, 'hi', own(said.saveFailed)));
      else expect(alert).toBeNull();
    },
  });
});
