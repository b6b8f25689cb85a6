// HAProxy in front of several app servers, as production would run Shala on more than one
// instance (docs/decisions/0033-several-instances-behind-haproxy.md): round robin, a health
// check on /prod/v1/health/ready every second so a dead instance (refused connections) leaves the
// rotation within about three seconds while a busy one stays (5 s to answer), and a request that could not reach an instance (connection refused or reset before
// an answer) redispatched to another one. A request an instance received and then died with is
// not retried by the balancer (it may have been applied): the client retries it, as the portal's
// offline queue does, and the submission id makes that safe.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const HAPROXY = '/usr/sbin/haproxy';

/** Says how to install HAProxy when it is missing; undefined when it is there. */
export function haproxyMissing() {
  if (existsSync(HAPROXY)) return undefined;
  return `HAProxy is not installed (${HAPROXY}): apt-get install haproxy`;
}

export function haproxyConfig(port, backends) {
  const servers = backends
    .map((url, index) => {
      const { hostname, port: backendPort } = new URL(url);
      return `  server app${index + 1} ${hostname}:${backendPort} check inter 1s fall 3 rise 2`;
    })
    .join('\n');
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A busy instance answers its health check late, not never: only a dead one leaves the rotation.
  timeout check 5s
  retries 2
  option redispatch
  retry-on conn-failure empty-response
  option http-keep-alive

frontend portal
  bind 127.0.0.1:${port}
  default_backend shala

backend shala
  balance roundrobin
  option httpchk
  http-check send meth GET uri /prod/v1/health/ready ver HTTP/1.1 hdr host 127.0.0.1
  http-check expect status 200
${servers}
`;
}

/** Starts HAProxy on `port` in front of `backends` (origins); resolves once it listens. */
export async function startHaproxy(directory, port, backends) {
  const file = join(directory, 'haproxy.cfg');
  await writeFile(file, haproxyConfig(port, backends));
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${url}/prod/v1/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { child, url, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`haproxy did not answer within 10 s:\n${output}`);
}
