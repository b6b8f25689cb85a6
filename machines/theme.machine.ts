// Theme (docs/requirements/marketing.md#theme): light or dark, toggled by the user and
// persisted; with nothing stored it follows the system's prefers-color-scheme.
import { assign, setup } from 'xstate';

export interface ThemeInput {
  /** The stored darkMode preference, or null when the visitor never chose. */
  storedDark: boolean | null;
  /** Whether the system asks for a dark colour scheme. */
  prefersDark: boolean;
}

export interface ThemeContext {
  /** True once the visitor chose (stored or toggled): the system no longer decides. */
  chosen: boolean;
  prefersDark: boolean;
  storedDark: boolean | null;
}

export type ThemeEvent = { type: 'theme.toggle' } | { type: 'theme.systemChange'; prefersDark: boolean };

export const themeMachine = setup({
  types: {
    context: {} as ThemeContext,
    events: {} as ThemeEvent,
    input: {} as ThemeInput,
  },
  actions: {
    /** Applies the dark-mode class on <body>. */
    applyTheme: (_, _params: { dark: boolean }) => {},
    /** Stores the choice under darkMode. */
    persistTheme: (_, _params: { dark: boolean }) => {},
  },
  guards: {
    startsDark: ({ context }) => context.storedDark ?? context.prefersDark,
    followsSystemToDark: ({ context, event }) =>
      !context.chosen && event.type === 'theme.systemChange' && event.prefersDark,
    followsSystemToLight: ({ context, event }) =>
      !context.chosen && event.type === 'theme.systemChange' && !event.prefersDark,
  },
}).createMachine({
  id: 'theme',
  context: ({ input }) => ({
    chosen: input.storedDark !== null,
    prefersDark: input.prefersDark,
    storedDark: input.storedDark,
  }),
  initial: 'resolving',
  states: {
    resolving: {
      always: [{ guard: 'startsDark', target: 'dark' }, { target: 'light' }],
    },
    light: {
      entry: { type: 'applyTheme', params: { dark: false } },
      on: {
        'theme.toggle': {
          target: 'dark',
          actions: [assign({ chosen: true }), { type: 'persistTheme', params: { dark: true } }],
        },
        'theme.systemChange': { guard: 'followsSystemToDark', target: 'dark' },
      },
    },
    dark: {
      entry: { type: 'applyTheme', params: { dark: true } },
      on: {
        'theme.toggle': {
          target: 'light',
          actions: [assign({ chosen: true }), { type: 'persistTheme', params: { dark: false } }],
        },
        'theme.systemChange': { guard: 'followsSystemToLight', target: 'light' },
      },
    },
  },
});
