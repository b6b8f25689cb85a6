// Every path of the theme machine (docs/requirements/marketing.md#theme), driven through the
// header's toggle, for a visitor whose system is light and one whose system is dark, with and
// without a stored choice.

import { type ThemeInput, themeMachine } from '@machines/theme.machine';
import { storageKeys } from '@site/lib/storage-keys';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { changeSystemScheme, installMatchMedia } from './support/match-media';
import { testModelPaths } from './support/model';
import { renderApp } from './support/render-app';

const visitors: Array<{ name: string; input: ThemeInput }> = [
  { name: 'light system, nothing stored', input: { storedDark: null, prefersDark: false } },
  { name: 'dark system, nothing stored', input: { storedDark: null, prefersDark: true } },
  { name: 'dark system, light stored', input: { storedDark: false, prefersDark: true } },
  { name: 'light system, dark stored', input: { storedDark: true, prefersDark: false } },
];

const eventCases = {
  'theme.systemChange': [
    { prefersDark: true, label: 'system turns dark' },
    { prefersDark: false, label: 'system turns light' },
  ],
};

function expectTheme(state: AnyMachineSnapshot, event: EventObject, visitor: ThemeInput) {
  const dark = state.matches('dark');
  expect(document.body.classList.contains('dark-mode')).toBe(dark);
  const toggle = screen.getByRole('button', { name: dark ? 'Switch to light mode' : 'Switch to dark mode' });
  expect(toggle).toHaveAttribute('aria-pressed', String(dark));
  // The stored value changes only when the visitor toggles (marketing.md#theme).
  const stored = localStorage.getItem(storageKeys.darkMode);
  if (state.context.chosen && event.type === 'theme.toggle') expect(stored).toBe(String(dark));
  if (event.type === 'xstate.init') {
    expect(stored).toBe(visitor.storedDark === null ? null : String(visitor.storedDark));
    // A stored choice wins over the system; otherwise the system decides.
    expect(dark).toBe(visitor.storedDark ?? visitor.prefersDark);
  }
}

describe('theme machine', () => {
  testModelPaths({
    machine: themeMachine,
    file: import.meta.filename,
    runs: visitors.map((visitor) => ({ ...visitor, eventCases })),
    viewContext: (s) => s.context.chosen,
    async open({ inspect, run: { input } }) {
      installMatchMedia(input.prefersDark);
      if (input.storedDark !== null) localStorage.setItem(storageKeys.darkMode, String(input.storedDark));
      const user = userEvent.setup();
      await renderApp({ inspect, prefersDark: input.prefersDark });
      return user;
    },
    on: {
      'theme.toggle': (_, user) =>
        user.click(screen.getByRole('button', { name: /Switch to (dark|light) mode/ })),
      'theme.systemChange': ({ prefersDark }: { prefersDark: boolean }) =>
        act(async () => changeSystemScheme(prefersDark)),
    },
    expect: (state, _, { event, run }) => expectTheme(state, event, run.input),
  });
});
