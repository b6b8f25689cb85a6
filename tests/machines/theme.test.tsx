// Every path of the theme machine (SPEC §4 "Theme"), driven through the header's toggle, for a
// visitor whose system is light and one whose system is dark, with and without a stored choice.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type ThemeInput, themeMachine } from '../../machines/theme.machine';
import { storageKeys } from '../../src/lib/storage-keys';
import { changeSystemScheme, installMatchMedia } from './support/match-media';
import { describePath, expectActorAt, modelPaths, payloadOf, trackTransitions } from './support/model';
import { renderApp } from './support/render-app';

const visitors: Array<{ name: string; input: ThemeInput }> = [
  { name: 'light system, nothing stored', input: { storedDark: null, prefersDark: false } },
  { name: 'dark system, nothing stored', input: { storedDark: null, prefersDark: true } },
  { name: 'dark system, light stored', input: { storedDark: false, prefersDark: true } },
  { name: 'light system, dark stored', input: { storedDark: true, prefersDark: false } },
];

const coverage = trackTransitions(themeMachine, import.meta.filename);
const eventCases = {
  'theme.systemChange': [
    { prefersDark: true, label: 'system turns dark' },
    { prefersDark: false, label: 'system turns light' },
  ],
};
let pathCount = 0;

function expectTheme(state: AnyMachineSnapshot, event: EventObject, visitor: ThemeInput) {
  const dark = state.matches('dark');
  expect(document.body.classList.contains('dark-mode')).toBe(dark);
  const toggle = screen.getByRole('button', { name: dark ? 'Switch to light mode' : 'Switch to dark mode' });
  expect(toggle).toHaveAttribute('aria-pressed', String(dark));
  // The stored value changes only when the visitor toggles (SPEC §4: "persisted").
  const stored = localStorage.getItem(storageKeys.darkMode);
  if (state.context.chosen && event.type === 'theme.toggle') expect(stored).toBe(String(dark));
  if (event.type === 'xstate.init') {
    expect(stored).toBe(visitor.storedDark === null ? null : String(visitor.storedDark));
    // A stored choice wins over the system; otherwise the system decides.
    expect(dark).toBe(visitor.storedDark ?? visitor.prefersDark);
  }
}

for (const visitor of visitors) {
  describe(`theme machine, ${visitor.name}`, () => {
    const paths = modelPaths(themeMachine, {
      input: visitor.input,
      eventCases,
      viewContext: (s) => s.context.chosen,
    });
    pathCount += paths.length;
    for (const path of paths) {
      it(describePath(path), async () => {
        coverage.reset();
        installMatchMedia(visitor.input.prefersDark);
        if (visitor.input.storedDark !== null)
          localStorage.setItem(storageKeys.darkMode, String(visitor.input.storedDark));
        const user = userEvent.setup();
        await renderApp({ inspect: coverage.inspect, prefersDark: visitor.input.prefersDark });
        const actor = coverage.actor();
        for (const step of path.steps) {
          const event = step.event;
          if (event.type === 'theme.toggle') {
            await user.click(screen.getByRole('button', { name: /Switch to (dark|light) mode/ }));
          } else if (event.type === 'theme.systemChange') {
            await act(async () => changeSystemScheme(payloadOf<{ prefersDark: boolean }>(event).prefersDark));
          } else if (event.type !== 'xstate.init') {
            throw new Error(`No executor for ${event.type}`);
          }
          expectActorAt(actor, step.state);
          expectTheme(step.state, event, visitor.input);
        }
      });
    }
  });
}

describe('theme machine coverage', () => {
  it('takes every transition of the machine on some path', () => {
    expect(coverage.uncovered()).toEqual([]);
  });
  afterAll(() => coverage.report(pathCount));
});
