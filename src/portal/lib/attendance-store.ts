// The attendance screen's copy on the device (docs/requirements/school-day.md#offline): today's
// classes, their class lists and the queue of submissions not yet answered by the server, kept in
// IndexedDB (idb-keyval) so a class can be taken and kept without a connection. It is one member's:
// it records whose it is, and signing out or another member signing in empties it
// (src/portal/lib/device-data.ts). The store is an interface so tests (and the machines) can use an
// in-memory one.

import type { ClassList, Today } from '@common/api/portal/attendance';
import type { QueuedSubmission } from '@machines/portal/attendance-sync.machine';
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

export interface AttendanceStore {
  getToday(): Promise<Today | null>;
  putToday(today: Today): Promise<void>;
  getClassList(sectionId: string, period: number | null): Promise<ClassList | null>;
  putClassList(list: ClassList): Promise<void>;
  queue(): Promise<QueuedSubmission[]>;
  enqueue(item: QueuedSubmission): Promise<void>;
  /** Removes one submission once the server answered it. */
  dequeue(submissionId: string): Promise<void>;
  /** The member (portal member id) whose data the store holds, or null when nobody claimed it. */
  owner(): Promise<string | null>;
  setOwner(memberId: string): Promise<void>;
  /** Removes everything: today's classes, every class list, the queue and the owner. */
  clear(): Promise<void>;
}

const listKey = (sectionId: string, period: number | null) => `class:${sectionId}:${period ?? 0}`;

/** The browser's store: one IndexedDB database of its own, apart from anything else the site keeps. */
export function indexedDbAttendanceStore(
  store: UseStore = createStore('shala-attendance', 'data'),
): AttendanceStore {
  const read = async <T>(key: string) => ((await get<T>(key, store)) ?? null) as T | null;
  const queue = async () => (await read<QueuedSubmission[]>('queue')) ?? [];
  return {
    getToday: () => read<Today>('today'),
    putToday: (today) => set('today', today, store),
    getClassList: (sectionId, period) => read<ClassList>(listKey(sectionId, period)),
    putClassList: (list) => set(listKey(list.sectionId, list.period), list, store),
    queue,
    async enqueue(item) {
      const items = await queue();
      if (!items.some((queued) => queued.submission.submissionId === item.submission.submissionId))
        await set('queue', [...items, item], store);
    },
    async dequeue(submissionId) {
      const items = (await queue()).filter((queued) => queued.submission.submissionId !== submissionId);
      if (items.length) await set('queue', items, store);
      else await del('queue', store);
    },
    owner: () => read<string>('owner'),
    setOwner: (memberId) => set('owner', memberId, store),
    clear: () => clear(store),
  };
}

/** The same store in memory: for tests, and for a browser without IndexedDB (private windows). */
export function memoryAttendanceStore(): AttendanceStore {
  const data = new Map<string, unknown>();
  let items: QueuedSubmission[] = [];
  return {
    getToday: async () => (data.get('today') as Today | undefined) ?? null,
    putToday: async (today) => void data.set('today', today),
    getClassList: async (sectionId, period) =>
      (data.get(listKey(sectionId, period)) as ClassList | undefined) ?? null,
    putClassList: async (list) => void data.set(listKey(list.sectionId, list.period), list),
    queue: async () => [...items],
    async enqueue(item) {
      if (!items.some((queued) => queued.submission.submissionId === item.submission.submissionId))
        items = [...items, item];
    },
    async dequeue(submissionId) {
      items = items.filter((queued) => queued.submission.submissionId !== submissionId);
    },
    owner: async () => (data.get('owner') as string | undefined) ?? null,
    setOwner: async (memberId) => void data.set('owner', memberId),
    async clear() {
      data.clear();
      items = [];
    },
  };
}

let shared: AttendanceStore | null = null;

/** The page's one store: IndexedDB when the browser has it. */
export function attendanceStore(): AttendanceStore {
  shared ??= typeof indexedDB === 'undefined' ? memoryAttendanceStore() : indexedDbAttendanceStore();
  return shared;
}
