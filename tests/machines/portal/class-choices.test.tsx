// Every path of the class-choices machine, driving the students page's class filter
// (docs/requirements/students.md#students): no classes to choose while they load or cannot be
// read, the school's classes once they arrive, and a failed read asked again a little later.

import type { ClassSummary } from '@common/api/portal/academics';
import type { Me } from '@common/api/portal/auth';
import type { StudentList } from '@common/api/portal/students';
import { classChoicesMachine } from '@machines/portal/class-choices.machine';
import { StudentsPage } from '@portal/views/students/students-page';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { deferredActors, testModelPaths } from '../support/model';
import { administrator, renderPortal } from './support';

const signedIn = vi.hoisted(() => ({ member: null as Me | null }));
vi.mock('@portal/lib/use-portal-member', () => ({
  usePortalMember: () => signedIn.member,
  hasPermission: (member: Me | null, permission: string) => member?.permissions.includes(permission) ?? false,
}));

const uuid = (n: number) => `6c000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const classes: ClassSummary[] = [
  {
    id: uuid(1),
    grade: 5,
    name: 'Class 5',
    stage: 'preparatory',
    sections: [{ id: uuid(2), name: 'A', studentCount: 30 }],
    subjectCount: 5,
  },
  {
    id: uuid(3),
    grade: 6,
    name: 'Class 6',
    stage: 'middle',
    sections: [{ id: uuid(4), name: 'B', studentCount: 28 }],
    subjectCount: 6,
  },
];
const noStudents: StudentList = { students: [], total: 0, page: 1, pageSize: 50 };

const run = {
  eventCases: {
    'xstate.done.actor.loadClasses': [{ output: classes }],
    'xstate.error.actor.loadClasses': [{ error: { status: 0, message: 'Could not reach the server.' } }],
  },
};

const classFilter = () => screen.getByRole('combobox', { name: 'Class' });
const options = () =>
  within(classFilter())
    .getAllByRole('option')
    .map((option) => option.textContent);

afterEach(() => vi.useRealTimers());

describe('class-choices machine, through the students page’s class filter', () => {
  testModelPaths({
    machine: classChoicesMachine,
    file: import.meta.filename,
    runs: [run],
    async open({ inspect }) {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      signedIn.member = administrator;
      const deferred = deferredActors(['loadClasses']);
      renderPortal(<StudentsPage query={{}} onQueryChange={() => {}} />, {
        inspect,
        actors: { ...deferred.actors, listStudents: fromPromise(async () => noStudents) },
      });
      return { deferred };
    },
    on: {},
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, { deferred }) {
      // The filter is there from the start; it offers the classes once they arrived.
      if (state.matches('ready')) expect(options()).toEqual(['All classes', 'Class 5', 'Class 6']);
      else expect(options()).toEqual(['All classes']);
      expect(deferred.inputs('loadClasses')).toHaveLength(state.matches('loading') ? 1 : 0);
    },
  });

  it('a chosen class offers its own sections', async () => {
    signedIn.member = administrator;
    renderPortal(<StudentsPage query={{}} onQueryChange={() => {}} />, {
      actors: {
        loadClasses: fromPromise(async () => classes),
        listStudents: fromPromise(async () => noStudents),
      },
    });
    await screen.findByRole('option', { name: 'Class 6' });
    await act(async () => fireEvent.change(classFilter(), { target: { value: uuid(3) } }));
    const sections = within(screen.getByRole('combobox', { name: 'Section' })).getAllByRole('option');
    expect(sections.map((option) => option.textContent)).toEqual(['All sections', 'B']);
  });
});
