// Every path of the fee-report machine (docs/requirements/fees.md#reports-each-with-a-csv),
// through the day book for Office staff (the least role that reads fee reports): the day loads
// (or fails by code, with a retry), another day picked loads again, even while one loads, Refresh
// loads the day again, and the CSV of the day on screen downloads beside it and says why it failed.
// The day book shows its total, by mode and by collector, the cash each hands over and its entries.

import type { Me } from '@common/api/portal/session';
import { BUILT_IN_PERMISSIONS } from '@common/portal/permissions';
import type { Notice } from '@machines/api-failure';
import { feeReportMachine } from '@machines/portal/fee-report.machine';
import { DayBookPage } from '@portal/views/fees/reports/day-book-page';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import { deferredActors, testModelPaths } from '../support/model';
import { dayBook, emptyDayBook, failures, wordsFor } from './fee-report-fixtures';
import { memberWith, renderPortal } from './support';

const signedIn = vi.hoisted(() => ({ member: null as Me | null }));
vi.mock('@portal/lib/use-portal-member', () => ({
  usePortalMember: () => signedIn.member,
  hasPermission: (member: Me | null, permission: string) => member?.permissions.includes(permission) ?? false,
}));

const own = {
  loadFailed: 'The report could not be loaded.',
  csvFailed: 'The CSV file could not be downloaded. Please try again.',
};
const csvButton = () => screen.getByRole('button', { name: /^(Download CSV|Downloading…)$/ });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('fee-report machine, through the day book', () => {
  testModelPaths({
    machine: feeReportMachine,
    file: import.meta.filename,
    runs: [
      {
        input: { filter: '2026-11-24' },
        eventCases: {
          'report.filter': [{ filter: '2026-11-23', label: 'the day before' }],
          'xstate.done.actor.load': [
            { output: dayBook, label: 'two receipts' },
            { output: emptyDayBook, label: 'nothing' },
          ],
          'xstate.error.actor.load': [failures.connectionLost, failures.forbidden, failures.serverFailure],
          'xstate.done.actor.download': [{ output: undefined }],
          'xstate.error.actor.download': [failures.connectionLost, failures.serverFailure],
        },
      },
    ],
    viewContext: (snapshot) => ({
      filter: snapshot.context.filter,
      notice: snapshot.context.notice,
      csvNotice: snapshot.context.csvNotice,
      entries: (snapshot.context.data as typeof dayBook | null)?.entries.length ?? null,
    }),
    open({ inspect, run }) {
      signedIn.member = memberWith(BUILT_IN_PERMISSIONS.office_staff);
      const deferred = deferredActors(['loadDayBook', 'downloadDayBook']);
      renderPortal(<DayBookPage date={(run.input as { filter: string }).filter} />, {
        inspect,
        actors: deferred.actors,
      });
      return { deferred };
    },
    on: {
      'report.filter': ({ filter }: { filter: string }) =>
        act(async () => fireEvent.change(screen.getByLabelText('Day'), { target: { value: filter } })),
      'report.retry': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' }))),
      'report.reload': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refresh' }))),
      'report.csv': () => act(async () => fireEvent.click(csvButton())),
    },
    builtIn: ({ deferred }) => ({ deferred, actorOf: { load: 'loadDayBook', download: 'downloadDayBook' } }),
    expect(state, { deferred }, { event }) {
      expect(screen.getByRole('heading', { level: 1, name: 'Day book' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the fee reports' })).toHaveAttribute(
        'href',
        '/fees/reports',
      );
      const { filter } = state.context;
      expect(screen.getByLabelText('Day')).toHaveValue(filter);
      const loading = state.matches({ report: 'loading' });
      expect(screen.queryByText('Loading…') !== null).toBe(loading);
      // The day asked for is the day on screen, at each load.
      if (loading) expect(deferred.inputs('loadDayBook')).toEqual([filter]);
      expect(screen.getByRole('button', { name: 'Refresh' })).toHaveProperty(
        'disabled',
        !state.matches({ report: 'shown' }),
      );
      // The CSV of the day on screen, one download at a time.
      const downloading = state.matches({ csv: 'downloading' });
      expect(csvButton()).toHaveTextContent(downloading ? 'Downloading…' : 'Download CSV');
      expect(csvButton()).toHaveProperty('disabled', downloading);
      if (downloading && event.type === 'report.csv')
        expect(deferred.inputs('downloadDayBook')).toEqual([filter]);
      const alerts: string[] = [];
      if (state.context.csvNotice) alerts.push(wordsFor(state.context.csvNotice as Notice, 'en', own));
      if (state.matches({ report: 'failed' }))
        alerts.push(wordsFor(state.context.notice as Notice, 'en', own));
      expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(alerts);
      expect(screen.queryByRole('button', { name: 'Try again' }) !== null).toBe(
        state.matches({ report: 'failed' }),
      );
      const shown = state.matches({ report: 'shown' }) ? (state.context.data as typeof dayBook) : null;
      if (!shown) {
        expect(screen.queryByRole('table')).toBeNull();
        return;
      }
      if (shown.entries.length === 0) {
        expect(screen.getByText('Total ₹0.00 in 0 entries')).toBeInTheDocument();
        expect(screen.getByText('Nothing was collected or refunded on this day.')).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
        return;
      }
      expect(screen.getByRole('status')).toHaveTextContent('Total ₹4,000.50 in 2 entries');
      const byMode = screen.getByRole('table', { name: 'By mode' });
      expect(cells(within(byMode).getByRole('row', { name: /Cash/ }))).toEqual(['1', '₹2,500.00']);
      expect(cells(within(byMode).getByRole('row', { name: /UPI/ }))).toEqual(['1', '₹1,500.50']);
      const byCollector = screen.getByRole('table', { name: 'By collector' });
      expect(cells(within(byCollector).getByRole('row', { name: /Sunil Rao/ }))).toEqual(['1', '₹1,500.50']);
      // Only Meera took cash: she hands it over, Sunil has none to.
      const handOver = screen.getByRole('heading', { level: 2, name: 'Cash to hand over' });
      expect(handOver.nextElementSibling?.nextElementSibling).toHaveTextContent(/^Meera Iyer₹2,500\.00$/);
      const entries = screen.getByRole('table', { name: 'Entries' });
      expect(cells(within(entries).getByRole('row', { name: /Ravi Kumar/ }))).toEqual([
        '10:30 am',
        'R/2026-27/000124',
        'Ravi Kumar (1025)',
        'Payment',
        'UPI',
        '412345678901',
        '₹1,500.50',
        'Sunil Rao',
      ]);
    },
  });
});
