// The screens around the machines: what each page shows from its answer, what the member's role
// hides, and the links between them (docs/requirements/portal.md#people-and-roles, #employees,
// #academic-structure). The machines' paths are walked in their own files.

import type { Me } from '@common/api/portal/session';
import { academicYearDates, nextSectionName } from '@portal/api/academics';
import { AcademicsPage } from '@portal/views/academics/academics-page';
import { ClassPage } from '@portal/views/academics/class-page';
import { EmployeesPage } from '@portal/views/employees/employees-page';
import { RolesPage } from '@portal/views/roles/roles-page';
import SetupGuide from '@portal/views/shell/setup-guide';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { administrator, ids, memberWith, renderPortal } from './support';
import { noBatch } from './support/classes';

const signedIn = vi.hoisted(() => ({ member: null as Me | null }));
vi.mock('@portal/lib/use-portal-member', () => ({
  usePortalMember: () => signedIn.member,
  hasPermission: (member: Me | null, permission: string) => member?.permissions.includes(permission) ?? false,
}));

const uuid = (n: number) => `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** The page's list loaded by its own actor (`name`), answering `data`. */
const loads = (name: string, data: unknown) => ({ [name]: fromPromise(async () => data) });

describe('portal management screens', () => {
  it('Roles: built-in roles marked, member counts, a built-in role opens read-only', async () => {
    signedIn.member = administrator;
    renderPortal(<RolesPage />, {
      actors: loads('listRoles', {
        roles: [
          {
            id: ids.teacherRole,
            name: 'Teacher',
            builtIn: 'teacher',
            permissions: ['academics.view'],
            memberCount: 5,
          },
          {
            id: ids.customRole,
            name: 'Librarian',
            builtIn: null,
            permissions: ['academics.view'],
            memberCount: 0,
          },
        ],
      }),
    });
    const teacherRow = (await screen.findByRole('button', { name: 'Teacher' })).closest('tr') as HTMLElement;
    expect(within(teacherRow).getByText('Built-in')).toBeInTheDocument();
    expect(within(teacherRow).getByText('5')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Teacher' }));
    expect(screen.getByText('Built-in roles are shown read-only.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Academics: view' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Academics: view' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'New role' }));
    expect(screen.getByRole('heading', { name: 'New role' })).toBeInTheDocument();
  });

  it("Roles in Hindi: a built-in role is named in Hindi, list and editor; a school's own role as named", async () => {
    signedIn.member = administrator;
    renderPortal(<RolesPage />, {
      language: 'hi',
      actors: loads('listRoles', {
        roles: [
          { id: ids.teacherRole, name: 'Teacher', builtIn: 'teacher', permissions: [], memberCount: 5 },
          { id: ids.customRole, name: 'Librarian', builtIn: null, permissions: [], memberCount: 0 },
        ],
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'शिक्षक' }));
    expect(screen.getByRole('heading', { name: 'भूमिका: शिक्षक' })).toBeInTheDocument();
    expect(screen.getByLabelText('भूमिका का नाम')).toHaveValue('शिक्षक');
    expect(screen.getByRole('button', { name: 'Librarian' })).toBeInTheDocument();
    expect(screen.queryByText('Teacher')).toBeNull();
  });

  it('Roles: a new role, once saved, stays open under its name with "Role saved."', async () => {
    signedIn.member = administrator;
    const librarian = {
      id: ids.customRole,
      name: 'Librarian',
      builtIn: null,
      permissions: ['employees.view', 'employees.edit'],
      memberCount: 0,
    };
    let calls = 0;
    const saveRole = vi.fn(async (_input: unknown) => librarian);
    renderPortal(<RolesPage />, {
      actors: {
        listRoles: fromPromise(async () => ({ roles: calls++ === 0 ? [] : [librarian] })),
        saveRole: fromPromise(({ input }) => saveRole(input)),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New role' }));
    fireEvent.change(screen.getByLabelText('Role name'), { target: { value: ' Librarian ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Employees: edit' }));
    expect(screen.getByRole('checkbox', { name: 'Employees: view' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Save role' }));
    expect(saveRole).toHaveBeenCalledWith({
      id: null,
      body: { name: 'Librarian', permissions: ['employees.view', 'employees.edit'] },
    });
    expect(await screen.findByRole('heading', { name: 'Role: Librarian' })).toBeInTheDocument();
    expect(screen.getByText('Role saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Librarian' })).toBeInTheDocument();
  });

  it('Employees: catalogues, the list, and "Invite as member" only for an e-mail without a member', async () => {
    signedIn.member = administrator;
    const dept = { id: uuid(1), name: 'Science', employeeCount: 1 };
    renderPortal(<EmployeesPage />, {
      actors: loads('loadEmployeesPage', {
        employees: [
          {
            id: uuid(3),
            name: 'Neha Singh',
            phone: '+919812345678',
            email: 'neha@vidyamandir.in',
            departmentId: dept.id,
            designationId: null,
            joiningDate: '2024-06-01',
            memberId: null,
          },
          {
            id: uuid(4),
            name: 'Om Prakash',
            phone: '+919812345679',
            email: null,
            departmentId: null,
            designationId: null,
            joiningDate: null,
            memberId: null,
          },
        ],
        departments: [dept],
        designations: [],
        roles: [
          { id: ids.teacherRole, name: 'Teacher', builtIn: 'teacher', permissions: [], memberCount: 0 },
        ],
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Departments' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite as member: Neha Singh' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite as member: Om Prakash' })).toBeNull();
    expect(screen.getByText('1 Jun 2024')).toBeInTheDocument();
    // Each employee's week as a teacher, one tap from the list, inside the portal.
    expect(screen.getByRole('link', { name: 'Timetable: Om Prakash' })).toHaveAttribute(
      'href',
      `/timetable/teachers/${uuid(4)}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Invite as member: Neha Singh' }));
    expect(screen.getByRole('heading', { name: 'Invite Neha Singh to the portal' })).toBeInTheDocument();
    expect(
      (screen.getByLabelText('E-mail', { selector: '#employee-invite-email' }) as HTMLInputElement).value,
    ).toBe('neha@vidyamandir.in');
  });

  it('Employees: a department’s count follows the list reloaded after an employee is added', async () => {
    signedIn.member = administrator;
    const teaching = { id: uuid(1), name: 'Teaching', employeeCount: 0 };
    const added = {
      id: uuid(3),
      name: 'Neha Singh',
      phone: '+919812345678',
      email: null,
      departmentId: teaching.id,
      designationId: null,
      joiningDate: null,
      memberId: null,
    };
    // The first answer, then the one after saving: the server counts the new employee.
    const answers = [
      { employees: [], departments: [teaching], designations: [], roles: [] },
      { employees: [added], departments: [{ ...teaching, employeeCount: 1 }], designations: [], roles: [] },
    ];
    renderPortal(<EmployeesPage />, {
      actors: {
        loadEmployeesPage: fromPromise(async () => answers.shift()),
        saveEmployee: fromPromise(async () => added),
      },
    });
    const departments = () =>
      screen.getByRole('heading', { name: 'Departments' }).closest('section') as HTMLElement;
    await screen.findByRole('heading', { name: 'Departments' });
    expect(within(departments()).getByText('(0)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: added.name } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: added.phone } });
    fireEvent.change(screen.getByLabelText('Department'), { target: { value: teaching.id } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save employee' })));
    expect(await screen.findByText('Neha Singh')).toBeInTheDocument();
    expect(within(departments()).getByText('(1)')).toBeInTheDocument();
    expect(within(departments()).queryByText('(0)')).toBeNull();
  });

  it('Employees: a viewer sees no editing controls, and no timetable without timetable.view', async () => {
    signedIn.member = memberWith(['employees.view']);
    renderPortal(<EmployeesPage />, {
      actors: loads('loadEmployeesPage', {
        employees: [
          {
            id: uuid(3),
            name: 'Neha Singh',
            phone: '+919812345678',
            email: null,
            departmentId: null,
            designationId: null,
            joiningDate: null,
            memberId: null,
          },
        ],
        departments: [{ id: uuid(1), name: 'Science', employeeCount: 0 }],
        designations: [],
        roles: [],
      }),
    });
    await screen.findByRole('heading', { name: 'Departments' });
    expect(screen.getByText('Neha Singh')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Rename|Remove|Add employee|New department|Edit|Delete/ }),
    ).toBeNull();
    expect(screen.queryByRole('link', { name: /Timetable/ })).toBeNull();
  });

  it('Academics: current year marked, the main centre not removable, classes linking to their pages', async () => {
    signedIn.member = administrator;
    renderPortal(<AcademicsPage />, {
      actors: loads('loadAcademicsPage', {
        years: [
          { id: uuid(1), name: '2026-27', startsOn: '2026-04-01', endsOn: '2027-03-31', current: true },
          { id: uuid(2), name: '2027-28', startsOn: '2027-04-01', endsOn: '2028-03-31', current: false },
        ],
        centres: [{ id: uuid(3), name: 'Vidya Mandir', address: '', main: true }],
        kind: 'school',
        classes: [
          {
            id: uuid(4),
            grade: 7,
            name: 'Class 7',
            stage: 'middle',
            custom: false,
            position: 1,
            sections: [{ id: uuid(5), name: 'A', studentCount: 0, ...noBatch }],
            subjectCount: 6,
          },
        ],
      }),
    });
    expect(await screen.findByText('Current')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark current: 2027-28' })).toBeInTheDocument();
    expect(screen.getByText('The main centre cannot be removed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Vidya Mandir' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sections, Subjects: Class 7' })).toHaveAttribute(
      'href',
      `/academics/classes/${uuid(4)}`,
    );
    expect(screen.getByText('6 subjects')).toBeInTheDocument();
    // The school's classes are renamed, removed and ordered in place; the first cannot go higher.
    expect(screen.getByRole('button', { name: 'Rename Class 7' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Class 7 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add a class' })).toBeInTheDocument();
  });

  it('Class page: sections and subjects with their textbooks', async () => {
    signedIn.member = administrator;
    renderPortal(<ClassPage classId={uuid(4)} />, {
      actors: loads('loadClass', {
        kind: 'school',
        teachers: [],
        id: uuid(4),
        grade: 7,
        name: 'Class 7',
        stage: 'middle',
        custom: false,
        position: 1,
        sections: [{ id: uuid(5), name: 'A', studentCount: 3, ...noBatch }],
        subjectCount: 1,
        subjects: [
          {
            id: uuid(6),
            name: 'Science',
            custom: false,
            textbooks: [{ id: uuid(7), title: 'Curiosity', ncertCode: 'gecu1' }],
          },
        ],
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Class 7' })).toBeInTheDocument();
    expect(screen.getByText('Has 3 students: cannot be removed.')).toBeInTheDocument();
    expect(screen.getByText(/Curiosity/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New section' }));
    expect((screen.getByLabelText('New section') as HTMLInputElement).value).toBe('B');
  });

  it('Academics of a coaching centre with no course yet: says so and offers "Add a course"', async () => {
    signedIn.member = administrator;
    renderPortal(<AcademicsPage />, {
      actors: loads('loadAcademicsPage', {
        years: [],
        centres: [{ id: uuid(3), name: 'Apex Coaching', address: '', main: true }],
        kind: 'coaching',
        classes: [],
      }),
    });
    expect(
      await screen.findByText('No courses yet. Add the first one, e.g. JEE 2027, then its batches.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Courses' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add a course' }));
    expect(screen.getByLabelText('Add a course')).toBeInTheDocument();
  });

  it("Course page: a coaching centre's batches with their days, time, room, seats and teacher", async () => {
    signedIn.member = administrator;
    renderPortal(<ClassPage classId={uuid(4)} />, {
      actors: loads('loadClass', {
        kind: 'coaching',
        teachers: [{ id: uuid(8), name: 'Sunil Verma' }],
        id: uuid(4),
        grade: null,
        name: 'JEE 2027',
        stage: '',
        custom: true,
        position: 1,
        sections: [
          {
            ...noBatch,
            id: uuid(5),
            name: 'Evening',
            studentCount: 0,
            weekdays: [1, 3, 5],
            startsAt: 1080,
            endsAt: 1200,
            room: '2',
            capacity: 30,
            teacherId: uuid(8),
          },
        ],
        subjectCount: 0,
        subjects: [],
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'JEE 2027' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Batches' })).toBeInTheDocument();
    expect(
      screen.getByText('Mon, Wed, Fri · 18:00–20:00 · Room 2 · 30 seats · Sunil Verma'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Change Evening' }));
    expect((screen.getByLabelText('Batch name') as HTMLInputElement).value).toBe('Evening');
    expect((screen.getByLabelText('Ends at') as HTMLInputElement).value).toBe('20:00');
    expect(screen.queryByRole('button', { name: 'Add a batch' })).toBeNull();
  });

  it('Home: the set-up guide of a new coaching centre, each step a link, ticked once done; gone when all are', async () => {
    const progress = { kind: 'coaching', classes: 1, employees: 0, students: 0, timetableSlots: 0 };
    const { unmount } = renderPortal(<SetupGuide />, { actors: loads('loadSetupProgress', progress) });
    expect(await screen.findByRole('heading', { name: 'Set up your coaching centre' })).toBeInTheDocument();
    expect(screen.getByText('1 of 4 done')).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual([
      '✓Done:Add your courses and their batches',
      'To do:Add your teachers and staff',
      'To do:Add or import your students into their batches',
      "To do:Build each batch's week",
    ]);
    expect(screen.getByRole('link', { name: 'Add your courses and their batches' })).toHaveAttribute(
      'href',
      '/academics',
    );
    expect(screen.getByRole('link', { name: "Build each batch's week" })).toHaveAttribute(
      'href',
      '/timetable',
    );
    unmount();

    const all = { kind: 'school', classes: 12, employees: 3, students: 40, timetableSlots: 48 };
    renderPortal(<SetupGuide />, { actors: loads('loadSetupProgress', all) });
    await act(async () => {});
    expect(screen.queryByRole('heading', { name: 'Set up your school' })).toBeNull();
  });

  it('derives an academic year from its name and the next free section letter', () => {
    expect(academicYearDates('2027-28')).toEqual({ startsOn: '2027-04-01', endsOn: '2028-03-31' });
    expect(academicYearDates('2027-29')).toBeNull();
    expect(nextSectionName(['A', 'b', 'D'])).toBe('C');
  });
});
