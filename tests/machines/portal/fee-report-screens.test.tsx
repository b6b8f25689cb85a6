// The fee reports' and statements' screens in the whole portal (docs/requirements/fees.md#reports-
// each-with-a-csv, #upi): the index, who may open them (fees.view) and who may act (fees.collect),
// each report's figures and totals, the filters kept in the address, a reminder refused for more
// students than one request takes, and the statement's failures said in Hindi by their codes.

import type { AcademicYear } from '@common/api/portal/academics';
import type {
  CollectionReport,
  ConcessionRegister,
  Defaulter,
  RteClaimList,
} from '@common/api/portal/fee-reports';
import type { Me } from '@common/api/portal/session';
import { BUILT_IN_PERMISSIONS, type Permission } from '@common/portal/permissions';
import type { PortalActorOverrides } from '@portal/api/actor-names';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { dayBook, defaulters, failures, RAVI, SECTION, STATEMENT, statement } from './fee-report-fixtures';
import { memberWith, renderPortal, sessionOf } from './support';

const member = (permissions: readonly Permission[], language: 'en' | 'hi' = 'en'): Me => ({
  ...memberWith(permissions),
  language,
});
const accountant = member(BUILT_IN_PERMISSIONS.accountant);

async function open(path: string, me: Me, actors: PortalActorOverrides = {}) {
  const opened = await renderPortal({ path, stored: sessionOf(me), actors });
  // Let the page's loads (stubbed, answering at once) settle.
  await act(async () => {});
  return opened;
}

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

beforeEach(() => {
  // Anything the frame asks the network for beyond the stubbed actors finds nothing.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the fee reports’ index and who may open it', () => {
  it('lists the five reports and the statements, each with what it shows', async () => {
    await open('/fees/reports', accountant);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Fee reports' });
    const page = heading.closest('section') as HTMLElement;
    const links = Object.fromEntries(
      within(within(page).getByRole('list'))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(links).toEqual({
      'Day book': '/fees/reports/day-book',
      Defaulters: '/fees/reports/defaulters',
      'Collected against due': '/fees/reports/collection',
      'Concession register': '/fees/reports/concessions',
      'RTE claim list': '/fees/reports/rte',
      'Bank statements': '/fees/statements',
    });
  });

  it('tells a teacher (no fees.view) that the day book is not for them, and asks the server nothing', async () => {
    const loadDayBook = vi.fn(async () => dayBook);
    await open('/fees/reports/day-book', member(BUILT_IN_PERMISSIONS.teacher), {
      loadDayBook: fromPromise(loadDayBook),
    });
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(loadDayBook).not.toHaveBeenCalled();
  });
});

describe('the day book', () => {
  it('opens on the day in the address and writes the day picked there', async () => {
    const days: string[] = [];
    const { router } = await open('/fees/reports/day-book?date=2026-11-24', accountant, {
      loadDayBook: fromPromise(async ({ input }: { input: string }) => {
        days.push(input);
        return dayBook;
      }),
    });
    expect(await screen.findByText('Total ₹4,000.50 in 2 entries')).toBeInTheDocument();
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-23' } }),
    );
    expect(days).toEqual(['2026-11-24', '2026-11-23']);
    expect(router.state.location.search).toEqual({ date: '2026-11-23' });
  });
});

