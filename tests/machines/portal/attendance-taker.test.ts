// Every path of the attendance taker (docs/requirements/school-day.md#attendance), driven through
// its injected actors: the class list from the server or the device's copy, taps cycling a
// student present → absent → late → present, the submission queued on the device (with its
// submissionId and takenAt made once) before the sync is asked to send it, and each ending.

import { NO_ANSWER } from '@machines/api-failure';
import {
  attendanceTakerMachine,
  countMarks,
  queuedSubmission,
} from '@machines/portal/attendance-taker.machine';
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { deferredActors, testModelPaths } from '../support/model';
import { ASHA, classList, result, SECTION } from './attendance-fixtures';

const TAKER = 'd1b2c3d4-0000-4000-8000-000000000001';
const input = {
  sectionId: SECTION,
  sectionName: 'Class 7 B',
  date: '2026-11-24',
  period: null,
  takerId: TAKER,
  office: false,
};
/** The server's answer about the absence alerts: one guardian told, one student not reached. */
const TOLD = {
  told: 1,
  notTold: [{ studentId: ASHA, studentName: 'Asha Verma', reason: 'no_consent' as const }],
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('attendance-taker machine, through its actors', () => {
  testModelPaths({
    machine: attendanceTakerMachine,
    file: import.meta.filename,
    runs: [
      {
        input,
        eventCases: {
          'student.tap': [{ studentId: ASHA }],
          'xstate.done.actor.fetchClassList': [
            { output: classList(), label: 'open' },
            { output: classList('locked'), label: 'locked' },
            { output: classList('untaken'), label: 'locked, never taken' },
            { output: classList('office'), label: 'locked, the office may correct (a teacher)' },
          ],
          'xstate.error.actor.fetchClassList': [
            { error: { status: NO_ANSWER }, label: 'no connection' },
            { error: { status: 403, message: 'This is not your class.' }, label: '403' },
          ],
          'xstate.done.actor.readDeviceCopy': [
            { output: classList(), label: 'a copy' },
            { output: classList('locked'), label: 'a locked copy' },
            { output: classList('untaken'), label: 'a locked copy never taken' },
            { output: null, label: 'no copy' },
          ],
          'xstate.done.actor.handOver': [
            { output: { status: 'sent', result: result(true) }, label: 'sent, a conflict' },
            {
              output: { status: 'sent', result: { ...result(true), alerts: TOLD } },
              label: 'sent, who was told',
            },
            { output: { status: 'saved' }, label: 'saved on the device' },
            {
              output: {
                status: 'refused',
                notice: {
                  code: 'refused',
                  serverText: 'The day is locked.',
                  serverCode: 'attendance_locked',
                },
              },
              label: 'refused',
            },
          ],
        },
      },
      {
        // The office after the lock, the same day: still open to them.
        input: { ...input, office: true },
        eventCases: {
          'student.tap': [{ studentId: ASHA }],
          'xstate.done.actor.fetchClassList': [
            { output: classList('office'), label: 'locked, for the office' },
          ],
          'xstate.done.actor.readDeviceCopy': [
            { output: classList('office'), label: 'a copy, for the office' },
          ],
          'xstate.done.actor.handOver': [{ output: { status: 'saved' }, label: 'saved on the device' }],
        },
      },
    ],
    viewContext: (snapshot) => ({
      marks: snapshot.context.marks,
      notice: snapshot.context.notice,
      fromDevice: snapshot.context.fromDevice,
      alerts: snapshot.context.alerts,
    }),
    open({ inspect, run }) {
      const deferred = deferredActors(['fetchClassList', 'readDeviceCopy', 'enqueue', 'handOver']);
      const actor = createActor(attendanceTakerMachine.provide({ actors: deferred.actors as never }), {
        inspect,
        input: run.input as typeof input,
      });
      actor.start();
      return { deferred, actor };
    },
    on: {
      'student.tap': ({ studentId }: { studentId: string }, { actor }) =>
        actor.send({ type: 'student.tap', studentId }),
      'attendance.submit': (_event: never, { actor }) => actor.send({ type: 'attendance.submit' }),
      'attendance.retry': (_event: never, { actor }) => actor.send({ type: 'attendance.retry' }),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, { deferred, actor }) {
      const context = actor.getSnapshot().context;
      expect(context.marks).toEqual(state.context.marks);
      expect(context.notice).toEqual(state.context.notice);
      expect(context.fromDevice).toBe(state.context.fromDevice);
      if (state.matches('taking')) {
        const counts = countMarks(context.marks);
        expect(counts.present + counts.absent + counts.late).toBe(2);
      }
      // Never taken and locked: nobody is counted present.
      if (state.matches({ locked: 'notTaken' })) expect(context.marks).toEqual({});
      if (state.matches({ locked: 'taken' })) expect(context.list?.takenAt).not.toBeNull();
      if (state.matches('submitting')) {
        const submission = context.submission;
        expect(submission?.submissionId).toMatch(UUID);
        // Whose marks these are goes with them: the server sends them only under that member.
        expect(submission?.takerId).toBe(TAKER);
        expect(Number.isNaN(Date.parse(submission?.takenAt ?? ''))).toBe(false);
        // Only the students not present are sent: the rest are present by the contract.
        expect(submission?.marks).toEqual(
          Object.entries(context.marks)
            .filter(([, mark]) => mark !== 'present')
            .map(([studentId, mark]) => ({ studentId, mark })),
        );
      }
      if (state.matches({ submitting: 'queueing' }))
        expect(deferred.inputs('enqueue')).toEqual([queuedSubmission(context)]);
      if (state.matches({ submitting: 'handing' }))
        expect(deferred.inputs('handOver')).toEqual([queuedSubmission(context)]);
      // Asha's absence met a later "present" on the server: the screen shows the mark that stands.
      if (state.matches('submitted')) expect(context.marks[ASHA]).toBe('present');
      // Who the alerts told is the server's answer, kept as it came; nothing before it is sent.
      expect(context.alerts).toEqual(state.context.alerts);
      if (!state.matches('submitted')) expect(context.alerts).toBeNull();
      else expect([null, TOLD]).toContainEqual(context.alerts);
    },
  });
});
