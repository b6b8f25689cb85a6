// Every path of closing the school's account (docs/requirements/school-data.md#closing), through
// its section of the School data page in Hindi: the state loads (or fails, with a retry); the
// page says what happens, the grace period and what is kept before anything is asked; only the
// portal code typed right confirms; once asked, the erasure's date shows with the way to cancel;
// a refused closing or cancel keeps the page with the reason.

import type { SchoolClosure } from '@common/api/portal/school-data';
import type { Notice } from '@machines/api-failure';
import { schoolClosureMachine } from '@machines/portal/school-closure.machine';
import { ClosingSection } from '@portal/views/school-data/closing-section';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { deferredActors, testModelPaths } from '../support/model';
import { failures } from './attendance-fixtures';
import { renderPortal } from './support';

const open: SchoolClosure = {
  state: 'open',
  code: 'vidya-vihar',
  graceDays: 30,
  auditKeptDays: 365,
  requestedAt: null,
  requestedBy: null,
  eraseAt: null,
};
const pending: SchoolClosure = {
  ...open,
  state: 'pending',
  requestedAt: '2026-11-27T04:30:00.000Z',
  requestedBy: 'Asha Rao',
  eraseAt: '2026-12-27T04:30:00.000Z',
};

const said = {
  heading: 'स्कूल का खाता बंद करें',
  code: 'पुष्टि के लिए पोर्टल कोड लिखें: vidya-vihar',
  confirm: 'खाता बंद करें',
  closing: 'बंद किया जा रहा है…',
  cancel: 'खाता बंद करना रद्द करें',
  cancelling: 'रद्द किया जा रहा है…',
  retry: 'फिर से कोशिश करें',
  loading: 'लोड हो रहा है…',
  what: /30 दिन बाद स्कूल का निजी डेटा मिटा देता है/,
  kept: /ऑडिट लॉग, मिटाने के बाद 365 दिन तक/,
  exportFirst: 'पहले ऊपर से निर्यात डाउनलोड कर लें।',
};
/** A Hindi reader sees the page's words, or the server's code in Hindi. */
const hindi: Record<string, string> = {
  loadFailed: 'खाता बंद होने की स्थिति लोड नहीं हो सकी।',
  closeFailed: 'खाता बंद नहीं हो सका। फिर से कोशिश करें।',
  cancelFailed: 'खाता बंद करना रद्द नहीं हो सका। फिर से कोशिश करें।',
  closure_code_wrong: 'लिखा गया कोड इस स्कूल का पोर्टल कोड नहीं है।',
  closure_not_pending: 'यह खाता बंद करने का अनुरोध नहीं किया गया है।',
};
/** A sentence of the server without a code is English: the Hindi page says its own words instead. */
const wordsOf = (notice: Notice) => hindi[notice.serverCode ?? notice.code];

const confirmButton = () =>
  screen.queryByRole('button', { name: new RegExp(`^(${said.confirm}|${said.closing})$`) });

describe('school-closure machine, through the closing section in Hindi', () => {
  testModelPaths({
    machine: schoolClosureMachine,
    file: import.meta.filename,
    runs: [
      {
        eventCases: {
          'xstate.done.actor.loadClosure': [
            { output: open, label: 'open' },
            { output: pending, label: 'pending' },
          ],
          'xstate.error.actor.loadClosure': [failures.connectionLost],
          'closure.type': [
            { code: 'vidya', label: 'a wrong code' },
            { code: ' Vidya-Vihar ', label: 'the code' },
          ],
          'xstate.done.actor.closeSchool': [{ output: pending }],
          'xstate.error.actor.closeSchool': [
            {
              error: {
                status: 400,
                code: 'closure_code_wrong',
                message: "The code typed is not this school's portal code.",
              },
              label: 'refused',
            },
          ],
          'xstate.done.actor.cancelClosure': [{ output: open }],
          'xstate.error.actor.cancelClosure': [
            {
              error: {
                status: 409,
                code: 'closure_not_pending',
                message: 'Closing this account has not been asked for.',
              },
              label: 'not pending',
            },
          ],
        },
      },
    ],
    viewContext: (snapshot) => ({
      closure: snapshot.context.closure,
      typed: snapshot.context.typed,
      notice: snapshot.context.notice,
    }),
    open({ inspect }) {
      const deferred = deferredActors(['loadClosure', 'closeSchool', 'cancelClosure']);
      renderPortal(<ClosingSection />, { inspect, actors: deferred.actors, language: 'hi' });
      return { deferred };
    },
    on: {
      'closure.retry': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: said.retry }))),
      'closure.type': ({ code }: { code: string }) =>
        act(async () => fireEvent.change(screen.getByLabelText(said.code), { target: { value: code } })),
      // A disabled button (or none) does nothing: the code must be typed right first.
      'closure.confirm': () =>
        act(async () => {
          const button = confirmButton();
          if (button && !(button as HTMLButtonElement).disabled) fireEvent.click(button);
        }),
      'closure.cancel': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: said.cancel }))),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, { deferred }) {
      expect(screen.getByRole('heading', { level: 2, name: said.heading })).toBeInTheDocument();
      expect(screen.queryByText(said.loading) !== null).toBe(state.matches('loading'));
      const notice = state.context.notice as Notice | null;
      const alert = screen.queryByRole('alert');
      if (notice) expect(alert).toHaveTextContent(wordsOf(notice) ?? 'no words');
      else expect(alert).toBeNull();
      if (state.matches('loading') || state.matches('failed')) {
        expect(screen.queryByText(said.what)).toBeNull();
        expect(screen.queryByRole('button', { name: said.retry }) !== null).toBe(state.matches('failed'));
        return;
      }
      // What happens, the grace period and what is kept: said in every state once loaded.
      expect(screen.getByText(said.what)).toBeInTheDocument();
      expect(screen.getByText(said.kept)).toBeInTheDocument();
      const asking = state.matches('open') || state.matches('closing');
      expect(screen.queryByText(said.exportFirst) !== null).toBe(asking);
      const confirm = confirmButton();
      expect(confirm !== null).toBe(asking);
      if (confirm) {
        const right = state.context.typed.trim().toLowerCase() === 'vidya-vihar';
        expect(screen.getByLabelText(said.code)).toHaveValue(state.context.typed);
        expect(confirm).toHaveTextContent(state.matches('closing') ? said.closing : said.confirm);
        expect(confirm).toHaveProperty('disabled', state.matches('closing') || !right);
      }
      if (state.matches('closing')) expect(deferred.inputs('closeSchool')).toEqual([{ code: 'Vidya-Vihar' }]);
      const cancel = screen.queryByRole('button', {
        name: new RegExp(`^(${said.cancel}|${said.cancelling})$`),
      });
      expect(cancel !== null).toBe(!asking);
      if (cancel) {
        expect(screen.getByText(/को बंद होगा और उसका निजी डेटा मिटा दिया जाएगा।/)).toBeInTheDocument();
        expect(screen.getByText(/Asha Rao ने अनुरोध किया/)).toBeInTheDocument();
        expect(cancel).toHaveProperty('disabled', state.matches('cancelling'));
      }
    },
  });
});
