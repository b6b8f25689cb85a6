// The home page's daily summary (docs/requirements/school-day.md#attendance): the school's totals,
// the sections taken, and the month's chart with the same figures as a table for screen readers;
// every path of its machine through the view, in English and in Hindi: loading, the summary, and a
// failure (the connection lost, a refusal by its code, a server failure) with its retry.

import type { DailySummary as Summary } from '@common/api/portal/attendance';
import type { Language } from '@common/languages';
import type { Notice } from '@machines/api-failure';
import { attendanceSummaryMachine } from '@machines/portal/attendance-summary.machine';
import DailySummary from '@portal/views/attendance/daily-summary';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredActors, type ModelRun, testModelPaths } from '../support/model';
import { failures, wordsFor } from './attendance-fixtures';
import { renderPortal } from './support';

const summary: Summary = {
  date: '2026-11-24',
  sections: [
    { sectionId: 'a1', sectionName: 'Class 7 B', students: 40, taken: true, present: 36, absent: 3, late: 1 },
    {
      sectionId: 'a2',
      sectionName: 'Class 7 C',
      students: 38,
      taken: false,
      present: null,
      absent: null,
      late: null,
    },
  ],
  totals: { students: 78, studentsTaken: 40, present: 36, absent: 3, late: 1, sectionsTaken: 1 },
  messages: { sent: 2, waiting: 1, notSent: 0, confirmationsWaiting: 3 },
  month: [
    { date: '2026-11-23', presentShare: 0.9 },
    { date: '2026-11-24', presentShare: null },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the daily summary', () => {
  it('shows the totals and the month as an accessible chart and table', async () => {
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify(summary), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    renderPortal(<DailySummary />);
    // Out of the 40 students of the section taken: 7 C, never taken, is not counted at all.
    expect(
      await screen.findByText('36 present, 3 absent, 1 late, of the 40 students of the sections taken'),
    ).toBeTruthy();
    expect(screen.getByText('1 of 2 sections taken')).toBeTruthy();
    expect(
      screen.getByText(
        'Messages to guardians today: 2 sent, 1 waiting for the guardian to accept their address, 0 not sent',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('3 first messages to new guardian addresses wait for tomorrow (daily limit)'),
    ).toBeTruthy();
    const chart = screen.getByRole('img', { name: 'Present share per day this month' });
    // Labelled: the share's axis, the days, and what a bar is.
    const labels = [...chart.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels).toEqual(['0%', '50%', '100%', '23', '24']);
    expect(screen.getByText(/Each bar is a day this month with attendance/)).toBeTruthy();
    expect(screen.getByText(/Day of the month/)).toBeTruthy();
    // A day without a share has no bar (not a bar of zero).
    expect(chart.querySelectorAll('rect')).toHaveLength(1);
    expect(screen.getByRole('row', { name: '23 Nov 2026 90%' })).toBeTruthy();
    expect(screen.getByRole('row', { name: '24 Nov 2026 not taken' })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/prod/v1/portal/attendance/summary');
  });
});

interface Run extends ModelRun {
  language: Language;
}

const words = {
  en: {
    region: 'Today’s attendance',
    loading: 'Loading…',
    failed: 'Today’s attendance could not be loaded.',
    retry: 'Try again',
    totals: '36 present, 3 absent, 1 late, of the 40 students of the sections taken',
  },
  hi: {
    region: 'आज की उपस्थिति',
    loading: 'लोड हो रहा है…',
    failed: 'आज की उपस्थिति लोड नहीं हो सकी।',
    retry: 'फिर से कोशिश करें',
    totals: 'ली गई कक्षाओं के 40 विद्यार्थियों में से 36 उपस्थित, 3 अनुपस्थित, 1 देर से',
  },
};

const eventCases = {
  'xstate.done.actor.loadSummary': [{ output: summary }],
  'xstate.error.actor.loadSummary': [failures.connectionLost, failures.forbidden, failures.serverFailure],
};

describe('attendance-summary machine, through the daily summary', () => {
  testModelPaths<{ language: Language; deferred: ReturnType<typeof deferredActors> }, Run>({
    machine: attendanceSummaryMachine,
    file: import.meta.filename,
    runs: [
      { name: 'in English', language: 'en', eventCases },
      { name: 'in Hindi', language: 'hi', eventCases },
    ],
    viewContext: (snapshot) => ({ notice: snapshot.context.notice }),
    open({ inspect, run }) {
      const deferred = deferredActors(['loadSummary']);
      renderPortal(<DailySummary />, { inspect, actors: deferred.actors, language: run.language });
      return { deferred, language: run.language };
    },
    on: {
      'summary.retry': (_event: never, { language }) =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: words[language].retry }))),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, { language }) {
      const said = words[language];
      const region = screen.getByRole('region', { name: said.region });
      expect(within(region).queryByText(said.loading) !== null).toBe(state.matches('loading'));
      expect(within(region).queryByText(said.totals) !== null).toBe(state.matches('shown'));
      const alert = within(region).queryByRole('alert');
      const retry = within(region).queryByRole('button', { name: said.retry });
      if (state.matches('failed')) {
        const notice = state.context.notice as Notice;
        expect(alert).toHaveTextContent(
          wordsFor(notice, language, { en: words.en.failed, hi: words.hi.failed }),
        );
        expect(retry).toBeEnabled();
      } else {
        expect(alert).toBeNull();
        expect(retry).toBeNull();
      }
    },
  });
});
