// The school day's copy on the device (docs/requirements/school-day.md#offline): today's classes,
// their class lists, the marks sheets a teacher opened (docs/requirements/exams.md), and the one
// queue of what the server has not answered yet (attendance and marks), kept in IndexedDB (idb-keyval) so a class can be taken and kept without a connection. It is one member's:
// it records whose it is, and signing out or another member signing in empties it
// (src/portal/lib/device-data.ts). The store is an interface so tests (and the machines) can use an
// in-memory one.

import type { ClassList, Today } from '@common/api/portal/attendance';
import type { MarksSaveResult, MarksSheet } from '@common/api/portal/exams';
import { type QueuedItem, queuedId } from '@machines/portal/attendance-sync.machine';
import { settleQueue } from '@machines/portal/marks-queue';
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

export interface AttendanceStore {
  getToday(): Promise<Today | null>;
  putToday(today: Today): Promise<void>;
  getClassList(sectionId: string, period: number | null): Promise<ClassList | null>;
  putClassList(list: ClassList): Promise<void>;
  getSheet(sectionId: string, subjectId: string, termKey: string): Promise<MarksSheet | null>;
  putSheet(sheet: MarksSheet): Promise<void>;
  queue(): Promise<QueuedItem[]>;
  enqueue(item: QueuedItem): Promise<void>;
  /** Removes an item once the server answered it (marks: rebasing the sheet's later items, marks-queue.ts). */
  settle(item: QueuedItem, answer: MarksSaveResult | null): Promise<void>;
  /** The member (portal member id) whose data the store holds, or null when nobody claimed it. */
  owner(): Promise<string | null>;
  setOwner(memberId: string): Promise<void>;
  /** Removes everything: today's classes, every class list, the queue and the owner. */
  clear(): Promise<void>;
}

const listKey = (sectionId: string, period: number | null) => `class:${sectionId}:${period ?? 0}`;
const sheetKey = (sectionId: string, subjectId: string, termKey: string) =>
  `sheet:${sectionId}:${subjectId}:${termKey}`;

/** The browser's store: one IndexedDB database of its own, apart from anything else the site keeps. */
export function indexedDbAttendanceStore(
  store: UseStore = createStore('shala-attendance', 'data'),
): AttendanceStore {
  const read = async <T>(key: string) => ((await get<T>(key, store)) ?? null) as T | null;
  const queue = async () => (await read<QueuedItem[]>('queue')) ?? [];
  return {
    getToday: () => read<Today>('today'),
    putToday: (today) => set('today', today, store),
    getClassList: (sectionId, period) => read<ClassList>(listKey(sectionId, period)),
    putClassList: (list) => set(listKey(list.sectionId, list.period), list, store),
    getSheet: (sectionId, subjectId, termKey) => read<MarksSheet>(sheetKey(sectionId, subjectId, termKey)),
    putSheet: (sheet) => set(sheetKey(sheet.section.id, sheet.subject.id, sheet.term.key), sheet, store),
    queue,
    async enqueue(item) {
      const items = await queue();
      if (!items.some((queued) => queuedId(queued) === queuedId(item)))
        await set('queue', [...items, item], store);
    },
    async settle(item, answer) {
      const items = settleQueue(await queue(), item, answer);
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
  let items: QueuedItem[] = [];
  return {
    getToday: async () => (data.get('today') as Today | undefined) ?? null,
    putToday: async (today) => void data.set('today', today),
    getClassList: async (sectionId, period) =>
      (data.get(listKey(sectionId, period)) as ClassList | undefined) ?? null,
    putClassList: async (list) => void data.set(listKey(list.sectionId, list.period), list),
    getSheet: async (sectionId, subjectId, termKey) =>
      (data.get(sheetKey(sectionId, subjectId, termKey)) as MarksSheet | undefined) ?? null,
    putSheet: async (sheet) =>
      void data.set(sheetKey(sheet.section.id, sheet.subject.id, sheet.term.key), sheet),
    queue: async () => [...items],
    async enqueue(item) {
      if (!items.some((queued) => queuedId(queued) === queuedId(item))) items = [...items, item];
    },
    async settle(item, answer) {
      items = settleQueue(items, item, answer);
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
