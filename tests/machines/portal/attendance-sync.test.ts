// Every path of the attendance sync (docs/requirements/school-day.md#offline), driven through its
// injected actors: the device queue read, each submission sent in order and removed only after
// the server answered, a 4xx kept as failed (another member's marks dropped unseen), a 401 keeping
// the queue until the member signs in again, back-off after a server error, offline on the
// browser's event or a network failure, conflicts collected.

import { NO_ANSWER } from '@machines/api-failure';
import { attendanceSyncMachine } from '@machines/portal/attendance-sync.machine';
import { afterEach, describe, expect, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { deferredActors, testModelPaths } from '../support/model';
import { queued, result } from './attendance-fixtures';

afterEach(() => {
  vi.useRealTimers();
});

const send = (type: string) => (_event: never, world: { send: (type: string) => void }) => world.send(type);

describe('attendance-sync machine, through its actors', () => {
  testModelPaths({
    machine: attendanceSyncMachine,
    file: import.meta.filename,
    runs: [
      {
        name: 'online at start',
        input: { online: true },
        eventCases: {
          'xstate.done.actor.readQueue': [
            { output: [], label: 'empty' },
            { output: [queued(1), queued(2)], label: 'two waiting' },
          ],
          'xstate.done.actor.sendSubmission': [
            { output: result(false), label: 'accepted' },
            { output: result(true), label: 'with a conflict' },
          ],
          'xstate.error.actor.sendSubmission': [
            { error: { status: NO_ANSWER }, label: 'network failure' },
            {
              error: { status: 409, code: 'attendance_locked', message: 'The day is locked.' },
              label: '409',
            },
            // A previous member's marks on a shared phone: dropped, and not shown as a failure
            // (every failure kept is the 409's).
            {
              error: {
                status: 403,
                code: 'not_the_taker',
                message: 'These marks were taken by another member: only they can send them.',
              },
              label: "another member's",
            },
            // The session ended: the submission stays queued (never kept as failed, never removed)
            // until the member signs in again.
            { error: { status: 401, code: 'unauthorized', message: 'Please log in.' }, label: '401' },
            { error: { status: 503 }, label: '503' },
          ],
        },
      },
      {
        name: 'offline at start',
        input: { online: false },
        eventCases: {
          'xstate.done.actor.readQueue': [{ output: [queued(1)], label: 'one waiting' }],
          'xstate.done.actor.sendSubmission': [{ output: result(false) }],
          'xstate.error.actor.sendSubmission': [{ error: { status: NO_ANSWER }, label: 'network failure' }],
        },
      },
    ],
    viewContext: (snapshot) => ({
      attempts: snapshot.context.attempts > 0,
      online: snapshot.context.online,
      queue: snapshot.context.queue.length,
      failed: snapshot.context.failed.length > 0,
      conflicts: snapshot.context.conflicts.length > 0,
    }),
    open({ inspect, run }) {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const deferred = deferredActors(['readQueue', 'sendSubmission', 'removeQueued']);
      const actor = createActor(
        attendanceSyncMachine.provide({
          actors: { ...deferred.actors, connection: fromCallback(() => () => {}) } as never,
        }),
        { inspect, input: run.input as { online: boolean } },
      );
      actor.start();
      return { deferred, actor, send: (type: string) => actor.send({ type } as never) };
    },
    on: {
      'connection.online': send('connection.online'),
      'connection.offline': send('connection.offline'),
      'queue.changed': send('queue.changed'),
      'sync.retry': send('sync.retry'),
      'sync.dismiss': send('sync.dismiss'),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, { deferred, actor }) {
      const context = actor.getSnapshot().context;
      expect(context.queue).toEqual(state.context.queue);
      expect(context.online).toBe(state.context.online);
      expect(context.failed.length > 0).toBe(state.context.failed.length > 0);
      expect(context.conflicts.length > 0).toBe(state.context.conflicts.length > 0);
      // Kept by its code: the screen says it in the member's language.
      for (const failure of context.failed)
        expect(failure.notice).toEqual({
          code: 'refused',
          serverText: 'The day is locked.',
          serverCode: 'attendance_locked',
        });
      for (const shown of context.conflicts) expect(shown.conflicts[0]?.keptBy).toBe('Anita Rao');
      if (state.matches('sending'))
        expect(deferred.inputs('sendSubmission')).toEqual([state.context.queue[0]]);
      // The session ended: what was being sent is still on the device, nothing was removed.
      if (state.matches('signedOut')) expect(context.queue.length).toBeGreaterThan(0);
      if (state.matches('removing'))
        // The answered item leaves the device (an attendance submission carries no marks' answer).
        expect(deferred.inputs('removeQueued')).toEqual([{ item: state.context.queue[0], answer: null }]);
    },
  });
});
