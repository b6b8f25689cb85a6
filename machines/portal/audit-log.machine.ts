// The audit log page (docs/requirements/students.md#audit-log): the newest entries load (a
// spinner, or the server's sentence with a retry); "Older entries" adds the next page below, one
// at a time, until the server says there are none; a failure keeps what is shown with the reason.
// A filter (action, student, member, school days) loads the log again from its newest entry
// under it, from any state; one whose range ends before it starts is refused here, with the
// entries shown kept.

import type { AuditEntry, AuditFilter, AuditList, AuditQuery } from '@common/api/portal/audit';
import { assign, fromPromise, setup } from 'xstate';
import { type Notice, noticeFrom } from '../api-failure';

export interface AuditLogContext {
  /** One student's entries, or everyone's. */
  studentId: string | null;
  /** The filter the entries shown answer: only what was filled in, trimmed. */
  filter: AuditFilter;
  entries: AuditEntry[];
  next: string | null;
  notice: Notice<'failed'> | null;
  /** Why the last filter asked for was not applied. */
  filterProblem: 'datesReversed' | null;
}

export type AuditLogEvent =
  | { type: 'log.retry' }
  | { type: 'log.older' }
  /** Apply this filter (an empty one shows everything). */
  | { type: 'log.filter'; filter: AuditFilter };

const failure = ({ event }: { event: { error: unknown } }) => noticeFrom(event.error, ['message'], 'failed');

/** The filter as the server is asked: blanks dropped, searches trimmed. */
export function cleanAuditFilter(filter: AuditFilter): AuditFilter {
  const clean: AuditFilter = {};
  if (filter.action) clean.action = filter.action;
  const student = filter.student?.trim();
  if (student) clean.student = student;
  const member = filter.member?.trim();
  if (member) clean.member = member;
  if (filter.from) clean.from = filter.from;
  if (filter.to) clean.to = filter.to;
  return clean;
}

const query = (context: AuditLogContext): AuditQuery => ({
  ...context.filter,
  ...(context.studentId ? { studentId: context.studentId } : {}),
});

export const auditLogMachine = setup({
  types: {
    context: {} as AuditLogContext,
    events: {} as AuditLogEvent,
    input: {} as { studentId?: string | null } | undefined,
  },
  actors: {
    listAudit: fromPromise<AuditList, AuditQuery>(async () => ({ entries: [], next: null })),
  },
  guards: {
    hasOlder: ({ context }) => context.next !== null,
    // ISO dates compare as text.
    datesReversed: ({ event }) =>
      event.type === 'log.filter' &&
      !!event.filter.from &&
      !!event.filter.to &&
      event.filter.from > event.filter.to,
  },
}).createMachine({
  id: 'auditLog',
  context: ({ input }) => ({
    studentId: input?.studentId ?? null,
    filter: {},
    entries: [],
    next: null,
    notice: null,
    filterProblem: null,
  }),
  initial: 'loading',
  on: {
    'log.filter': [
      { guard: 'datesReversed', actions: assign({ filterProblem: 'datesReversed' }) },
      {
        target: '.loading',
        reenter: true,
        actions: assign({
          filter: ({ event }) => cleanAuditFilter(event.filter),
          filterProblem: null,
        }),
      },
    ],
  },
  states: {
    loading: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'listAudit',
        src: 'listAudit',
        input: ({ context }) => query(context),
        onDone: {
          target: 'shown',
          actions: assign({
            entries: ({ event }) => event.output.entries,
            next: ({ event }) => event.output.next,
          }),
        },
        onError: { target: 'failed', actions: assign({ notice: failure }) },
      },
    },
    failed: {
      on: { 'log.retry': 'loading' },
    },
    shown: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'log.older': { guard: 'hasOlder', target: 'loadingOlder' } },
        },
        loadingOlder: {
          entry: assign({ notice: null }),
          invoke: {
            id: 'listOlder',
            src: 'listAudit',
            input: ({ context }) => ({ ...query(context), before: context.next as string }),
            onDone: {
              target: 'idle',
              actions: assign({
                entries: ({ context, event }) => [...context.entries, ...event.output.entries],
                next: ({ event }) => event.output.next,
              }),
            },
            onError: { target: 'idle', actions: assign({ notice: failure }) },
          },
        },
      },
    },
  },
});
