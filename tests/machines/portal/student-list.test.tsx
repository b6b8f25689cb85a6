// Every path of the student-list machine, driving the students list
// (docs/requirements/students.md#students): a search or filter starts again at page 1, the rows
// stay while another query loads, "1–50 of 5,000", the no-consent marker, and the CSV export of
// what the list shows.

import type { ClassSummary } from '@common/api/portal/academics';
import type { StudentList } from '@common/api/portal/students';
import { NO_ANSWER } from '@machines/api-failure';
import { listQuery, studentListMachine } from '@machines/portal/student-list.machine';
import { StudentsList } from '@portal/views/students/students-list';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { deferredActors, testModelPaths } from '../support/model';
import { renderPortal } from './support';
import { noBatch } from './support/classes';

const uuid = (n: number) => `6b000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const classes: ClassSummary[] = [
  {
    id: uuid(1),
    grade: 5,
    name: 'Class 5',
    stage: 'preparatory',
    custom: false,
    position: 1,
    sections: [{ id: uuid(2), name: 'A', studentCount: 30, ...noBatch }],
    subjectCount: 5,
  },
];
const page: StudentList = {
  students: [
    {
      id: uuid(10),
      admissionNumber: 'A-101',
      name: 'Asha Verma',
      classId: uuid(1),
      className: 'Class 5',
      sectionId: uuid(2),
      sectionName: 'A',
      rollNumber: 12,
      status: 'active',
      consented: true,
      guardianPhone: '+91 98100 12345',
    },
    {
      id: uuid(11),
      admissionNumber: 'A-102',
      name: 'Kabir Das',
      classId: uuid(1),
      className: 'Class 5',
      sectionId: uuid(2),
      sectionName: 'A',
      rollNumber: 13,
      status: 'active',
      consented: false,
      guardianPhone: null,
    },
  ],
  total: 5000,
  page: 1,
  pageSize: 50,
};

const snapshotOf = (actor: AnyActorRef) => actor.getSnapshot() as AnyMachineSnapshot;
const button = (name: string) => screen.queryByRole('button', { name });

function expectList(state: AnyMachineSnapshot, world: { deferred: { inputs: (name: string) => unknown[] } }) {
  const { query, notice } = state.context;
  expect((screen.getByLabelText('Class') as HTMLSelectElement).value).toBe(query.classId);
  expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe(query.status);
  expect(screen.getByRole('link', { name: 'Add student' })).toBeInTheDocument();
  if (state.matches('loading') || state.matches({ shown: 'reloading' }))
    expect(world.deferred.inputs('listStudents')).toEqual([listQuery(query)]);
  if (state.matches('loading')) {
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    return;
  }
  if (state.matches('failed')) {
    expect(screen.getByRole('alert')).toHaveTextContent(
      notice.serverText ?? 'The students could not be loaded.',
    );
    expect(button('Try again')).not.toBeNull();
    return;
  }
  expect(screen.getByText('1–50 of 5,000')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Asha Verma' })).toHaveAttribute('href', `/students/${uuid(10)}`);
  expect(screen.getAllByText('No consent')).toHaveLength(1);
  expect(screen.getByText('Page 1 of 100')).toBeInTheDocument();
  const exporting = state.matches({ shown: 'exporting' });
  expect(screen.getByRole('button', { name: exporting ? 'Exporting…' : 'Export CSV' })).toHaveProperty(
    'disabled',
    !state.matches({ shown: 'idle' }),
  );
  if (exporting)
    expect(world.deferred.inputs('exportStudents')).toEqual([{ ...listQuery(query), language: 'en' }]);
  expect(screen.queryByText('Updating…') !== null).toBe(state.matches({ shown: 'reloading' }));
  const alert = screen.queryByRole('alert');
  if (notice)
    expect(alert).toHaveTextContent(
      notice.serverText ??
        (notice.code === 'exportFailed'
          ? 'The CSV could not be exported. Please try again.'
          : 'The students could not be loaded.'),
    );
  else expect(alert).toBeNull();
}

describe('student-list machine, through the students list', () => {
  testModelPaths({
    machine: studentListMachine,
    file: import.meta.filename,
    runs: [
      {
        eventCases: {
          'query.change': [
            { field: 'q', value: 'asha', label: 'search' },
            { field: 'classId', value: uuid(1), label: 'Class 5' },
            { field: 'status', value: 'left', label: 'left' },
          ],
          'page.go': [{ page: 2 }],
          'xstate.done.actor.listStudents': [{ output: page }],
          'xstate.error.actor.listStudents': [{ error: { status: NO_ANSWER }, label: 'network failure' }],
          'xstate.done.actor.reloadStudents': [{ output: page }],
          'xstate.error.actor.reloadStudents': [
            { error: { status: 400, message: 'The id must be a UUID.' } },
          ],
          'list.export': [{ language: 'en' }],
          'xstate.done.actor.exportStudents': [{ output: null }],
          'xstate.error.actor.exportStudents': [{ error: { status: 403, message: 'You may not do this.' } }],
        },
      },
    ],
    viewContext: (snapshot) => snapshot.context.query,
    open({ inspect }) {
      const deferred = deferredActors(['listStudents', 'exportStudents']);
      renderPortal(<StudentsList classes={classes} can={{ create: true, export: true }} />, {
        inspect,
        actors: deferred.actors,
      });
      return { deferred };
    },
    on: {
      'query.change': ({ field, value }: { field: string; value: string }) =>
        act(async () => {
          if (field === 'q') {
            fireEvent.change(screen.getByLabelText('Search by name or admission number'), {
              target: { value },
            });
            fireEvent.click(screen.getByRole('button', { name: 'Search' }));
          } else
            fireEvent.change(screen.getByLabelText(field === 'classId' ? 'Class' : 'Status'), {
              target: { value },
            });
        }),
      'page.go': () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next page' }))),
      'list.retry': () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' }))),
      'list.export': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))),
    },
    builtIn: ({ deferred }) => ({ deferred, actorOf: { reloadStudents: 'listStudents' } }),
    expect: (state, world, { actor }) => {
      const live = snapshotOf(actor);
      expect(live.context.query).toEqual(state.context.query);
      return expectList(live, world);
    },
  });
});

describe('the students list in Hindi', () => {
  it("asks for the CSV in the member's language", async () => {
    const deferred = deferredActors(['listStudents', 'exportStudents']);
    renderPortal(<StudentsList classes={classes} can={{ create: true, export: true }} />, {
      actors: deferred.actors,
      language: 'hi',
    });
    await deferred.settle('listStudents', 'done', page);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'CSV निर्यात करें' })));
    expect(deferred.inputs('exportStudents')).toEqual([
      expect.objectContaining({ status: 'active', language: 'hi' }),
    ]);
  });
});
