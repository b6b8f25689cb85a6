// The real side effects of the app-wide machines, injected with .provide()
// (docs/decisions/0001-statecharts-and-model-based-tests.md).

import { chunkLoadMachine } from '@machines/chunk-load.machine';
import { type StoredSession, sessionMachine } from '@machines/session.machine';
import { themeMachine } from '@machines/theme.machine';
import { fromPromise } from 'xstate';
import {
  clearStoredSession,
  readStoredSession,
  writeStoredDarkMode,
  writeStoredSession,
} from './session-storage';
import { DARK_CLASS } from './theme-class';

export const sessionActions = (goHome: () => void) => ({
  persistSession: (_: unknown, params: { user: Parameters<typeof writeStoredSession>[0] }) =>
    writeStoredSession(params.user),
  clearStoredSession: () => clearStoredSession(),
  returnHome: () => goHome(),
});

export function createSessionLogic(goHome: () => void) {
  return sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<StoredSession | null>(async () => readStoredSession()),
      // The API client loads with the first call (see api/client.ts).
      revokeSession: fromPromise(async ({ input }: { input: { token: string } }) =>
        (await import('../api/auth')).revokeSessionToken(input.token),
      ),
    },
    actions: sessionActions(goHome),
  });
}

export const themeActions = {
  applyTheme: (_: unknown, params: { dark: boolean }) => {
    document.body.classList.toggle(DARK_CLASS, params.dark);
  },
  persistTheme: (_: unknown, params: { dark: boolean }) => writeStoredDarkMode(params.dark),
};

export function createThemeLogic() {
  return themeMachine.provide({ actions: themeActions });
}

export function createChunkLoadLogic() {
  return chunkLoadMachine.provide({ actions: { reloadPage: () => window.location.reload() } });
}
