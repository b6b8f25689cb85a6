// Every path of the monthly register's machine (docs/requirements/school-day.md#attendance),
// through the register page in Hindi for Office staff (the least role that sees it and downloads
// its CSV): the sections load (or fail, with a retry), a section and a month chosen load the
// register (or fail by code, with a retry), a new choice loads again, and the CSV download runs
// beside it and says why it failed.

import type { Register } from '@common/api/portal/attendance';
import type { Me } from '@common/api/portal/session';
import { BUILT_IN_PERMISSIONS } from '@common/portal/permissions';
import type { Notice } from '@machines/api-failure';
import { attendanceRegisterMachine, type RegisterChoice } from '@machines/portal/attendance-register.machine';
import { RegisterPage } from '@portal/views/attendance/register-page';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import { deferredActors, testModelPaths } from '../support/model';
import { ASHA, failures, SECTION, wordsFor } from './attendance-fixtures';
import { memberWith, renderPortal } from './support';

const signedIn = vi.hoisted(() => ({ member: null as Me | null }));
vi.mock('@portal/lib/use-portal-member', () => ({
  usePortalMember: () => signedIn.member,
  hasPermission: (member: Me | null, permission: string) => member?.permissions.includes(permission) ?? false,
}));

const said = {
  heading: 'मासिक रजिस्टर',
  loading: 'लोड हो रहा है…',
  retry: 'फिर से कोशिश करें',
  section: 'सेक्शन',
  month: 'महीना',
  exportCsv: 'CSV डाउनलोड करें',
  downloading: 'डाउनलोड हो रहा है…',
  sectionsFailed: 'स्कूल के सेक्शन लोड नहीं हो सके।',
  registerFailed: 'रजिस्टर लोड नहीं हो सका।',
  exportFailed: 'CSV फ़ाइल डाउनलोड नहीं हो सकी। फिर से कोशिश करें।',
};
const own = (text: string) => ({ en: 'unused', hi: text });

const register: Register = {
  sectionId: SECTION,
  sectionName: 'Class 7 B',
  month: '2026-10',
  days: ['2026-10-05'],
  students: [
    {
      id: ASHA,
      name: 'Asha Verma',
      rollNumber: 1,
      marks: ['A'],
      present: 0,
      absent: 1,
      late: 0,
      percentage: 0,
    },
  ],
  totals: [{ present: 0, absent: 1 }],
};

const exportButton = () =>
  screen.queryByRole('button', { name: new RegExp(`${said.exportCsv}|${said.downloading}`) });

const EIGHT = 'a1b2c3d4-0000-4000-8000-000000000008';
const SECTIONS = [
  { id: SECTION, label: 'Class 7 B' },
  { id: EIGHT, label: 'Class 8 A' },
];

