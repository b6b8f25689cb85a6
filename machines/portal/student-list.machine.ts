// The students list (docs/requirements/students.md#students): a search, class, section and status
// filters, 50 a page. The first page loads with a spinner, or fails with a retry. Once rows are
// shown they stay while another query loads (a new search or filter starts again at page 1), and a
// failure keeps them with the reason above. The CSV export of what the list shows (every page, the
// same filters, in the member's language) runs one at a time beside it.

import type { StudentExportQuery, StudentList, StudentListQuery } from '@common/api/portal/students';
import type { Language } from '@common/languages';
import { assign, fromPromise, setup } from 'xstate';
import { type Notice, noticeFrom } from '../api-failure';
import { initialQuery, type StudentQuery } from './student-query';

export type QueryField = Exclude<keyof StudentQuery, 'page'>;

export interface StudentListContext {
  query: StudentQuery;
  list: StudentList | null;
  notice: Notice<'loadFailed' | 'exportFailed'> | null;
}

export type StudentListEvent =
  | { type: 'query.change'; field: QueryField; value: string }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' }
  | { type: 'list.export'; language: Language };

export const PAGE_SIZE = 50;

/** The API's query: empty filters left out. */
export function listQuery(query: StudentQuery): StudentListQuery {
  return {
    ...(query.q.trim() ? { q: query.q.trim() } : {}),
    ...(query.classId ? { classId: query.classId } : {}),
    ...(query.sectionId ? { sectionId: query.sectionId } : {}),
    status: query.status,
    ...(query.reach ? { reach: query.reach } : {}),
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}

/** A changed filter starts again at page 1; a section belongs to its class, so a new class clears it. */
export function changedQuery(query: StudentQuery, field: QueryField, value: string): StudentQuery {
  return {
    ...query,
    [field]: value,
    ...(field === 'classId' ? { sectionId: '' } : {}),
    page: 1,
  } as StudentQuery;
}

const failure =
  (code: 'loadFailed' | 'exportFailed') =>
  ({ event }: { event: { error: unknown } }) =>
    noticeFrom(event.error, ['message'], code);

export const studentListMachine = setup({
  types: {
    context: {} as StudentListContext,
    events: {} as StudentListEvent,
    input: {} as { query?: Partial<StudentQuery> } | undefined,
  },
  actors: {
    listStudents: fromPromise<StudentList, StudentListQuery>(async () => ({
      students: [],
      total: 0,
      page: 1,
      pageSize: PAGE_SIZE,
    })),
    exportStudents: fromPromise<unknown, StudentExportQuery>(async () => null),
  },
  actions: {
    changeQuery: assign({
      query: ({ context, event }) =>
        event.type === 'query.change' ? changedQuery(context.query, event.field, event.value) : context.query,
    }),
    goToPage: assign({
      query: ({ context, event }) =>
        event.type === 'page.go' ? { ...context.query, page: event.page } : context.query,
    }),
  },
}).createMachine({
  id: 'studentList',
  context: ({ input }) => ({ query: { ...initialQuery, ...input?.query }, list: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'listStudents',
        src: 'listStudents',
        input: ({ context }) => listQuery(context.query),
        onDone: { target: 'shown', actions: assign({ list: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ notice: failure('loadFailed') }) },
      },
      on: {
        // The newest query wins: the call for the older one is dropped.
        'query.change': { target: 'loading', reenter: true, actions: 'changeQuery' },
      },
    },
    failed: {
      on: {
        'list.retry': 'loading',
        'query.change': { target: 'loading', actions: 'changeQuery' },
      },
    },
    shown: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'list.export': 'exporting',
          },
        },
        reloading: {
          entry: assign({ notice: null }),
          invoke: {
            id: 'reloadStudents',
            src: 'listStudents',
            input: ({ context }) => listQuery(context.query),
            onDone: { target: 'idle', actions: assign({ list: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: assign({ notice: failure('loadFailed') }) },
          },
        },
        exporting: {
          entry: assign({ notice: null }),
          invoke: {
            id: 'exportStudents',
            src: 'exportStudents',
            input: ({ context, event }) => ({
              ...listQuery(context.query),
              language: event.type === 'list.export' ? event.language : 'en',
            }),
            onDone: 'idle',
            onError: { target: 'idle', actions: assign({ notice: failure('exportFailed') }) },
          },
        },
      },
      on: {
        'query.change': { target: '.reloading', reenter: true, actions: 'changeQuery' },
        'page.go': { target: '.reloading', reenter: true, actions: 'goToPage' },
      },
    },
  },
});
