// Every path of the audit-log machine, driving the Audit log page
// (docs/requirements/students.md#audit-log): newest entries first with member, action, the
// student's admission number, time and detail; "Older entries" until there are none.

import type { AuditEntry, AuditFilter } from '@common/api/portal/audit';
import { NO_ANSWER } from '@machines/api-failure';
import { auditLogMachine } from '@machines/portal/audit-log.machine';
import { AuditLog, AuditPage } from '@portal/views/audit/audit-page';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyMachineSnapshot, fromPromise } from 'xstate';
import { deferredActors, testModelPaths } from '../support/model';
import { renderPortal } from './support';

const uuid = (n: number) => `7c000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const viewed: AuditEntry = {
  id: uuid(2),
  at: '2026-11-20T10:30:00.000Z',
  memberId: uuid(9),
  memberName: 'Meera Iyer',
  action: 'viewed',
  studentId: uuid(10),
  admissionNumber: 'A-101',
  detail: '',
  facts: null,
};
const exported: AuditEntry = {
  id: uuid(1),
  at: '2026-11-19T08:00:00.000Z',
  memberId: null,
  memberName: 'Ravi Kumar',
  action: 'exported',
  studentId: null,
  admissionNumber: null,
  detail: 'CSV of 120 students (class: Class 5)',
  facts: null,
};

/** GET /audit answering one page of these entries. */
const answering = (...entries: AuditEntry[]) => ({
  listAudit: fromPromise(async () => ({ entries, next: null })),
});
const detailOf = (row: HTMLElement) => within(row).getAllByRole('cell').at(-1);

const snapshotOf = (actor: AnyActorRef) => actor.getSnapshot() as AnyMachineSnapshot;

interface LogWorld {
  deferred: ReturnType<typeof deferredActors<'listAudit'>>;
  /** The last filter sent that the machine took (not a reversed range). */
  applied: AuditFilter;
}

/** What the server is asked for a filter typed as `typed`: blanks dropped, searches trimmed. */
function filterShown(typed: AuditFilter): AuditFilter {
  return Object.fromEntries(
    Object.entries(typed)
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])
      .filter(([, value]) => value),
  );
}

const validFilter: AuditFilter = {
  action: 'viewed',
  student: '  A-101 ',
  member: 'Meera',
  from: '2026-11-01',
  to: '2026-11-30',
};
const reversedFilter: AuditFilter = {
  action: '',
  student: '',
  member: '',
  from: '2026-11-30',
  to: '2026-11-01',
} as never;

/** The list's failure, not the filter's. */
function listAlert(): HTMLElement | null {
  const form = screen.getByRole('form', { name: 'Filter the audit log' });
  return screen.queryAllByRole('alert').find((alert) => !form.contains(alert)) ?? null;
}

function expectLog(state: AnyMachineSnapshot, world: LogWorld) {
  const { entries, next, notice, filter, filterProblem } = state.context;
  // The filter asked for is the one applied, trimmed and without blanks; a reversed range is not.
  expect(filter).toEqual(filterShown(world.applied));
  if (filterProblem)
    expect(
      within(screen.getByRole('form', { name: 'Filter the audit log' })).getByRole('alert'),
    ).toHaveTextContent('The “From” day must not be after the “To” day.');
  else expect(screen.queryByText('The “From” day must not be after the “To” day.')).toBeNull();
  if (state.matches('loading')) {
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(world.deferred.inputs('listAudit')).toEqual([filter]);
    return;
  }
  if (state.matches('failed')) {
    expect(listAlert()).toHaveTextContent(notice.serverText ?? 'The audit log could not be loaded.');
    return;
  }
  expect(screen.getAllByRole('row')).toHaveLength(entries.length + 1);
  expect(screen.getByRole('link', { name: 'A-101' })).toHaveAttribute('href', `/students/${uuid(10)}`);
  expect(within(screen.getByRole('table')).getByText('Viewed')).toBeInTheDocument();
  expect(screen.queryByText('Ravi Kumar (no longer a member)') !== null).toBe(entries.length > 1);
  expect(screen.queryByText('CSV of 120 students (class: Class 5)') !== null).toBe(entries.length > 1);
  const older = state.matches({ shown: 'loadingOlder' });
  if (next) {
    expect(screen.getByRole('button', { name: older ? 'Loading…' : 'Older entries' })).toHaveProperty(
      'disabled',
      older,
    );
  } else expect(screen.getByText('No older entries.')).toBeInTheDocument();
  if (older) expect(world.deferred.inputs('listAudit')).toEqual([{ ...filter, before: next }]);
  const alert = listAlert();
  if (notice) expect(alert).toHaveTextContent(notice.serverText ?? 'The audit log could not be loaded.');
  else expect(alert).toBeNull();
}

describe('audit-log machine, through the Audit log page', () => {
  testModelPaths({
    machine: auditLogMachine,
    file: import.meta.filename,
    runs: [
      {
        eventCases: {
          'xstate.done.actor.listAudit': [{ output: { entries: [viewed], next: viewed.id } }],
          'xstate.error.actor.listAudit': [{ error: { status: 403, message: 'You may not do this.' } }],
          'xstate.done.actor.listOlder': [{ output: { entries: [exported], next: null } }],
          'xstate.error.actor.listOlder': [{ error: { status: NO_ANSWER }, label: 'network failure' }],
          'log.filter': [
            { filter: validFilter, label: 'every field' },
            { filter: reversedFilter, label: 'a range ending before it starts' },
          ],
        },
      },
    ],
    viewContext: (snapshot) => ({
      next: snapshot.context.next,
      count: snapshot.context.entries.length,
      filter: snapshot.context.filter,
      problem: snapshot.context.filterProblem,
    }),
    open({ inspect }): LogWorld {
      const deferred = deferredActors(['listAudit']);
      renderPortal(<AuditLog filterable />, { inspect, actors: deferred.actors });
      return { deferred, applied: {} };
    },
    on: {
      'log.filter': async (event: { filter: AuditFilter }, world: LogWorld) => {
        const form = screen.getByRole('form', { name: 'Filter the audit log' });
        const { filter } = event;
        fireEvent.change(within(form).getByRole('combobox', { name: 'Action' }), {
          target: { value: filter.action ?? '' },
        });
        fireEvent.change(within(form).getByRole('searchbox', { name: 'Student: admission number or name' }), {
          target: { value: filter.student ?? '' },
        });
        fireEvent.change(within(form).getByRole('searchbox', { name: 'Member’s name' }), {
          target: { value: filter.member ?? '' },
        });
        fireEvent.change(within(form).getByLabelText('From'), { target: { value: filter.from ?? '' } });
        fireEvent.change(within(form).getByLabelText('To'), { target: { value: filter.to ?? '' } });
        if (!(filter.from && filter.to && filter.from > filter.to)) world.applied = filter;
        await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Show entries' })));
      },
      'log.retry': () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' }))),
      'log.older': () => {
        const older = screen.queryByRole('button', { name: 'Older entries' });
        if (!older) return expect(screen.getByText('No older entries.')).toBeInTheDocument();
        return act(async () => fireEvent.click(older));
      },
    },
    builtIn: ({ deferred }) => ({ deferred, actorOf: { listOlder: 'listAudit' } }),
    expect: (_state, world, { actor }) => expectLog(snapshotOf(actor), world),
  });
});

describe('the filter', () => {
  it('is on the audit log page, says when nothing matches, and clears back to every entry', async () => {
    const calls: unknown[] = [];
    renderPortal(<AuditPage />, {
      actors: {
        listAudit: fromPromise(async ({ input }) => {
          calls.push(input);
          return calls.length === 2 ? { entries: [], next: null } : { entries: [viewed], next: null };
        }),
      },
    });
    await screen.findByRole('link', { name: 'A-101' });
    const form = screen.getByRole('form', { name: 'Filter the audit log' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Action' }), { target: { value: 'erased' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Show entries' })));
    expect(await screen.findByText('No entries match this filter.')).toBeInTheDocument();
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Clear filter' })));
    await screen.findByRole('link', { name: 'A-101' });
    expect(within(form).getByRole('combobox', { name: 'Action' })).toHaveValue('');
    expect(calls).toEqual([{}, { action: 'erased' }, {}]);
  });

  it('is in Hindi for a member who reads Hindi', async () => {
    renderPortal(<AuditPage />, { actors: answering(viewed), language: 'hi' });
    const form = await screen.findByRole('form', { name: 'ऑडिट लॉग छाँटें' });
    expect(within(form).getByRole('button', { name: 'प्रविष्टियाँ दिखाएँ' })).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: 'मिटाया' })).toBeInTheDocument();
  });

  it('is not on one student’s history', async () => {
    renderPortal(<AuditLog studentId={uuid(10)} />, { actors: answering(viewed) });
    await screen.findByRole('link', { name: 'A-101' });
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('an import in the audit log', () => {
  const counts = {
    kind: 'students',
    fileName: 'students.csv',
    rows: 32,
    validRows: 30,
    created: 28,
    updated: 2,
  } as const;
  // As GET /audit answers an import: the stored detail (JSON, also in rows written before) and its fields.
  const imported: AuditEntry = {
    ...exported,
    id: uuid(3),
    memberId: uuid(9),
    memberName: 'Meera Iyer',
    action: 'imported',
    detail: JSON.stringify(counts),
    facts: { kind: 'imported', summary: counts },
  };
  // An import entry whose detail the server could not read as counts: shown as it is.
  const unreadable: AuditEntry = { ...imported, id: uuid(4), detail: 'students.csv, 3 rows', facts: null };
  const answer = answering(imported, unreadable);

  it('says an import as a sentence, never its JSON', async () => {
    renderPortal(<AuditLog />, { actors: answer });
    const [, row, odd] = await screen.findAllByRole('row');
    expect(detailOf(row as HTMLElement)).toHaveTextContent(
      /^32 rows of students from students\.csv, 30 valid: 28 created, 2 updated\.$/,
    );
    expect(detailOf(odd as HTMLElement)).toHaveTextContent(/^students\.csv, 3 rows$/);
    expect(screen.queryByText(/"kind"/)).toBeNull();
  });

  it('says it in Hindi for a member who reads Hindi', async () => {
    renderPortal(<AuditLog />, { actors: answer, language: 'hi' });
    const [, row] = await screen.findAllByRole('row');
    expect(detailOf(row as HTMLElement)).toHaveTextContent(
      /^students\.csv से विद्यार्थियों की 32 पंक्तियाँ, 30 सही: 28 नए जोड़े गए, 2 बदले गए।$/,
    );
    expect(screen.queryByText(/"kind"/)).toBeNull();
  });
});

describe('an update in the audit log', () => {
  // As GET /audit answers an update: the stored detail (the fields' keys) and the fields.
  const updated: AuditEntry = {
    ...viewed,
    action: 'updated',
    detail: 'admissionNumber, dateOfBirth, guardians',
    facts: { kind: 'changed', fields: ['admissionNumber', 'dateOfBirth', 'guardians'] },
  };
  // An update whose detail the server could not read as fields: shown as it is.
  const unreadable: AuditEntry = { ...updated, id: uuid(5), detail: 'name and more', facts: null };
  const answer = answering(updated, unreadable);

  it('names the changed fields, never their keys', async () => {
    renderPortal(<AuditLog />, { actors: answer });
    const [, row, odd] = await screen.findAllByRole('row');
    expect(detailOf(row as HTMLElement)).toHaveTextContent(
      /^Changed: admission number, date of birth, guardians\.$/,
    );
    expect(detailOf(odd as HTMLElement)).toHaveTextContent(/^name and more$/);
    expect(screen.queryByText(/dateOfBirth/)).toBeNull();
  });

  it('names them in Hindi for a member who reads Hindi', async () => {
    renderPortal(<AuditLog />, { actors: answer, language: 'hi' });
    const [, row] = await screen.findAllByRole('row');
    expect(detailOf(row as HTMLElement)).toHaveTextContent(/^बदला गया: प्रवेश संख्या, जन्म तिथि, अभिभावक।$/);
  });
});

describe('consent in the audit log', () => {
  // As GET /audit answers consent entries: the stored detail (the keys) and the fields.
  const recorded: AuditEntry = {
    ...viewed,
    action: 'consent_recorded',
    detail: 'school_records, guardian_messages (otp_phone)',
    facts: { kind: 'consent', purposes: ['school_records', 'guardian_messages'], method: 'otp_phone' },
  };
  const withdrawn: AuditEntry = {
    ...viewed,
    id: uuid(6),
    action: 'consent_withdrawn',
    detail: 'photos',
    facts: { kind: 'consent', purposes: ['photos'], method: null },
  };
  const answer = answering(recorded, withdrawn);

  it('names the purposes and how the guardian was verified, never their keys', async () => {
    renderPortal(<AuditLog />, { actors: answer });
    const [, given, taken] = await screen.findAllByRole('row');
    expect(detailOf(given as HTMLElement)).toHaveTextContent(
      /^Covers: School records, Messages to guardians\. How it was verified: OTP to the guardian's phone\.$/,
    );
    expect(detailOf(taken as HTMLElement)).toHaveTextContent(/^Covers: Photos\.$/);
    expect(screen.queryByText(/guardian_messages|otp_phone/)).toBeNull();
  });

  it('names them in Hindi for a member who reads Hindi', async () => {
    renderPortal(<AuditLog />, { actors: answer, language: 'hi' });
    const [, given, taken] = await screen.findAllByRole('row');
    expect(detailOf(given as HTMLElement)).toHaveTextContent(
      /^किसके लिए: स्कूल रिकॉर्ड, अभिभावकों को संदेश। कैसे सत्यापित किया: अभिभावक के फ़ोन पर OTP।$/,
    );
    expect(detailOf(taken as HTMLElement)).toHaveTextContent(/^किसके लिए: फ़ोटो।$/);
  });
});

describe('lists, moves and data copies in the audit log', () => {
  // As GET /audit answers them: the stored detail and its fields.
  const filters = { status: 'active', className: 'Class 5', sectionName: null, search: true } as const;
  const listed: AuditEntry = {
    ...exported,
    id: uuid(7),
    action: 'listed',
    facts: { kind: 'list', ...filters, page: 2, shown: 20, total: 120 },
  };
  const listCsv: AuditEntry = {
    ...exported,
    id: uuid(8),
    facts: { kind: 'list', ...filters, search: false, page: null, shown: null, total: 1 },
  };
  const moved: AuditEntry = {
    ...viewed,
    id: uuid(11),
    action: 'moved',
    facts: { kind: 'moved', from: null, to: 'Class 6 A' },
  };
  const copied: AuditEntry = {
    ...viewed,
    id: uuid(12),
    action: 'exported',
    facts: { kind: 'studentData', format: 'json' },
  };
  const answer = answering(listed, listCsv, moved, copied);
  const details = async () =>
    (await screen.findAllByRole('row'))
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);

  it('says the filters, the counts and the sections', async () => {
    renderPortal(<AuditLog />, { actors: answer });
    expect(await details()).toEqual([
      'Status: On the rolls, class: Class 5, with a search. Page 2: 20 of 120.',
      'CSV of 1 student. Status: On the rolls, class: Class 5.',
      'From no section to Class 6 A.',
      "The student's data (JSON).",
    ]);
  });

  it('says them in Hindi for a member who reads Hindi', async () => {
    renderPortal(<AuditLog />, { actors: answer, language: 'hi' });
    expect(await details()).toEqual([
      'स्थिति: नामांकित, कक्षा: Class 5, खोज के साथ। पृष्ठ 2: 120 में से 20।',
      '1 विद्यार्थी की CSV। स्थिति: नामांकित, कक्षा: Class 5।',
      'बिना सेक्शन से Class 6 A में।',
      'विद्यार्थी का डेटा (JSON)।',
    ]);
  });
});

describe('the time of an entry', () => {
  it('is the time in India, whatever the device’s zone: 12:15 am on 1 April, not 31 March in UTC', async () => {
    const atMidnight: AuditEntry = { ...viewed, id: uuid(5), at: '2027-03-31T18:45:00.000Z' };
    renderPortal(<AuditLog />, { actors: answering(atMidnight) });
    const [, row] = await screen.findAllByRole('row');
    expect(within(row as HTMLElement).getByText('1 Apr 2027, 12:15 am')).toHaveAttribute(
      'datetime',
      '2027-03-31T18:45:00.000Z',
    );
  });
});
