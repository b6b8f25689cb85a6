// The attendance screen's device store (docs/requirements/school-day.md#offline), on IndexedDB
// (fake-indexeddb) and in memory: today's classes, class lists, and a queue that keeps its order,
// never holds one submission twice and loses an item only when it is removed.
import 'fake-indexeddb/auto';
import {
  type AttendanceStore,
  indexedDbAttendanceStore,
  memoryAttendanceStore,
} from '@portal/lib/attendance-store';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { classList, queued } from '../machines/portal/attendance-fixtures';

const stores: Array<[string, () => AttendanceStore]> = [
  ['IndexedDB', () => indexedDbAttendanceStore(createStore(`test-${crypto.randomUUID()}`, 'data'))],
  ['memory', memoryAttendanceStore],
];

describe.each(stores)('the attendance store (%s)', (_name, make) => {
  it('keeps today and class lists by section and period', async () => {
    const store = make();
    expect(await store.getToday()).toBeNull();
    const today = { date: '2026-11-24', mode: 'daily' as const, lockTime: '16:00', classes: [] };
    await store.putToday(today);
    expect(await store.getToday()).toEqual(today);
    await store.putClassList(classList());
    expect(await store.getClassList(classList().sectionId, null)).toEqual(classList());
    expect(await store.getClassList(classList().sectionId, 2)).toBeNull();
  });

  it('queues in order, once per submissionId, and removes an answered one', async () => {
    const store = make();
    await store.enqueue(queued(1));
    await store.enqueue(queued(2));
    await store.enqueue(queued(1));
    expect(await store.queue()).toEqual([queued(1), queued(2)]);
    await store.settle(queued(1), null);
    expect(await store.queue()).toEqual([queued(2)]);
    await store.settle(queued(2), null);
    expect(await store.queue()).toEqual([]);
  });

  it("records whose data it holds and empties completely (a shared phone's next member)", async () => {
    const store = make();
    expect(await store.owner()).toBeNull();
    await store.setOwner('member-1');
    await store.putToday({ date: '2026-11-24', mode: 'daily', lockTime: '16:00', classes: [] });
    await store.putClassList(classList());
    await store.enqueue(queued(1));
    expect(await store.owner()).toBe('member-1');
    await store.clear();
    expect(await store.owner()).toBeNull();
    expect(await store.getToday()).toBeNull();
    expect(await store.getClassList(classList().sectionId, null)).toBeNull();
    expect(await store.queue()).toEqual([]);
  });
});
