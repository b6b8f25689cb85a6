// `npm run dev`: the API under `tsx watch` (restarts when server code changes) on DEV_API_PORT and
// Vite with hot module replacement; vite.config.ts proxies /prod/v1 to the API. Ctrl-C stops both.
import { bin, exitCodeOf, forwardSignals, start } from './lib/processes.mjs';

const apiPort = process.env.DEV_API_PORT || '3001';
const vitePort = process.env.VITE_PORT || '5173';
const appUrl = `http://localhost:${vitePort}`;

console.log(
  `shala dev: the app with hot reload on ${appUrl}, the API (tsx watch) on http://127.0.0.1:${apiPort} (Ctrl-C stops both)`,
);

const api = start(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
  // E-mailed links must open the Vite app, not the API port.
  env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL || appUrl },
  // Its own process group: Ctrl-C reaches it once, through this script. `tsx watch` treats a
  // second signal as "kill now", which would cut the embedded database off mid-write.
  detached: true,
  stdio: ['ignore', 'inherit', 'inherit'],
});
const vite = start(bin('vite'), ['--port', vitePort, '--strictPort'], {
  env: { ...process.env, DEV_API_PORT: apiPort },
});
const children = [api, vite];
const signals = forwardSignals(children);
// A detached child outlives this script unless stopped: stop it on any exit we get to handle.
process.on('exit', () => {
  if (api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
});

// When one of them stops (a crash, a port in use, Ctrl-C), stop the other and exit with the first code.
const exits = children.map((child) => exitCodeOf(child).then((code) => ({ child, code })));
const first = await Promise.race(exits);
const other = first.child === api ? vite : api;
// After Ctrl-C the other one is already stopping: a second signal would make `tsx watch` kill hard.
if (!signals.stopping && other.exitCode === null && other.signalCode === null) other.kill('SIGTERM');
await Promise.allSettled(exits);
process.exitCode = first.code;