describe('attendance-register machine, through the register page in Hindi', () => {
  const answers = {
    'xstate.error.actor.loadSections': [failures.connectionLost, failures.serverFailure],
    'xstate.done.actor.loadRegister': [{ output: register }],
    'xstate.error.actor.loadRegister': [
      failures.connectionLost,
      { error: { status: 404, code: 'not_found', message: 'No such section.' }, label: 'not found' },
    ],
    'xstate.done.actor.downloadRegister': [{ output: undefined }],
    'xstate.error.actor.downloadRegister': [failures.connectionLost, failures.serverFailure],
  };
  testModelPaths({
    machine: attendanceRegisterMachine,
    file: import.meta.filename,
    runs: [
      {
        // The register opens on the first section, never a blank one.
        input: { month: '2026-11' },
        eventCases: {
          ...answers,
          'register.choose': [
            { sectionId: EIGHT, label: 'Class 8 A' },
            { month: '2026-10', label: 'October' },
          ],
          'xstate.done.actor.loadSections': [{ output: SECTIONS, label: 'two sections' }],
        },
      },
      {
        // A school with no section yet: nothing to choose.
        input: { month: '2026-11' },
        eventCases: {
          ...answers,
          'register.choose': [{ month: '2026-10', label: 'October' }],
          'xstate.done.actor.loadSections': [{ output: [], label: 'no sections' }],
        },
      },
    ],
    viewContext: (snapshot) => ({
      sectionId: snapshot.context.sectionId,
      month: snapshot.context.month,
      notice: snapshot.context.notice,
      exportNotice: snapshot.context.exportNotice,
    }),
    open({ inspect }) {
      signedIn.member = memberWith(BUILT_IN_PERMISSIONS.office_staff);
      const deferred = deferredActors(['loadSections', 'loadRegister', 'downloadRegister']);
      renderPortal(<RegisterPage />, { inspect, actors: deferred.actors, language: 'hi' });
      return { deferred };
    },
    on: {
      'register.choose': ({ sectionId, month }: Partial<RegisterChoice>) =>
        act(async () => {
          if (sectionId !== undefined)
            fireEvent.change(screen.getByRole('combobox', { name: said.section }), {
              target: { value: sectionId },
            });
          if (month !== undefined)
            fireEvent.change(screen.getByLabelText(said.month), { target: { value: month } });
        }),
      'register.retry': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: said.retry }))),
      // Without a section there is no button: nothing to download.
      'register.export': () =>
        act(async () => {
          const button = exportButton();
          if (button) fireEvent.click(button);
        }),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, { deferred }, { actor, event }) {
      expect(screen.getByRole('heading', { level: 1, name: said.heading })).toBeInTheDocument();
      const notice = state.context.notice as Notice | null;
      const exportNotice = state.context.exportNotice as Notice | null;
      const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
      if (!state.matches('ready')) {
        expect(screen.queryByRole('combobox')).toBeNull();
        expect(screen.queryByText(said.loading) !== null).toBe(state.matches('starting'));
        if (state.matches('unavailable')) {
          expect(alerts).toEqual([wordsFor(notice, 'hi', own(said.sectionsFailed))]);
          expect(screen.getByRole('button', { name: said.retry })).toBeEnabled();
        } else expect(alerts).toEqual([]);
        return;
      }
      const { sectionId, month } = actor.getSnapshot().context as RegisterChoice;
      expect(screen.getByRole('combobox', { name: said.section })).toHaveValue(sectionId);
      const sections = actor.getSnapshot().context.sections;
      // The first section is chosen as the page opens: never a blank register.
      if (sections.length > 0) {
        expect(screen.getByRole('option', { name: 'Class 7 B' })).toBeInTheDocument();
        expect(sectionId).not.toBe('');
        expect(screen.queryByRole('option', { name: '' })).toBeNull();
      } else expect(sectionId).toBe('');
      expect(screen.getByLabelText(said.month)).toHaveValue(month);
      const loading = state.matches({ ready: { register: 'loading' } });
      expect(screen.queryByText(said.loading) !== null).toBe(loading);
      if (loading) expect(deferred.inputs('loadRegister')).toEqual([{ sectionId, month }]);
      // The grid, with Asha's absence on the 5th.
      const shown = state.matches({ ready: { register: 'shown' } });
      expect(screen.queryByRole('table') !== null).toBe(shown);
      if (shown)
        expect(
          within(screen.getByRole('row', { name: /Asha Verma/ }))
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ).toEqual(['1', 'अ', '0', '1', '0', '0.0']);
      const expected: string[] = [];
      if (exportNotice) expected.push(wordsFor(exportNotice, 'hi', own(said.exportFailed)));
      if (state.matches({ ready: { register: 'failed' } }))
        expected.push(wordsFor(notice, 'hi', own(said.registerFailed)));
      expect(alerts).toEqual(expected);
      expect(screen.queryByRole('button', { name: said.retry }) !== null).toBe(
        state.matches({ ready: { register: 'failed' } }),
      );
      // Office staff may download the CSV once a section is chosen, one download at a time.
      const downloading = state.matches({ ready: { export: 'downloading' } });
      if (!sectionId) expect(exportButton()).toBeNull();
      else {
        expect(exportButton()).toHaveTextContent(downloading ? said.downloading : said.exportCsv);
        expect(exportButton()).toHaveProperty('disabled', downloading);
      }
      if (downloading && event.type === 'register.export')
        expect(deferred.inputs('downloadRegister')).toEqual([{ sectionId, month }]);
    },
  });
});
