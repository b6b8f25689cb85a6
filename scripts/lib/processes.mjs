// Small helpers shared by the npm scripts: run a local binary, wait for it, pass signals on.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Path of a binary installed in node_modules/.bin (Windows gets the .cmd shim). */
export function bin(name) {
  return join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
}

/** Starts a command in the repository root with the terminal's output. */
export function start(command, args, options = {}) {
  return spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32' && command.endsWith('.cmd'),
    ...options,
  });
}

/** Resolves with the exit code the parent should use: the child's, or 128 + signal number. */
export function exitCodeOf(child) {
  return new Promise((resolveCode, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolveCode(code ?? 128 + signalNumber(signal)));
  });
}

const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGKILL: 9, SIGTERM: 15 };

function signalNumber(signal) {
  return SIGNAL_NUMBERS[signal] ?? 1;
}

/** Runs a command to completion; resolves with its exit code. */
export async function run(command, args, options = {}) {
  return exitCodeOf(start(command, args, options));
}

/**
 * Passes SIGINT, SIGTERM and SIGHUP on to the children. The same signal arriving twice within a
 * second is sent once: on Ctrl-C the terminal signals the whole process group and npm forwards
 * the signal as well, and a server may treat a second signal as "stop now".
 * Returns `{ stopping }`, true once a signal has been passed on.
 */
export function forwardSignals(children) {
  const lastSent = new Map();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      state.stopping = true;
      const now = Date.now();
      if (now - (lastSent.get(signal) ?? 0) < 1000) return;
      lastSent.set(signal, now);
      for (const child of children) {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      }
    });
  }
  const state = { stopping: false };
  return state;
}
