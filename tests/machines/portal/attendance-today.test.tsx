// Every path of today's classes (docs/requirements/school-day.md#attendance), through the
// attendance page of a teacher (the least role that takes attendance) in Hindi: the server's list,
// the device's copy when the server does not answer (the connection lost, or a refusal by its
// code) said to be the phone's and why, the failure with its retry when there is no copy, every
// class's list kept on the device from the server's answer only, and the list asked again when the
// sync gets a submission answered, staying on screen meanwhile.

import type { Today } from '@common/api/portal/attendance';
import type { Me } from '@common/api/portal/session';
import { BUILT_IN_PERMISSIONS } from '@common/portal/permissions';
import type { Notice } from '@machines/api-failure';
import { attendanceTodayMachine } from '@machines/portal/attendance-today.machine';
import { AttendancePage } from '@portal/views/attendance/attendance-page';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import { fromCallback } from 'xstate';
import { deferredActors, testModelPaths } from '../support/model';
import { failures, SECTION, wordsFor } from './attendance-fixtures';
import { memberWith, renderPortal } from './support';

const signedIn = vi.hoisted(() => ({ member: null as Me | null }));
vi.mock('@portal/lib/use-portal-member', () => ({
  usePortalMember: () => signedIn.member,
  hasPermission: (member: Me | null, permission: string) => member?.permissions.includes(permission) ?? false,
}));

const said = {
  heading: 'उपस्थिति',
  lead: 'आज की कक्षाएँ। उपस्थिति लेने के लिए कोई कक्षा खोलें: सब उपस्थित से शुरू होते हैं।',
  loading: 'लोड हो रहा है…',
  retry: 'फिर से कोशिश करें',
  failed: 'आज की कक्षाएँ लोड नहीं हो सकीं।',
  fromDevice: 'ये इस फ़ोन पर सहेजी गई आज की कक्षाएँ हैं।',
  taken: 'ली गई',
  notTaken: 'अभी नहीं ली गई',
  /** After the lock, a class nobody took: never "not taken yet". */
  lockedNotTaken: '16:00 पर लॉक — उपस्थिति नहीं ली गई',
  locksAt: '16:00 पर लॉक होगी',
};
const own = { en: 'unused', hi: said.failed };

/** Class 7 B today: not taken (before the lock), taken, or `locked` (after it, never taken). */
const today = (taken: boolean | 'locked'): Today => ({
  date: '2026-11-24',
  mode: 'daily',
  lockTime: '16:00',
  classes: [
    {
      sectionId: SECTION,
      sectionName: 'Class 7 B',
      period: null,
      startsAt: null,
      endsAt: null,
      subjectName: null,
      taken: taken === true,
      lockTime: '16:00',
      locked: taken === 'locked',
    },
  ],
});

interface World {
  deferred: ReturnType<typeof deferredActors>;
  /** The sync's word that a submission was answered (src/portal/lib/attendance-sync.ts). */
  answered: { sendBack: ((event: { type: 'today.reload' }) => void) | null };
}

describe('attendance-today machine, through a teacher’s attendance page in Hindi', () => {
  testModelPaths<World>({
    machine: attendanceTodayMachine,
    file: import.meta.filename,
    runs: [
      {
        eventCases: {
          'xstate.done.actor.fetchToday': [{ output: today(false) }],
          'xstate.error.actor.fetchToday': [failures.connectionLost, failures.forbidden],
          'xstate.done.actor.readDeviceToday': [
            { output: today(false), label: 'a copy' },
            { output: null, label: 'no copy' },
          ],
          'xstate.error.actor.readDeviceToday': [
            { error: new Error('The device store is unavailable.'), label: 'no device store' },
          ],
          'xstate.done.actor.refetchToday': [
            { output: today(true), label: 'now taken' },
            { output: today('locked'), label: 'locked, not taken' },
          ],
          'xstate.error.actor.refetchToday': [failures.connectionLost],
        },
      },
    ],
    viewContext: (snapshot) => ({
      taken: snapshot.context.today?.classes[0]?.taken ?? null,
      notice: snapshot.context.notice,
    }),
    open({ inspect }) {
      signedIn.member = memberWith(BUILT_IN_PERMISSIONS.teacher);
      const deferred = deferredActors(['fetchToday', 'readDeviceToday', 'keepClassLists']);
      const answered: World['answered'] = { sendBack: null };
      const syncAnswers = fromCallback(({ sendBack }) => {
        answered.sendBack = sendBack;
        return () => {
          if (answered.sendBack === sendBack) answered.sendBack = null;
        };
      });
      renderPortal(<AttendancePage />, {
        inspect,
        actors: { ...deferred.actors, syncAnswers },
        language: 'hi',
      });
      return { deferred, answered };
    },
    on: {
      'today.retry': () => act(async () => fireEvent.click(screen.getByRole('button', { name: said.retry }))),
      'today.reload': (_event: never, { answered }) =>
        act(async () => answered.sendBack?.({ type: 'today.reload' })),
    },
    builtIn: ({ deferred }) => ({ deferred, actorOf: { refetchToday: 'fetchToday' } }),
    expect(state, { deferred }, { actor }) {
      expect(screen.getByRole('heading', { level: 1, name: said.heading })).toBeInTheDocument();
      expect(screen.getByText(said.lead)).toBeInTheDocument();
      const waiting = state.matches('loading') || state.matches('device');
      expect(screen.queryByText(said.loading) !== null).toBe(waiting);
      const notice = state.context.notice as Notice | null;
      const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
      const link = screen.queryByRole('link', { name: /Class 7 B/ });
      const fromDevice = state.matches('copy');
      if (!state.matches('ready') && !fromDevice) {
        expect(link).toBeNull();
        if (state.matches('failed')) {
          expect(alerts).toEqual([wordsFor(notice, 'hi', own)]);
          expect(screen.getByRole('button', { name: said.retry })).toBeEnabled();
        } else expect(alerts).toEqual([]);
        return;
      }
      const { today: shown } = actor.getSnapshot().context as { today: Today };
      expect(alerts).toEqual([]);
      const one = shown.classes[0];
      if (one?.taken) expect(link).toHaveTextContent(said.taken);
      else if (one?.locked) {
        expect(link).toHaveTextContent(said.lockedNotTaken);
        expect(link).not.toHaveTextContent(said.notTaken);
      } else expect(link).toHaveTextContent(`${said.notTaken}${said.locksAt}`);
      expect(link?.getAttribute('href')).toBe(`/attendance/${SECTION}?date=2026-11-24&name=Class+7+B`);
      // The phone's copy says so, and why the server's list is not shown.
      expect(screen.queryByText(said.fromDevice) !== null).toBe(fromDevice);
      if (notice) expect(screen.getByText(wordsFor(notice, 'hi', own))).toBeInTheDocument();
      const refreshing = state.matches({ ready: 'refreshing' }) || state.matches({ copy: 'refreshing' });
      expect(screen.getByRole('list').getAttribute('aria-busy')).toBe(String(refreshing));
      // Every class's list kept on the device (once per visit) from the server's answer, never from
      // the phone's copy.
      const keeping = deferred.inputs('keepClassLists');
      if (fromDevice) expect(keeping).toEqual([]);
      else expect(keeping).toEqual([expect.objectContaining({ date: '2026-11-24' })]);
    },
  });
});
