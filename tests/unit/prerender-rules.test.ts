// Rules the prerendered pages depend on (docs/decisions/0009-prerendering-at-build-time.md): the
// inline theme boot script paints what the theme machine will decide, and every page of the router
// is either prerendered, rendered in the browser on purpose, or one of the blog's generated pages.

import { blogPaths } from '@common/blog-paths';
import { clientRenderedPaths, publicPaths } from '@common/public-paths';
import { themeMachine } from '@machines/theme.machine';
import { storageKeys } from '@site/lib/storage-keys';
import { themeBootScript } from '@site/lib/theme-boot';
import { DARK_CLASS } from '@site/lib/theme-class';
import { createAppRouter } from '@site/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';

function runBootScript(stored: string | null, systemDark: boolean): boolean {
  document.body.className = '';
  localStorage.clear();
  if (stored !== null) localStorage.setItem(storageKeys.darkMode, stored);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: systemDark && query === '(prefers-color-scheme: dark)',
  }));
  new Function(themeBootScript)();
  return document.body.classList.contains(DARK_CLASS);
}

function machineStartsDark(stored: string | null, systemDark: boolean): boolean {
  const storedDark = stored === 'true' ? true : stored === 'false' ? false : null;
  const actor = createActor(themeMachine, { input: { storedDark, prefersDark: systemDark } });
  return actor.getSnapshot().matches('dark');
}

describe('the theme boot script', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    document.body.className = '';
  });

  for (const stored of ['true', 'false', null, 'garbage']) {
    for (const systemDark of [true, false]) {
      it(`agrees with the theme machine: stored ${stored}, system ${systemDark ? 'dark' : 'light'}`, () => {
        expect(runBootScript(stored, systemDark)).toBe(machineStartsDark(stored, systemDark));
      });
    }
  }

  it('paints light and throws nothing when storage is unavailable', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(() => new Function(themeBootScript)()).not.toThrow();
    expect(document.body.classList.contains(DARK_CLASS)).toBe(false);
  });
});

describe('the pages of the router', () => {
  it('are each prerendered, rendered in the browser on purpose, or generated blog pages', () => {
    const router = createAppRouter();
    const covered = new Set([...publicPaths, ...clientRenderedPaths]);
    const dynamic: Record<string, string> = {
      '/blog/$id': '/blog/',
      '/blog/category/$category': '/blog/category/',
      '/blog/tag/$tag': '/blog/tag/',
    };
    for (const route of Object.values(router.routesByPath) as Array<{ fullPath: string }>) {
      const path = route.fullPath === '/' ? '/' : route.fullPath.replace(/\/$/, '');
      // The 404 page, served with status 404 (docs/requirements/marketing.md#routes).
      if (path === '/project/$') continue;
      const prefix = dynamic[path];
      if (prefix) {
        expect(
          blogPaths.some((blogPath) => blogPath.startsWith(prefix)),
          path,
        ).toBe(true);
      } else {
        expect(covered.has(path), `${path} is neither in publicPaths nor in clientRenderedPaths`).toBe(true);
      }
    }
  });

  it('never prerenders a page that the server renders in the browser', () => {
    expect(publicPaths.filter((path) => clientRenderedPaths.includes(path))).toEqual([]);
  });
});