describe('the defaulters', () => {
  const sections = fromPromise(async () => [{ id: SECTION, label: 'Class 7 B' }]);

  it('shows the ageing bands and the list; a section picked loads its own and is kept in the address', async () => {
    const asked: string[] = [];
    const { router } = await open('/fees/reports/defaulters', accountant, {
      loadFeeSections: sections,
      loadDefaulters: fromPromise(async ({ input }: { input: string }) => {
        asked.push(input);
        return defaulters;
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Overdue as of 24 Nov 2026' }),
    ).toBeInTheDocument();
    expect(rows(screen.getByRole('table', { name: 'By how long it is overdue' }))).toEqual([
      ['1', '₹1,200.00'],
      ['1', '₹5,000.00'],
      ['0', '₹0.00'],
    ]);
    const list = screen.getByRole('table', { name: 'Defaulters' });
    expect(rows(list)[0]).toEqual([
      '',
      'Asha Verma (1024)',
      'Class 7 B',
      '₹5,000.00',
      '45 days',
      '9876543210',
      'Never',
    ]);
    expect(within(list).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    expect(screen.getByRole('button', { name: 'Remind all 2 students listed' })).toBeEnabled();
    await act(async () =>
      fireEvent.change(screen.getByRole('combobox', { name: 'Section' }), { target: { value: SECTION } }),
    );
    expect(asked).toEqual(['', SECTION]);
    expect(router.state.location.search).toEqual({ sectionId: SECTION });
  });

  it('offers no reminder to a member who reads fees without collecting them', async () => {
    await open('/fees/reports/defaulters', member(['fees.view']), {
      loadFeeSections: sections,
      loadDefaulters: fromPromise(async () => defaulters),
    });
    expect(await screen.findByRole('table', { name: 'Defaulters' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remind/ })).toBeNull();
  });

  it('will not remind more students than one request takes: it asks for a section or ticks', async () => {
    const many: Defaulter[] = Array.from({ length: 501 }, (_, index) => ({
      ...(defaulters.students[1] as Defaulter),
      studentId: `b1b2c3d4-0000-4000-8000-${String(index + 10).padStart(12, '0')}`,
      name: `Student ${index + 1}`,
    }));
    const send = vi.fn();
    await open('/fees/reports/defaulters', accountant, {
      loadFeeSections: sections,
      loadDefaulters: fromPromise(async () => ({ ...defaulters, students: many })),
      sendFeeReminders: fromPromise(send),
    });
    const remind = await screen.findByRole('button', { name: 'Remind all 501 students listed' });
    expect(remind).toBeDisabled();
    expect(
      screen.getByText(
        'At most 500 students can be reminded at once: choose a section, or tick the students.',
      ),
    ).toBeInTheDocument();
    await act(async () =>
      fireEvent.click(screen.getByRole('checkbox', { name: 'Remind Student 7’s family' })),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remind 1 student ticked' })));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ input: [many[6]?.studentId] });
  });
});

describe('collected against due, the concession register and the RTE claims', () => {
  const years: AcademicYear[] = [
    {
      id: 'y1b2c3d4-0000-4000-8000-000000000001',
      name: '2025-26',
      startsOn: '2025-04-01',
      endsOn: '2026-03-31',
      current: false,
    },
    {
      id: 'y1b2c3d4-0000-4000-8000-000000000002',
      name: '2026-27',
      startsOn: '2026-04-01',
      endsOn: '2027-03-31',
      current: true,
    },
  ];
  const collection: CollectionReport = {
    yearName: '2026-27',
    rows: [
      { className: 'Class 7', headName: 'Tuition', duePaise: 1_000_000, collectedPaise: 750_000 },
      { className: 'Class 7', headName: 'Transport', duePaise: 200_000, collectedPaise: 200_000 },
    ],
  };

  it('shows each class and head with what is outstanding, the current year chosen', async () => {
    await open('/fees/reports/collection', accountant, {
      loadFeeYears: fromPromise(async () => years),
      loadCollectionReport: fromPromise(async () => collection),
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Academic year 2026-27' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Academic year' })).toHaveDisplayValue('2026-27');
    expect(rows(screen.getByRole('table', { name: 'Academic year 2026-27' }))).toEqual([
      ['Class 7', 'Tuition', '₹10,000.00', '₹7,500.00', '₹2,500.00', '75.0'],
      ['Class 7', 'Transport', '₹2,000.00', '₹2,000.00', '₹0.00', '100.0'],
    ]);
    const totals = document.querySelector('.fee-totals');
    expect(totals).toHaveTextContent('Due₹12,000.00Collected₹9,500.00Outstanding₹2,500.00');
  });

  it('lists the concessions with their kind, reason and approver, and their total', async () => {
    const register: ConcessionRegister = {
      rows: [
        {
          studentName: 'Asha Verma',
          admissionNumber: '1024',
          sectionName: 'Class 7 B',
          ruleName: 'Second child',
          kind: 'sibling',
          paise: 120_000,
          reason: '',
          approvedBy: '',
        },
        {
          studentName: 'Ravi Kumar',
          admissionNumber: '1025',
          sectionName: null,
          ruleName: 'Merit',
          kind: 'scholarship',
          paise: 500_000,
          reason: 'First in the district',
          approvedBy: 'Meera Iyer',
        },
      ],
    };
    await open('/fees/reports/concessions', accountant, {
      loadConcessionRegister: fromPromise(async () => register),
    });
    const table = await screen.findByRole('table', { name: 'Concession register' });
    expect(rows(table)).toEqual([
      ['Asha Verma (1024)', 'Class 7 B', 'Second child', 'Sibling', '₹1,200.00', '—', '—'],
      ['Ravi Kumar (1025)', '—', 'Merit', 'Scholarship', '₹5,000.00', 'First in the district', 'Meera Iyer'],
    ]);
    expect(document.querySelector('.fee-totals')).toHaveTextContent('Total₹6,200.00');
  });

  it('lists the RTE students with the fee claimed, and says so when there are none', async () => {
    const claims: RteClaimList = {
      yearName: '2026-27',
      rows: [
        {
          studentName: 'Asha Verma',
          admissionNumber: '1024',
          className: 'Class 1',
          dateOfBirth: '2020-06-15',
          claimPaise: 1_850_000,
        },
      ],
    };
    await open('/fees/reports/rte', accountant, { loadRteClaims: fromPromise(async () => claims) });
    const table = await screen.findByRole('table', { name: 'RTE claim list' });
    expect(rows(table)).toEqual([['Asha Verma (1024)', 'Class 1', '15 Jun 2020', '₹18,500.00']]);
    expect(document.querySelector('.fee-totals')).toHaveTextContent('Total₹18,500.00');
  });
});

describe('statements', () => {
  it('shows a member who reads fees the statements, without the upload', async () => {
    const viewer = member(['fees.view']);
    await open('/fees/statements', viewer, {
      loadStatements: fromPromise(async () => ({ statements: [statement] })),
    });
    const link = await screen.findByRole('link', { name: 'Open sbi-november.csv' });
    expect(link).toHaveAttribute('href', `/fees/statements/${STATEMENT}`);
    expect(screen.queryByLabelText('Statement file (CSV or Excel)')).toBeNull();
  });

  it('shows a statement to a member who reads fees, without the buttons to resolve its lines', async () => {
    await open(`/fees/statements/${STATEMENT}`, member(['fees.view']), {
      loadStatement: fromPromise(async () => statement),
    });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Waiting to be matched (1)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Assign to a student/ })).toBeNull();
  });

  it('says in Hindi, by its code, that a file could not be read', async () => {
    await open('/fees/statements', member(BUILT_IN_PERMISSIONS.office_staff, 'hi'), {
      loadStatements: fromPromise(async () => ({ statements: [] })),
      uploadStatement: fromPromise(async () => {
        throw failures.unreadable.error;
      }),
    });
    const file = new File(['x'], 'sbi.csv', { type: 'text/csv' });
    await act(async () =>
      fireEvent.change(await screen.findByLabelText('स्टेटमेंट फ़ाइल (CSV या Excel)'), {
        target: { files: [file] },
      }),
    );
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent(
      'स्टेटमेंट पढ़ा नहीं जा सका: बैंक की CSV या Excel फ़ाइल अपलोड करें।',
    );
  });

  it('says in Hindi that a line was resolved by someone else, and shows the statement as it is now', async () => {
    let loads = 0;
    await open(`/fees/statements/${STATEMENT}`, member(BUILT_IN_PERMISSIONS.office_staff, 'hi'), {
      loadStatement: fromPromise(async () => {
        loads += 1;
        return loads === 1
          ? statement
          : {
              ...statement,
              entries: statement.entries.map((line) =>
                line.state === 'unmatched'
                  ? { ...line, state: 'resolved' as const, studentName: 'Ravi Kumar' }
                  : line,
              ),
            };
      }),
      newStatementKey: fromPromise(async () => 'f1b2c3d4-0000-4000-8000-000000000001'),
      findPayer: fromPromise(async () => [
        {
          id: RAVI,
          name: 'Ravi Kumar',
          admissionNumber: '1025',
          sectionName: null,
          status: 'active',
          guardianPhone: null,
          dueNowPaise: 0,
        },
      ]),
      resolveStatementLine: fromPromise(async () => {
        throw failures.lineResolved.error;
      }),
    });
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'विद्यार्थी को दें, पंक्ति 3' })),
    );
    fireEvent.change(screen.getByLabelText('भुगतान करने वाला विद्यार्थी खोजें'), { target: { value: 'Ravi' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'खोजें' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Ravi Kumar के नाम दर्ज करें/ })));
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent('स्टेटमेंट की यह पंक्ति पहले ही निपटाई जा चुकी है।');
    expect(loads).toBe(2);
    expect(screen.getByRole('heading', { level: 3, name: 'मिलाने के लिए रुकी हुई (0)' })).toBeInTheDocument();
  });
});
