// The audit log page (docs/requirements/students.md#audit-log): the newest entries load (a
// spinner, or the server's sentence with a retry); "Older entries" adds the next page below, one
// at a time, until the server says there are none; a failure keeps what is shown with the reason.

import type { AuditEntry, AuditList, AuditQuery } from '@common/api/portal/audit';
import { assign, fromPromise, setup } from 'xstate';
import { type Notice, noticeFrom } from '../api-failure';

export interface AuditLogContext {
  /** One student's entries, or everyone's. */
  studentId: string | null;
  entries: AuditEntry[];
  next: string | null;
  notice: Notice<'failed'> | null;
}

export type AuditLogEvent = { type: 'log.retry' } | { type: 'log.older' };

const failure = ({ event }: { event: { error: unknown } }) => noticeFrom(event.error, ['message'], 'failed');

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
  },
}).createMachine({
  id: 'auditLog',
  context: ({ input }) => ({ studentId: input?.studentId ?? null, entries: [], next: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'listAudit',
        src: 'listAudit',
        input: ({ context }) => (context.studentId ? { studentId: context.studentId } : {}),
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
            input: ({ context }) => ({
              ...(context.studentId ? { studentId: context.studentId } : {}),
              before: context.next as string,
            }),
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
