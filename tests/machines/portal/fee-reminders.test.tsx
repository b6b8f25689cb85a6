// Every path of the fee-reminders machine (docs/requirements/fees.md#reminders), through the
// defaulters in Hindi for Office staff (who may send them, fees.collect): one tap reminds every
// student listed, or only those ticked; the answer says how many families heard and how many were
// skipped, the list loads again (each student's last reminder), and a failure says why, the same
// tap trying again.

import type { ReminderResult } from '@common/api/portal/fee-reports';
import type { Me } from '@common/api/portal/session';
import { BUILT_IN_PERMISSIONS } from '@common/portal/permissions';
import type { Notice } from '@machines/api-failure';
import { feeRemindersMachine } from '@machines/portal/fee-reminders.machine';
import { DefaultersPage } from '@portal/views/fees/reports/defaulters-page';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { deferredActors, testModelPaths } from '../support/model';
import { ASHA, defaulters, failures, RAVI, SECTION, wordsFor } from './fee-report-fixtures';
import { memberWith, renderPortal } from './support';

const signedIn = vi.hoisted(() => ({ member: null as Me | null }));
vi.mock('@portal/lib/use-portal-member', () => ({
  usePortalMember: () => signedIn.member,
  hasPermission: (member: Me | null, permission: string) => member?.permissions.includes(permission) ?? false,
}));

const said = {
  heading: 'बकायादार',
  remindAll: 'सूची के सभी 2 विद्यार्थियों को याद दिलाएँ',
  remindAsha: 'चुने गए 1 विद्यार्थी को याद दिलाएँ',
  sending: 'याद दिलाई जा रही है…',
  pickAsha: 'Asha Verma के परिवार को याद दिलाएँ',
  pickRavi: 'Ravi Kumar के परिवार को याद दिलाएँ',
  sent: {
    one: '1 परिवार को भेजी गई; 1 छोड़े गए (सहमति नहीं, या इस हफ़्ते पहले ही याद दिलाई गई)।',
    two: '2 परिवारों को भेजी गई; 0 छोड़े गए (सहमति नहीं, या इस हफ़्ते पहले ही याद दिलाई गई)।',
  },
  remindFailed: 'याद नहीं दिलाई जा सकी। फिर से कोशिश करें।',
};
const remindButton = () =>
  screen.getByRole('button', {
    name: new RegExp(`^(${said.remindAll}|${said.remindAsha}|${said.sending})$`),
  });

describe('fee-reminders machine, through the defaulters in Hindi', () => {
  let loads = 0;
  testModelPaths({
    machine: feeRemindersMachine,
    file: import.meta.filename,
    runs: [
      {
        eventCases: {
          'reminder.toggle': [{ studentId: ASHA, label: 'Asha' }],
          'reminder.send': [{ studentIds: [ASHA, RAVI] }],
          'xstate.done.actor.sendFeeReminders': [
            { output: { sent: 1, skipped: 1 } satisfies ReminderResult, label: 'one skipped' },
            { output: { sent: 2, skipped: 0 } satisfies ReminderResult, label: 'none skipped' },
          ],
          'xstate.error.actor.sendFeeReminders': [
            failures.connectionLost,
            failures.forbidden,
            failures.serverFailure,
          ],
        },
      },
    ],
    viewContext: (snapshot) => ({
      selected: snapshot.context.selected,
      result: snapshot.context.result,
      notice: snapshot.context.notice,
    }),
    async open({ inspect }) {
      signedIn.member = memberWith(BUILT_IN_PERMISSIONS.office_staff);
      loads = 0;
      const deferred = deferredActors(['sendFeeReminders']);
      renderPortal(<DefaultersPage sectionId={SECTION} />, {
        inspect,
        language: 'hi',
        actors: {
          ...deferred.actors,
          loadDefaulters: fromPromise(async () => {
            loads += 1;
            return defaulters;
          }),
          loadFeeSections: fromPromise(async () => [{ id: SECTION, label: 'Class 7 B' }]),
        },
      });
      await screen.findByRole('checkbox', { name: said.pickAsha });
      return { deferred };
    },
    on: {
      'reminder.toggle': () =>
        act(async () => fireEvent.click(screen.getByRole('checkbox', { name: said.pickAsha }))),
      'reminder.send': () => act(async () => fireEvent.click(remindButton())),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    // The list loads again after a reminder: its answer comes at once.
    settle: () => act(async () => {}),
    expect(state, { deferred }, { index, path }) {
      expect(screen.getByRole('heading', { level: 1, name: said.heading })).toBeInTheDocument();
      const { selected, result, notice } = state.context;
      const sending = state.matches('sending');
      expect(screen.getByRole('checkbox', { name: said.pickAsha })).toHaveProperty(
        'checked',
        selected.includes(ASHA),
      );
      expect(screen.getByRole('checkbox', { name: said.pickRavi })).toHaveProperty('checked', false);
      for (const box of screen.getAllByRole('checkbox')) expect(box).toHaveProperty('disabled', sending);
      expect(remindButton()).toHaveTextContent(
        sending ? said.sending : selected.length > 0 ? said.remindAsha : said.remindAll,
      );
      expect(remindButton()).toHaveProperty('disabled', sending);
      // The ticked students, else everyone listed.
      if (sending)
        expect(deferred.inputs('sendFeeReminders')).toEqual([selected.length > 0 ? [ASHA] : [ASHA, RAVI]]);
      const answer = result as ReminderResult | null;
      expect(document.querySelector('.mgmt-panel [role="status"]')).toHaveTextContent(
        answer ? (answer.skipped ? said.sent.one : said.sent.two) : '',
      );
      // Each reminder sent loads the list again.
      const sent = path.steps
        .slice(0, index + 1)
        .filter((step) => step.event.type === 'xstate.done.actor.sendFeeReminders').length;
      expect(loads).toBe(1 + sent);
      expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(
        notice ? [wordsFor(notice as Notice, 'hi', { remindFailed: said.remindFailed })] : [],
      );
    },
  });
});
