// The page boot script (src/lib/page-boot.ts) that runs before the first paint: the stored-session
// mark agrees with the session machine's own rule for every combination of stored keys, and taps
// are noted until the app takes them, then replayed once.

import { type StoredSession, sessionMachine } from '@machines/session.machine';
import {
  EARLY_TAP_ATTRIBUTE,
  LINK_HOLD_LIMIT_MS,
  replayClicks,
  takeEarlyClicks,
} from '@site/lib/early-clicks';
import { pageBootScript } from '@site/lib/page-boot';
import { STORED_SESSION_ATTRIBUTE } from '@site/lib/session-boot';
import { storageKeys } from '@site/lib/storage-keys';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

function runPageBoot() {
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  new Function(pageBootScript)();
}

afterEach(() => {
  takeEarlyClicks();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.removeAttribute(STORED_SESSION_ATTRIBUTE);
  document.body.innerHTML = '';
});

const fromStored = (stored: StoredSession) => fromPromise<StoredSession | null>(async () => stored);

async function machineRestores(stored: StoredSession): Promise<boolean> {
  const actor = createActor(
    sessionMachine.provide({ actors: { restoreSession: fromStored(stored) } }),
  ).start();
  const settled = await waitFor(actor, (snapshot) => !snapshot.matches('restoring'));
  actor.stop();
  return settled.matches('signedIn');
}

describe('the stored-session mark', () => {
  const values = { authToken: ['tok', null, ''], userEmail: ['a@b.co', null], userName: ['Asha', null, ''] };
  for (const authToken of values.authToken) {
    for (const userEmail of values.userEmail) {
      for (const userName of values.userName) {
        const stored: StoredSession = { authToken, userEmail, userId: 'u-1', userName };
        it(`agrees with the session machine: ${JSON.stringify(stored)}`, async () => {
          for (const [key, value] of Object.entries(stored)) {
            if (value !== null) localStorage.setItem(storageKeys[key as keyof StoredSession], value);
          }
          runPageBoot();
          const marked = document.documentElement.hasAttribute(STORED_SESSION_ATTRIBUTE);
          expect(marked).toBe(await machineRestores(stored));
        });
      }
    }
  }

  it('marks nothing and throws nothing when storage is unavailable', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(runPageBoot).not.toThrow();
    expect(document.documentElement.hasAttribute(STORED_SESSION_ATTRIBUTE)).toBe(false);
  });
});

describe('taps before the app runs', () => {
  function page() {
    document.body.innerHTML = `
      <div id="root">
        <button type="button" id="menu">Menu</button>
        <button type="submit" id="send" disabled>Send</button>
        <a href="#hi" id="hindi" data-replay="">हिन्दी</a>
        <a href="#blog" id="blog">Blog</a>
      </div>
      <button type="button" id="outside">Outside the app</button>`;
    const get = (id: string) => document.getElementById(id) as HTMLElement;
    return {
      menu: get('menu'),
      send: get('send'),
      hindi: get('hindi'),
      blog: get('blog'),
      outside: get('outside'),
    };
  }

  it('notes buttons and data-replay links in order, keeps those links from navigating, and stops when taken', () => {
    const { menu, send, hindi, blog, outside } = page();
    runPageBoot();
    const defaultPrevented: boolean[] = [];
    document.addEventListener('click', (event) => defaultPrevented.push(event.defaultPrevented));
    menu.click();
    hindi.click();
    send.click(); // disabled: no click at all
    blog.click(); // a plain link works without the app
    outside.click(); // not part of the app
    expect(defaultPrevented).toEqual([false, true, false, false]);
    expect(takeEarlyClicks()).toEqual([menu, hindi]);
    menu.click();
    expect(takeEarlyClicks()).toEqual([]);
  });

  it('marks each noted element as pending at once, and notes a second tap on a pending one not again', () => {
    const { menu, hindi, blog } = page();
    runPageBoot();
    const hindiFollowed = watchFollowed(hindi);
    menu.click();
    hindi.click();
    expect(menu.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(true);
    expect(hindi.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(true);
    blog.click();
    expect(blog.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(false);
    // "Did it take that?": replayed twice, the menu would open and close again.
    menu.click();
    hindi.click();
    expect(hindiFollowed).toEqual([false, false]);
    const taken = takeEarlyClicks();
    expect(taken).toEqual([menu, hindi]);
    replayClicks(taken);
    expect(menu.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(false);
    expect(hindi.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(false);
  });

  it('leaves a link opened in a new tab to the browser', () => {
    const { hindi } = page();
    runPageBoot();
    hindi.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(takeEarlyClicks()).toEqual([]);
  });

  /** Whether each click on `link` was left to the browser (followed) or held. */
  function watchFollowed(link: HTMLElement): boolean[] {
    const followed: boolean[] = [];
    link.addEventListener('click', (event) => followed.push(!event.defaultPrevented));
    return followed;
  }

  it('follows a held link itself when a script of the app fails to load, and holds no later one', () => {
    const { hindi, menu } = page();
    runPageBoot();
    const followed = watchFollowed(hindi);
    hindi.click();
    menu.click();
    const script = document.createElement('script');
    document.body.append(script);
    script.dispatchEvent(new Event('error'));
    // The app is not coming: nothing stays marked as pending.
    expect(menu.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(false);
    expect(hindi.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(false);
    hindi.click();
    expect(followed).toEqual([false, true, true]);
    expect(takeEarlyClicks()).toEqual([menu]);
  });

  it('follows a held link itself when the app has not taken it in time, and not once it has', () => {
    vi.useFakeTimers();
    try {
      const { hindi } = page();
      runPageBoot();
      const followed = watchFollowed(hindi);
      hindi.click();
      vi.advanceTimersByTime(LINK_HOLD_LIMIT_MS - 1);
      expect(followed).toEqual([false]);
      vi.advanceTimersByTime(1);
      expect(followed).toEqual([false, true]);

      takeEarlyClicks();
      document.body.innerHTML = '';
      const second = page();
      runPageBoot();
      const followedSecond = watchFollowed(second.hindi);
      second.hindi.click();
      expect(takeEarlyClicks()).toEqual([second.hindi]);
      vi.advanceTimersByTime(LINK_HOLD_LIMIT_MS);
      expect(followedSecond).toEqual([false]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('replays each noted element once, skipping one that left the page', () => {
    const { menu, hindi } = page();
    const clicked: string[] = [];
    for (const element of [menu, hindi]) element.addEventListener('click', () => clicked.push(element.id));
    hindi.remove();
    replayClicks([menu, hindi]);
    expect(clicked).toEqual(['menu']);
  });
});
