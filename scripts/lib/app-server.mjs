// The production server as a child process (`node --import tsx server/main.ts`) on 127.0.0.1 and
// a free port, for the benchmark scripts: started, waited for until /prod/v1/health/ready answers,
// and stopped with SIGTERM as an operator would. Used by the benchmarks and the e2e fixture
// (types in app-server.d.mts).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { root } from './processes.mjs';

const KEPT_OUTPUT = 100_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(address.port));
    });
  });
}

export const exited = (child) => child.exitCode !== null || child.signalCode !== null;

function waitForExit(child, timeoutMs) {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function spawnServer(port, env, onOutput, args) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-KEPT_OUTPUT);
    onOutput?.(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, url, output: () => output };
}

async function waitUntilReady(server, timeoutMs, readyPath) {
  const deadline = Date.now() + timeoutMs;
  let problem = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited(server.child)) {
      throw new Error(
        `the server exited (code ${server.child.exitCode}, signal ${server.child.signalCode}) before it was ready:\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(`${server.url}${readyPath}`, {
        signal: AbortSignal.timeout(2000),
      });
      if (response.ok) return;
      problem = `GET ${readyPath} answered ${response.status}`;
    } catch (error) {
      problem = String(error);
    }
    await sleep(100);
  }
  server.child.kill('SIGKILL');
  throw new Error(`the server was not ready after ${timeoutMs / 1000} s (${problem}):\n${server.output()}`);
}

/**
 * Starts the server with `env` over the inherited environment and resolves once it is ready.
 * `onSpawn(server)` runs as soon as the process exists, so a caller can register its cleanup
 * before waiting; `onOutput(chunk)` sees its console output. A port found free can be taken
 * before the server binds it: up to 3 tries. `args` and `readyPath` start another server the same
 * way (the API benchmark's bare Fastify baseline).
 */
export async function startAppServer({
  env,
  onSpawn = () => {},
  onOutput,
  readyTimeoutMs = 60_000,
  args = ['--import', 'tsx', 'server/main.ts'],
  readyPath = '/prod/v1/health/ready',
}) {
  for (let attempt = 1; ; attempt++) {
    const server = spawnServer(await freePort(), env, onOutput, args);
    onSpawn(server);
    try {
      await waitUntilReady(server, readyTimeoutMs, readyPath);
      return server;
    } catch (error) {
      await stopAppServer(server).catch(() => {});
      if (attempt >= 3 || !server.output().includes('EADDRINUSE')) throw error;
    }
  }
}

/** SIGTERM, then SIGKILL after `timeoutMs` (which throws: graceful shutdown is broken). Resolves with the exit code. */
export async function stopAppServer(server, timeoutMs = 15_000) {
  if (!exited(server.child)) {
    server.child.kill('SIGTERM');
    if (!(await waitForExit(server.child, timeoutMs))) {
      server.child.kill('SIGKILL');
      await waitForExit(server.child, timeoutMs);
      throw new Error(`the server did not stop within ${timeoutMs / 1000} s of SIGTERM`);
    }
  }
  return server.child.exitCode;
}
