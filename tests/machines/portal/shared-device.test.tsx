// A shared phone (docs/requirements/security.md#shared-devices), through the real portal with the
// device's real IndexedDB store (fake-indexeddb): a teacher who signs out is offered to send the
// attendance still on the phone; offline, she chooses between staying signed in and losing it
// (with the count); signing out leaves nothing of hers in IndexedDB; and another member signing in
// on the same browser finds the device emptied, with nothing sent under their token.
import 'fake-indexeddb/auto';
import type { Me } from '@common/api/portal/session';
import type { QueuedSubmission } from '@machines/portal/attendance-sync.machine';
import { attendanceStore } from '@portal/lib/attendance-store';
import { PORTAL_SESSION_KEY } from '@portal/lib/session-store';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createStore, entries } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classList, queued } from './attendance-fixtures';
import { owner, renderPortal, school, sessionOf, storedSession } from './support';

const anita: Me = {
  id: '3e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
  name: 'Anita Rao',
  email: 'anita@vidyamandir.in',
  language: 'en',
  role: { id: '1b0c6f0e-3c55-4a43-9a43-7a1f6a6b9d02', name: 'Teacher', builtIn: 'teacher' },
  permissions: ['attendance.view', 'attendance.create'],
  tenant: school,
};
const anitas = sessionOf(anita, 'anita-token');
const admin = sessionOf(owner, 'admin-token');

/** What the browser's IndexedDB database `shala-attendance` holds, key by key. */
async function onDevice(): Promise<Record<string, unknown>> {
  return Object.fromEntries(await entries(createStore('shala-attendance', 'data')));
}

/** Anita's day on the phone: her class list (children's names) and one class taken offline. */
async function anitasPhone(): Promise<QueuedSubmission> {
  const store = attendanceStore();
  await store.clear();
  await store.setOwner(anita.id);
  await store.putToday({ date: '2026-11-24', mode: 'daily', lockTime: '16:00', classes: [] });
  await store.putClassList(classList());
  const item = { ...queued(1), submission: { ...queued(1).submission, takerId: anita.id } };
  await store.enqueue(item);
  return item;
}

/** The API as the phone reaches it: attendance PUTs answered by `submit`, anything else offline. */
function network(submit: (init: RequestInit) => Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    if (String(url).includes('/attendance/sections/') && init?.method === 'PUT') return submit(init);
    throw new TypeError('Failed to fetch');
  });
}

const attendancePuts = (fetched: ReturnType<typeof network>) =>
  fetched.mock.calls.filter(([url, init]) => String(url).includes('/attendance/') && init?.method === 'PUT');

const click = (name: string | RegExp) =>
  act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name })));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a shared phone', () => {
  it('offers to send what is queued, and offline lets her stay signed in or sign out losing 1 class', async () => {
    await anitasPhone();
    const fetched = network(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { router } = await renderPortal({ path: '/', stored: anitas });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Anita Rao' });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' })));
    const offer = await screen.findByRole('alertdialog', { name: 'Attendance not sent yet' });
    expect(offer).toHaveTextContent(
      'The attendance of 1 class you took is still on this phone and has not reached the school.',
    );
    await click('Send it and sign out');
    await screen.findByRole('button', { name: 'Sign out and lose 1 class' });
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'The attendance of 1 class could not be sent: this phone is not connected.',
    );
    // It was tried with her own token, and nothing has left the phone yet.
    expect(attendancePuts(fetched).length).toBeGreaterThan(0);
    expect((await onDevice()).queue).toHaveLength(1);

    // She stays: still signed in, her class still waiting.
    await click('Stay signed in until it is sent');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(storedSession()?.token).toBe('anita-token');
    expect((await onDevice()).queue).toHaveLength(1);

    // Later she signs out anyway and loses it: the phone keeps nothing of hers.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' })));
    await screen.findByRole('alertdialog', { name: 'Attendance not sent yet' });
    await click('Send it and sign out');
    await screen.findByRole('button', { name: 'Sign out and lose 1 class' });
    await click('Sign out and lose 1 class');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(storedSession()).toBeNull();
    expect(await onDevice()).toEqual({});
  });

  it('asks in Hindi, with the count of classes she would lose', async () => {
    await anitasPhone();
    await attendanceStore().enqueue({
      ...queued(2),
      submission: { ...queued(2).submission, takerId: anita.id },
    });
    network(async () => {
      throw new TypeError('Failed to fetch');
    });
    await renderPortal({ path: '/', stored: sessionOf({ ...anita, language: 'hi' }, 'anita-token') });
    await screen.findByRole('heading', { level: 1, name: 'नमस्ते, Anita Rao' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'साइन आउट' })));
    const offer = await screen.findByRole('alertdialog', { name: 'उपस्थिति अभी भेजी नहीं गई' });
    expect(offer).toHaveTextContent('आपकी ली गई 2 कक्षाओं की उपस्थिति अभी इसी फ़ोन पर है');
    await click('भेजें और साइन आउट करें');
    await screen.findByRole('button', { name: 'साइन आउट करें और 2 कक्षाओं की उपस्थिति खो दें' });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('2 कक्षाओं की उपस्थिति नहीं भेजी जा सकी');
    expect(screen.getByRole('button', { name: 'भेजे जाने तक साइन इन रहें' })).toHaveFocus();
  });

  it('sends the queue with her token before signing her out when it can', async () => {
    const item = await anitasPhone();
    const fetched = network(
      async () =>
        new Response(
          JSON.stringify({
            submissionId: item.submission.submissionId,
            present: 1,
            absent: 1,
            late: 0,
            conflicts: [],
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    const { router } = await renderPortal({ path: '/', stored: anitas });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Anita Rao' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' })));
    await screen.findByRole('alertdialog', { name: 'Attendance not sent yet' });
    await click('Send it and sign out');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    const [put] = attendancePuts(fetched);
    expect(new Headers(put?.[1]?.headers).get('authorization')).toBe('Bearer anita-token');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ takerId: anita.id });
    expect(await onDevice()).toEqual({});
  });

  it("empties the phone before another member's pages open, and sends nothing under their token", async () => {
    await anitasPhone();
    const fetched = network(async () => new Response('{}', { status: 500 }));
    // Anita did not sign out: her class list and queue are still on the phone.
    await renderPortal({ path: '/', stored: anitas });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Anita Rao' });
    expect((await onDevice()).queue).toHaveLength(1);

    // The Administrator signs in on the same browser (here: in another tab of the portal).
    localStorage.setItem(PORTAL_SESSION_KEY, JSON.stringify(admin));
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: PORTAL_SESSION_KEY })));
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma' });
    expect(await onDevice()).toEqual({ owner: owner.id });
    expect(attendancePuts(fetched)).toEqual([]);
  });
});
