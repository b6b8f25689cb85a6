// The load of `npm run bench:portal`: requests sent on a schedule, whether or not the earlier ones
// have been answered (an open loop, as a school's teachers do not wait for each other), over
// keep-alive connections, each timed from the moment it was due; and the figures per route.
import { Agent, request as httpRequest } from 'node:http';

/** A keep-alive connection pool to one origin; a request waiting for a free connection is timed too. */
export function client(origin, maxSockets = 256) {
  const { hostname, port } = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets });
  /** Resolves `{ status, body, ms }`; a network failure resolves with status 0 and the error. */
  function send({ method = 'GET', path, headers = {}, body, timeoutMs = 30_000 }) {
    const started = performance.now();
    return new Promise((resolve) => {
      const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
      const request = httpRequest(
        {
          agent,
          hostname,
          port,
          method,
          path,
          headers: {
            ...(payload !== undefined && typeof body !== 'string'
              ? { 'content-type': 'application/json' }
              : {}),
            ...headers,
            ...(payload !== undefined ? { 'content-length': Buffer.byteLength(payload) } : {}),
          },
          timeout: timeoutMs,
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
            }),
          );
          response.on('error', (error) =>
            resolve({ status: 0, body: String(error), ms: performance.now() - started }),
          );
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error) =>
        resolve({ status: 0, body: String(error), ms: performance.now() - started }),
      );
      if (payload !== undefined) request.write(payload);
      request.end();
    });
  }
  return { send, close: () => agent.destroy() };
}

/** Calls `fire(i)` `count` times, every `intervalMs`, from now; resolves when the last has been fired. */
export async function paced(count, intervalMs, fire, stopped = () => false) {
  const start = performance.now();
  for (let index = 0; index < count; index++) {
    if (stopped()) return;
    const due = start + index * intervalMs;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    fire(index);
  }
}

/** Per-route latencies and failures. */
export class Figures {
  routes = new Map();

  route(name) {
    let route = this.routes.get(name);
    if (!route) {
      route = { name, latencies: [], errors: 0, statuses: new Map(), first: Infinity, last: 0 };
      this.routes.set(name, route);
    }
    return route;
  }

  record(name, answer, ok) {
    const route = this.route(name);
    const now = Date.now();
    route.first = Math.min(route.first, now);
    route.last = Math.max(route.last, now);
    if (ok) route.latencies.push(answer.ms);
    else {
      route.errors += 1;
      const key = answer.status === 0 ? answer.body.slice(0, 60) : String(answer.status);
      route.statuses.set(key, (route.statuses.get(key) ?? 0) + 1);
    }
  }
}

/** The p-th percentile (0 to 100) of numbers, NaN when there are none. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
