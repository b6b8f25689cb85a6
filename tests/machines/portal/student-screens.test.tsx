// The students screens around their machines (docs/requirements/students.md): what the member's
// role hides (export, editing, erasure), the guardians' sibling counts and the consent records,
// the Hindi texts, and the pieces the downloads rely on.

import type { Student, StudentList } from '@common/api/portal/students';
import { queryString } from '@portal/api/client';
import { fileNameOf, saveBlob } from '@portal/lib/download';
import { StudentRecord } from '@portal/views/students/student-record';
import { StudentsList } from '@portal/views/students/students-list';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { renderPortal } from './support';

const uuid = (n: number) => `8d000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const kabir: Student = {
  id: uuid(1),
  admissionNumber: 'A-102',
  name: 'Kabir Das',
  classId: uuid(2),
  className: 'Class 5',
  sectionId: uuid(3),
  sectionName: 'A',
  rollNumber: 13,
  status: 'active',
  consented: false,
  guardianPhone: '9810012345',
  batches: [],
  dateOfBirth: '2016-08-15',
  gender: 'male',
  address: '',
  leftOn: null,
  erasure: null,
  guardians: [
    {
      id: uuid(4),
      name: 'Sunita Das',
      phone: '9810012345',
      email: 'sunita@example.in',
      language: 'hi',
      relation: 'mother',
      siblingCount: 2,
    },
  ],
  consents: [
    {
      id: uuid(5),
      guardianName: 'Sunita Das',
      relation: 'mother',
      method: 'in_person',
      givenOn: '2025-04-01',
      purposes: ['school_records', 'photos'],
      recordedBy: 'Meera Iyer',
      recordedAt: '2025-04-01T10:00:00.000Z',
      // 01:30 on 11 January in India: the school's day, not the UTC one.
      withdrawnAt: '2026-01-10T20:00:00.000Z',
    },
  ],
  consentedPurposes: [],
  createdAt: '2025-04-01T10:00:00.000Z',
  updatedAt: '2026-01-10T09:00:00.000Z',
};
const list: StudentList = {
  students: [
    {
      id: kabir.id,
      admissionNumber: kabir.admissionNumber,
      name: kabir.name,
      classId: kabir.classId,
      className: kabir.className,
      sectionId: kabir.sectionId,
      sectionName: kabir.sectionName,
      rollNumber: kabir.rollNumber,
      status: 'active',
      consented: false,
      guardianPhone: kabir.guardianPhone,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
};

describe('students screens', () => {
  it('a teacher (no export, no create) sees the list without Export CSV or Add student', async () => {
    renderPortal(<StudentsList classes={[]} can={{ create: false, export: false }} />, {
      actors: { listStudents: fromPromise(async () => list) },
    });
    expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add student' })).toBeNull();
    expect(screen.getByText('No consent')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('a student page read-only: no actions, the guardians with siblings, a withdrawn consent', async () => {
    renderPortal(
      <StudentRecord
        studentId={kabir.id}
        classes={[]}
        can={{ edit: false, delete: false, export: false }}
        onCreated={() => {}}
      />,
      { actors: { loadStudent: fromPromise(async () => kabir) } },
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Kabir Das (A-102)No consent');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(
      screen.getByText('No consent to school records is recorded for this student.'),
    ).toBeInTheDocument();
    const guardians = within(screen.getByRole('table', { name: 'Guardians of this student' }));
    expect(guardians.getByText('2 other students')).toBeInTheDocument();
    const consents = within(screen.getByRole('table', { name: 'Consent given by guardians' }));
    // Dates as the member reads them, not the API's YYYY-MM-DD.
    expect(consents.getByText('Withdrawn on 11 Jan 2026')).toBeInTheDocument();
    expect(consents.getByText('1 Apr 2025')).toBeInTheDocument();
    expect(screen.getByText('15 Aug 2016')).toBeInTheDocument();
    expect(consents.getByText('School records, Photos')).toBeInTheDocument();
  });

  it('in Hindi, the erasure form says what it keeps', async () => {
    renderPortal(
      <StudentRecord
        studentId={kabir.id}
        classes={[]}
        can={{ edit: true, delete: true, export: true }}
        onCreated={() => {}}
      />,
      { actors: { loadStudent: fromPromise(async () => kabir) }, language: 'hi' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'निजी जानकारी मिटाएँ' }));
    const form = within(screen.getByRole('region', { name: 'निजी जानकारी मिटाएँ' }));
    for (const kept of ['प्रवेश संख्या', 'कक्षा और सेक्शन', 'प्रवेश की तारीख़', 'स्कूल छोड़ने की तारीख़', 'ऑडिट लॉग'])
      expect(form.getByText(kept)).toBeInTheDocument();
    fireEvent.click(form.getByRole('button', { name: 'निजी जानकारी मिटाएँ' }));
    expect(form.getByText('बताएँ कि जानकारी क्यों मिटाई जा रही है')).toBeInTheDocument();
  });

  it('the list card carries the primary guardian’s phone, one tap to call', async () => {
    renderPortal(<StudentsList classes={[]} can={{ create: false, export: false }} />, {
      actors: { listStudents: fromPromise(async () => list) },
    });
    const row = (await screen.findAllByRole('row'))[1] as HTMLElement;
    const phone = within(row).getByRole('link', { name: '9810012345' });
    expect(phone).toHaveAttribute('href', 'tel:9810012345');
    expect(phone.closest('td')).toHaveAttribute('data-label', 'Guardian’s phone');
  });

  it('a student page: the details first, Edit the one primary action, the rest under More actions with erasure last', async () => {
    renderPortal(
      <StudentRecord
        studentId={kabir.id}
        classes={[]}
        can={{ edit: true, delete: true, export: true }}
        onCreated={() => {}}
      />,
      { actors: { loadStudent: fromPromise(async () => kabir) } },
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    const actions = screen.getByRole('group', { name: 'Actions' });
    // Beside the name, two controls: Edit, and More actions holding the other six.
    const edit = within(actions).getByRole('button', { name: 'Edit' });
    expect(edit).toHaveClass('mgmt-primary');
    const more = actions.querySelector('details') as HTMLDetailsElement;
    expect(more.open).toBe(false);
    expect(within(more).getByText('More actions').tagName).toBe('SUMMARY');
    const inside = within(more)
      .getAllByRole('button', { hidden: true })
      .map((button) => button.textContent);
    expect(inside).toEqual([
      'Move to another section',
      'Mark as left',
      'Record consent',
      'Download data (JSON)',
      'Download data (CSV)',
      'Erase personal data',
    ]);
    expect(within(more).getByRole('button', { name: 'Erase personal data', hidden: true })).toHaveClass(
      'mgmt-danger',
    );
    // The details follow the heading and its actions; nothing else stands between.
    const details = screen.getByRole('region', { name: 'Details' });
    expect(heading.closest('header')?.nextElementSibling).toBe(details);
    // Opening a form closes the menu (a new state remounts it).
    more.open = true;
    fireEvent.click(within(more).getByRole('button', { name: 'Record consent', hidden: true }));
    expect(await screen.findByRole('region', { name: 'Record consent' })).toBeInTheDocument();
    expect(
      (screen.getByRole('group', { name: 'Actions' }).querySelector('details') as HTMLDetailsElement).open,
    ).toBe(false);
  });

  it('an erased student says when and by whom, in the reader’s language', async () => {
    const erased: Student = {
      ...kabir,
      name: 'Erased student',
      status: 'erased',
      guardians: [],
      erasure: { at: '2026-03-11T20:01:00.000Z', by: 'Meera Iyer' },
    };
    renderPortal(
      <StudentRecord
        studentId={kabir.id}
        classes={[]}
        can={{ edit: true, delete: true, export: false }}
        onCreated={() => {}}
      />,
      { actors: { loadStudent: fromPromise(async () => erased) } },
    );
    expect(await screen.findByText('Erased on 12 Mar 2026, 1:31 am by Meera Iyer.')).toBeInTheDocument();
    // Nothing left to do with an erased record but read it.
    expect(screen.queryByRole('group', { name: 'Actions' })).toBeNull();
  });

  it('downloads: the server’s file name, a list query without empty values, a saved blob', () => {
    expect(fileNameOf('attachment; filename="students-2026-11-24.csv"', 'students.csv')).toBe(
      'students-2026-11-24.csv',
    );
    expect(fileNameOf("attachment; filename*=UTF-8''student%20A-101.json", 'x.json')).toBe(
      'student A-101.json',
    );
    expect(fileNameOf(null, 'students.csv')).toBe('students.csv');
    expect(queryString({ q: '', classId: uuid(2), page: undefined, status: 'active' })).toBe(
      `?classId=${uuid(2)}&status=active`,
    );
    const created = vi.fn(() => 'blob:portal/1');
    const revoked = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.useFakeTimers();
    saveBlob(new Blob(['a,b']), 'students.csv');
    expect(click).toHaveBeenCalledTimes(1);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revoked).toHaveBeenCalledWith('blob:portal/1');
    vi.useRealTimers();
    click.mockRestore();
  });
});
