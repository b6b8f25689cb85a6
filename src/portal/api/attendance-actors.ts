// Every actor of the attendance screens' machines (machines/portal/attendance-*.machine.ts): the
// API calls of ./attendance.ts, the device's copy (src/portal/lib/attendance-store.ts) and the
// hand-over to the device queue's sync (src/portal/lib/attendance-sync.ts, whose own actors are in
// ./attendance-sync-actors.ts). Views start their machines with these (useScreenMachine); tests
// replace them by name.
import type { ClassList, DailySummary, Register, Today } from '@common/api/portal/attendance';
import type { RegisterChoice, SectionOption } from '@machines/portal/attendance-register.machine';
import type { QueuedSubmission } from '@machines/portal/attendance-sync.machine';
import { type ClassSlot, type HandOver, withWaitingMarks } from '@machines/portal/attendance-taker.machine';
import { attendanceStore } from '@portal/lib/attendance-store';
import { attendanceSync, handOverToSync } from '@portal/lib/attendance-sync';
import { fromCallback, fromPromise } from 'xstate';
import {
  downloadRegister,
  getAttendanceSettings,
  getClassList,
  getDailySummary,
  getRegister,
  getToday,
  saveAttendanceSettings,
} from './attendance';
import { loadClasses, sectionOptions } from './students';

const store = () => attendanceStore();

/** What this device took of the class and has not sent yet shows over the list it opens. */
const waitingMarksOver = async (list: ClassList) =>
  withWaitingMarks(
    list,
    await store()
      .queue()
      .catch(() => []),
  );

/** Every class's list on the device while there is a connection: a classroom often has none. */
async function keepClassLists(today: Today, signal: AbortSignal): Promise<void> {
  for (const one of today.classes) {
    if (signal.aborted) return;
    try {
      await store().putClassList(await getClassList(one.sectionId, today.date, one.period, signal));
    } catch {
      // Offline or refused: the class is fetched again when opened.
    }
  }
}

export const attendanceActors = {
  // Today's classes (attendance-today.machine.ts).
  fetchToday: fromPromise<Today, void>(async ({ signal }) => {
    const today = await getToday(signal);
    await store()
      .putToday(today)
      .catch(() => {});
    return today;
  }),
  readDeviceToday: fromPromise<Today | null, void>(() => store().getToday()),
  keepClassLists: fromPromise<void, Today>(({ input, signal }) => keepClassLists(input, signal)),
  syncAnswers: fromCallback(({ sendBack }) => {
    const sync = attendanceSync();
    let answered = Object.keys(sync.getSnapshot().context.results).length;
    const subscription = sync.subscribe((snapshot) => {
      const now = Object.keys(snapshot.context.results).length;
      if (now > answered) sendBack({ type: 'today.reload' });
      answered = now;
    });
    return () => subscription.unsubscribe();
  }),

  // Taking a class (attendance-taker.machine.ts).
  fetchClassList: fromPromise<ClassList, ClassSlot>(async ({ input, signal }) => {
    const list = await getClassList(input.sectionId, input.date, input.period, signal);
    // The device's copy, for opening this class later without a connection.
    await store()
      .putClassList(list)
      .catch(() => {});
    return waitingMarksOver(list);
  }),
  readDeviceCopy: fromPromise<ClassList | null, ClassSlot>(async ({ input }) => {
    const copy = await store().getClassList(input.sectionId, input.period);
    return copy && waitingMarksOver(copy);
  }),
  enqueue: fromPromise<void, QueuedSubmission>(({ input }) => store().enqueue(input)),
  handOver: fromPromise<HandOver, QueuedSubmission>(({ input }) => handOverToSync(input)),

  // The home page's daily summary (attendance-summary.machine.ts).
  loadSummary: fromPromise<DailySummary, void>(({ signal }) => getDailySummary(undefined, signal)),

  // The settings (attendance-settings.machine.ts).
  loadSettings: fromPromise(({ signal }) => getAttendanceSettings(signal)),
  saveSettings: fromPromise(({ input }: { input: Parameters<typeof saveAttendanceSettings>[0] }) =>
    saveAttendanceSettings(input),
  ),

  // The monthly register (attendance-register.machine.ts).
  loadSections: fromPromise<SectionOption[], void>(async ({ signal }) =>
    sectionOptions(await loadClasses(signal)),
  ),
  loadRegister: fromPromise<Register, RegisterChoice>(({ input, signal }) =>
    getRegister(input.sectionId, input.month, signal),
  ),
  downloadRegister: fromPromise<void, RegisterChoice>(({ input }) =>
    downloadRegister(input.sectionId, input.month),
  ),
};
