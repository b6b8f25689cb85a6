// `npm run security:scan`: starts the production server (`server/main.ts`) on a fresh data
// directory and sends every API route hostile input: NUL and other control characters, oversized
// strings, wrong types, prototype keys, deep nesting, broken JSON and bytes, wrong content types,
// hostile path parameters, query strings and bearer headers. The routes come from the server's own
// route table, its OpenAPI document (scripts/lib/scan-routes.mjs, with the bodies and routes of
// scripts/lib/api-routes.mjs), so a new route is scanned without being listed. Each is called where
// it answers (a school's portal routes on the owner's activated school's own address, the rest on
// the main site), signed in when it needs a session (the owner's, or a portal session from the
// dashboard's hand-off) and not, and on the other host too (a portal route on the main site, a
// main-site route on the school's address). It exits 1 on any 5xx answer, any "unexpected error"
// in the server's log, or a secret in the log (the owner's password, an argon2 hash, a session
// token, the registration claim). The dev mailbox's own lines, which print verification links on
// purpose for a person at the console, are left out of that check.
//
// Rate limits are multiplied by 1000 (RATE_LIMIT_SCALE), so requests reach validation instead of
// stopping at 429; the summary says so.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_ROUTES } from './lib/api-routes.mjs';
import { startAppServer, stopAppServer } from './lib/app-server.mjs';
import { scanRoutes } from './lib/scan-routes.mjs';

const API = '/prod/v1';
const PASSWORD = 'Scan&Chalk-2027';
const CONCURRENCY = 8;
const started = Date.now();

// ------------------------------------------------------------------------------------------------
// Hostile values

const deepArray = (depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

/** Values put in place of one field of a well-formed body (or added as an unknown field). */
const HOSTILE_VALUES = [
  '\u0000',
  'Evil\u0000Name',
  '\u0001\u0008\u001b[31m\u007f\u0085\u009f',
  'Line one\r\nX-Injected: yes',
  '\t',
  '\ud800',
  '\u202eevil',
  '\ufeff',
  'x'.repeat(300),
  'x'.repeat(10_000),
  "' OR 1=1 --",
  '"; drop table users; --',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  ['$', '{7*7}{{7*7}}'].join(''), // template injection, written so no linter reads a template
  '%00%0d%0a',
  'victim<attacker@evil.test',
  '"victim"@evil.test',
  'a@evil.test,b@evil.test',
  '',
  ' ',
  0,
  -1,
  1e308,
  true,
  false,
  null,
  [],
  ['a', 'b'],
  {},
  { toString: 'x' },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
  deepArray(2_000),
];

/** Raw bodies sent as they are (JSON content type unless given). */
const HOSTILE_BODIES = [
  { body: '' },
  { body: 'null' },
  { body: '[]' },
  { body: '"text"' },
  { body: '42' },
  { body: '{' },
  { body: '{"a":1,}' },
  { body: '{"__proto__":{"polluted":true}}' },
  { body: '{"constructor":{"prototype":{"polluted":true}}}' },
  { body: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}` },
  { body: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x00, 0x22, 0x7d]) },
  { body: JSON.stringify({ a: 'x'.repeat(70_000) }) },
  { body: 'email=a%40b.in', type: 'application/x-www-form-urlencoded' },
  { body: 'hello', type: 'text/plain' },
  {
    body: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--',
    type: 'multipart/form-data; boundary=b',
  },
  { body: '{"a":1}', type: 'application/json; charset=utf-16' },
  { body: '{"a":1}', type: null },
];

const HOSTILE_PARAMS = [
  '%00',
  'a%00b',
  '%0d%0aX-Injected:%20yes',
  '..%2f..%2fetc%2fpasswd',
  '%ff%fe',
  '%',
  "'%20OR%201=1",
  'x'.repeat(3_000),
  '00000000-0000-0000-0000-000000000000',
  '__proto__',
  'constructor',
  'TERMS_AND_CONDITIONS',
];

const HOSTILE_QUERIES = [
  '?__proto__[polluted]=1&constructor[prototype][polluted]=1',
  '?token=%00&email=%ff',
  `?q=${'x'.repeat(4_000)}`,
];

const HOSTILE_AUTH = [
  undefined,
  'Bearer',
  'Bearer ',
  `Bearer ${'x'.repeat(43)}`,
  `Bearer ${'x'.repeat(8_000)}`,
  'Bearer a b c',
  'Basic c2NhbjpzY2Fu',
  'bearer \u00ff\u00fe',
];

// ------------------------------------------------------------------------------------------------
// Requests

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const statuses = new Map();
const failures = [];
let requests = 0;

/** A request to `API + path`, or to `path` itself for a page outside the API (`page: true`). */
function send(origin, { method, path, headers = {}, body, page = false }) {
  return new Promise((resolve) => {
    const target = new URL(`${origin}${API}`);
    const options = {
      agent,
      host: target.hostname,
      port: target.port,
      method,
      path: page ? path : `${API}${path}`,
      headers: { ...headers },
    };
    if (body !== undefined) options.headers['content-length'] = Buffer.byteLength(body);
    const request = httpRequest(options, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
      );
    });
    request.on('error', (error) => resolve({ status: 0, text: String(error) }));
    request.setTimeout(15_000, () => request.destroy(new Error('timed out')));
    if (body !== undefined) request.write(body);
    request.end();
  });
}

async function probe(origin, call, what) {
  const answer = await send(origin, call);
  requests += 1;
  statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  if (answer.status >= 500 || answer.status === 0) {
    failures.push(
      `${call.method} ${call.path.slice(0, 120)} (${what}): ${answer.status} ${answer.text.slice(0, 200)}`,
    );
  }
  return answer;
}

async function inBatches(tasks) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next];
      next += 1;
      await task();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

const jsonHeaders = (token) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

// ------------------------------------------------------------------------------------------------
// An owner (register, open the mailed link in the same "browser", log in), for the owner routes

async function mailedToken(dataDir, to, path) {
  const directory = join(dataDir, 'mail');
  for (let waited = 0; waited < 15_000; waited += 100) {
    for (const name of (await readdir(directory).catch(() => [])).filter((item) => item.endsWith('.json'))) {
      const mail = JSON.parse(await readFile(join(directory, name), 'utf8'));
      const link =
        mail.to === to && mail.links.map((href) => new URL(href)).find((url) => url.pathname === path);
      if (link) return link.searchParams.get('token');
    }
    await sleep(100);
  }
  throw new Error(`no mail to ${to} with a link to ${path} arrived within 15 s`);
}

async function signedInOwner(origin, dataDir) {
  const email = `scan.${Date.now().toString(36)}@vidyamandir.in`;
  const body = {
    email,
    password: PASSWORD,
    fullName: 'Scan Owner',
    institutionName: 'Scan School',
    phone: '9876543210',
  };
  const registered = await new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const url = new URL(`${origin}${API}/auth/register`);
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: url.pathname,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            cookie: String(response.headers['set-cookie'] ?? '').split(';')[0],
          }),
        );
      },
    );
    request.end(payload);
  });
  if (registered.status !== 201)
    throw new Error(`registering the scan's owner answered ${registered.status}`);
  const token = await mailedToken(dataDir, email, '/verify');
  const verified = await send(origin, {
    method: 'POST',
    path: '/auth/verify',
    headers: { 'content-type': 'application/json', cookie: registered.cookie },
    body: JSON.stringify({ token }),
  });
  if (verified.status !== 200)
    throw new Error(`verifying the scan's owner answered ${verified.status}: ${verified.text}`);
  const { userId, token: session } = JSON.parse(verified.text);
  return { email, userId, session, claim: registered.cookie.split('=')[1] ?? '' };
}

async function login(origin, email) {
  const answer = await send(origin, {
    method: 'POST',
    path: '/auth/login',
    headers: jsonHeaders(),
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`logging the scan's owner in answered ${answer.status}`);
  return JSON.parse(answer.text).token;
}

function expectOk(answer, what) {
  if (answer.status >= 300)
    throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  return answer.text ? JSON.parse(answer.text) : {};
}

/** A portal session of the school's owner member, through the dashboard's hand-off. */
async function handoffSession(origin, owner, ownerSession) {
  const grant = expectOk(
    await send(origin, {
      method: 'POST',
      path: `/tenants/user/${owner.userId}/portal-handoff`,
      headers: { authorization: `Bearer ${ownerSession}` },
    }),
    'the portal hand-off',
  );
  const host = new URL(grant.portalUrl).host;
  const exchanged = expectOk(
    await send(origin, {
      method: 'POST',
      path: '/portal/session/handoff',
      headers: { ...jsonHeaders(), host },
      body: JSON.stringify({ code: grant.code }),
    }),
    'exchanging the hand-off code',
  );
  return { host, token: exchanged.token };
}

/**
 * The owner's school, activated, and two portal sessions of its owner through the dashboard's
 * hand-off (docs/requirements/portal.md#getting-in): the portal routes are scanned on the
 * school's own address with the first; DELETE /portal/session ends the spare one.
 */
async function portalOwner(origin, owner) {
  expectOk(
    await send(origin, {
      method: 'POST',
      path: `/tenants/deploy/user/${owner.userId}`,
      headers: jsonHeaders(owner.session),
      body: JSON.stringify({ userId: owner.userId, features: [{ name: 'ncertCourses', values: ['6'] }] }),
    }),
    "activating the scan's tenant",
  );
  for (let waited = 0; ; waited += 200) {
    const tenant = expectOk(
      await send(origin, {
        method: 'GET',
        path: `/tenants/user/${owner.userId}`,
        headers: jsonHeaders(owner.session),
      }),
      "reading the scan's tenant",
    );
    if (tenant.isActive && tenant.pendingOperation === null) break;
    if (waited > 30_000) throw new Error("the scan's tenant did not activate within 30 s");
    await sleep(200);
  }
  const first = await handoffSession(origin, owner, owner.session);
  const spare = await handoffSession(origin, owner, owner.session);
  return { host: first.host, token: first.token, spare: spare.token };
}

/** The API's route table as the running server publishes it. */
async function routeTable(origin) {
  const answer = await send(origin, { method: 'GET', path: '/openapi.json' });
  return expectOk(answer, 'reading the OpenAPI document');
}

// ------------------------------------------------------------------------------------------------
// The scan

/**
 * The routes that end the session they are called with: run last, each with sessions of its own,
 * in this order (signing out everywhere may end the owner's portal sessions too).
 */
const ENDS_SESSION = ['DELETE /portal/session', 'POST /auth/logout', 'POST /auth/logout-everywhere'];

/** Path parameters a schema cannot tell: the owner's own id, a document that exists, a token's shape. */
const parameterValues = (owner) => ({
  userId: owner.userId,
  type: 'PRIVACY_POLICY',
  token: 'x'.repeat(43),
});

/**
 * Every request for one route. `signedIn` is the scan's live sessions ({ owner, portal }),
 * read when each request is sent, so a session renewed after another route ended it is used.
 */
function tasksFor(origin, route, owner, portal, signedIn, sessions) {
  const tasks = [];
  const ends = ENDS_SESSION.includes(`${route.method} ${route.path}`);
  const values = { ...route.params, ...parameterValues(owner) };
  // A record id that names nothing gets the request through validation to the permission check
  // and the lookup.
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_all, name) =>
    encodeURIComponent(values[name] ?? '00000000-0000-4000-8000-000000000000'),
  );
  const wellFormedPath = `${path}${route.query}`;
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  const fill = (body) => JSON.parse(JSON.stringify(body).replaceAll(':userId', owner.userId));
  // Where the route answers, and the other host, where it must answer 404 and nothing else.
  const ownHost = route.portal ? { host: portal.host } : {};
  const otherHost = route.portal ? {} : { host: portal.host };
  const tokenOf = () => (route.session && !ends ? signedIn[route.session] : undefined);
  const add = (call, what, host = ownHost) =>
    tasks.push(() => {
      const headers = typeof call.headers === 'function' ? call.headers() : call.headers;
      return probe(origin, { ...call, headers: { ...headers, ...host } }, what);
    });

  // The well-formed request, then every field spoiled in turn, and an unknown field added.
  if (route.body) {
    const good = fill(route.body);
    add(
      {
        method: route.method,
        path: wellFormedPath,
        headers: () => jsonHeaders(tokenOf()),
        body: JSON.stringify(good),
      },
      'well formed',
    );
    for (const field of [...Object.keys(good), '__proto__', 'constructor', 'isAdmin']) {
      for (const value of HOSTILE_VALUES) {
        const body = { ...good };
        if (field === '__proto__') Object.defineProperty(body, '__proto__', { value, enumerable: true });
        else body[field] = value;
        add(
          {
            method: route.method,
            path: wellFormedPath,
            headers: () => jsonHeaders(tokenOf()),
            body: JSON.stringify(body),
          },
          `${field} = ${JSON.stringify(value)?.slice(0, 40)}`,
        );
      }
      // A field missing.
      const { [field]: _dropped, ...rest } = good;
      add(
        {
          method: route.method,
          path: wellFormedPath,
          headers: () => jsonHeaders(tokenOf()),
          body: JSON.stringify(rest),
        },
        `no ${field}`,
      );
    }
  } else {
    add({ method: route.method, path: wellFormedPath, headers: () => jsonHeaders(tokenOf()) }, 'well formed');
  }
  // Raw bodies and content types, on every route (a GET with a body too), on both hosts.
  for (const host of [ownHost, otherHost]) {
    for (const { body, type } of HOSTILE_BODIES) {
      const headers = () => {
        const token = tokenOf();
        const raw = token ? { authorization: `Bearer ${token}` } : {};
        if (type !== null) raw['content-type'] = type ?? 'application/json';
        return raw;
      };
      const where = host === ownHost ? '' : ' on the other host';
      add(
        { method: route.method, path: wellFormedPath, headers, body },
        `raw body ${String(body).slice(0, 30)}${where}`,
        host,
      );
    }
  }
  // On the other host: the well-formed request signed in and not (the host decides before the session).
  const wellFormedBody = withBody && route.body ? { body: JSON.stringify(fill(route.body)) } : {};
  add(
    { method: route.method, path: wellFormedPath, headers: () => jsonHeaders(tokenOf()), ...wellFormedBody },
    'well formed on the other host',
    otherHost,
  );
  add(
    { method: route.method, path: wellFormedPath, headers: jsonHeaders(), ...wellFormedBody },
    'not signed in on the other host',
    otherHost,
  );
  // Signed in, but with the other kind of session (an owner's on a portal route, a portal
  // member's on an owner's route): refused like no session.
  if (route.session && !ends) {
    const other = route.session === 'portal' ? 'owner' : 'portal';
    add(
      {
        method: route.method,
        path: wellFormedPath,
        headers: () => jsonHeaders(signedIn[other]),
        ...wellFormedBody,
      },
      `${other} session instead`,
    );
  }
  // Path parameters.
  if (route.path.includes(':')) {
    for (const value of HOSTILE_PARAMS) {
      const hostile = route.path.replace(/:[A-Za-z0-9_]+/g, value);
      add(
        {
          method: route.method,
          path: `${hostile}${route.query}`,
          headers: () => jsonHeaders(tokenOf()),
          ...wellFormedBody,
        },
        `path ${value.slice(0, 30)}`,
      );
    }
  }
  for (const query of HOSTILE_QUERIES)
    add(
      { method: route.method, path: `${path}${query}`, headers: () => jsonHeaders(tokenOf()) },
      `query ${query.slice(0, 30)}`,
    );
  // Bearer headers (and none: not signed in) on every route.
  for (const authorization of HOSTILE_AUTH) {
    let header = authorization;
    try {
      if (header !== undefined) new Headers({ authorization: header });
    } catch {
      header = undefined;
    }
    add(
      {
        method: route.method,
        path: wellFormedPath,
        headers: {
          ...(header === undefined ? {} : { authorization: header }),
          ...(withBody ? { 'content-type': 'application/json' } : {}),
        },
        ...(withBody ? { body: JSON.stringify(route.body ? fill(route.body) : {}) } : {}),
      },
      `authorization ${String(authorization).slice(0, 20)}`,
    );
  }
  // The routes that end sessions: with sessions of their own, after everything else.
  if (ends) {
    for (const session of sessions) {
      add({ method: route.method, path, headers: { authorization: `Bearer ${session}` } }, 'a real session');
    }
  }
  return tasks;
}

// ------------------------------------------------------------------------------------------------
// Pages outside the API that take input: the guardian's answer to a school's first message
// (server/routes/guardian-messages.ts), GET with a token in the query and POST as a plain form, on
// the school's address (400 for a bad link) and the main site (404).

const GUARDIAN_PAGE = '/messages';

/** Every byte of the value's UTF-8 percent-encoded (encodeURIComponent throws on a lone surrogate). */
const percentEncoded = (value) =>
  [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

function guardianPageTasks(origin, portal) {
  const tasks = [];
  const add = (call, what) => tasks.push(() => probe(origin, { ...call, page: true }, what));
  const strings = HOSTILE_VALUES.filter((value) => typeof value === 'string');
  for (const host of [{ host: portal.host }, {}]) {
    const where = host.host ? 'portal' : 'main site';
    add({ method: 'GET', path: GUARDIAN_PAGE, headers: host }, `${where}, no token`);
    for (const value of strings)
      add(
        { method: 'GET', path: `${GUARDIAN_PAGE}?token=${percentEncoded(value)}`, headers: host },
        `${where}, hostile token`,
      );
    for (const query of [...HOSTILE_QUERIES, ...HOSTILE_PARAMS.map((param) => `?token=${param}`)])
      add({ method: 'GET', path: `${GUARDIAN_PAGE}${query}`, headers: host }, `${where}, hostile query`);
    for (const value of strings)
      for (const field of ['token', 'answer'])
        add(
          {
            method: 'POST',
            path: GUARDIAN_PAGE,
            headers: { ...host, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ token: 'x'.repeat(43), answer: 'accept', [field]: value }).toString(),
          },
          `${where}, hostile ${field}`,
        );
    for (const { body, type } of HOSTILE_BODIES)
      add(
        {
          method: 'POST',
          path: GUARDIAN_PAGE,
          headers: { ...host, ...(type === null ? {} : { 'content-type': type ?? 'application/json' }) },
          body,
        },
        `${where}, raw body`,
      );
  }
  return tasks;
}

const SECRET_CHECKS = [
  ['the owner password', (text) => text.includes(PASSWORD)],
  ['an argon2 hash', (text) => text.includes('$argon2')],
];

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'shala-security-scan-'));
  let server;
  // The whole log (the server helper keeps only its tail), split into lines at the end.
  const log = [];
  try {
    server = await startAppServer({
      onOutput: (chunk) => log.push(chunk),
      // A busy machine (a CI runner doing other work) can take over a minute to start it.
      readyTimeoutMs: 180_000,
      env: {
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, 'no-build'),
        LOG_LEVEL: 'info',
        RATE_LIMIT_SCALE: '1000',
        PROVISIONING_STEP_DELAY_MS: '0',
      },
    });
    const owner = await signedInOwner(server.url, dataDir);
    const spareSessions = [await login(server.url, owner.email), await login(server.url, owner.email)];
    const portal = await portalOwner(server.url, owner);
    const routes = scanRoutes(await routeTable(server.url), API_ROUTES);
    // The sessions the scan calls with; a route that ends one unexpectedly gets it renewed (and said).
    const signedIn = { owner: owner.session, portal: portal.token };
    const issued = [owner.session, ...spareSessions, portal.token, portal.spare];
    const secrets = [
      ...SECRET_CHECKS,
      ['a session token', (text) => issued.some((token) => text.includes(token))],
      ['the registration claim', (text) => owner.claim.length > 0 && text.includes(owner.claim)],
    ];
    const renewed = [];
    const keepSignedIn = async (route) => {
      const ownerAnswer = await send(server.url, {
        method: 'GET',
        path: `/tenants/user/${owner.userId}`,
        headers: jsonHeaders(signedIn.owner),
      });
      if (ownerAnswer.status === 401) {
        signedIn.owner = await login(server.url, owner.email);
        issued.push(signedIn.owner);
        renewed.push(`${route.method} ${route.path} ended the owner's session`);
      }
      const portalAnswer = await send(server.url, {
        method: 'GET',
        path: '/portal/me',
        headers: { ...jsonHeaders(signedIn.portal), host: portal.host },
      });
      if (portalAnswer.status === 401) {
        signedIn.portal = (await handoffSession(server.url, owner, signedIn.owner)).token;
        issued.push(signedIn.portal);
        renewed.push(`${route.method} ${route.path} ended the portal session`);
      }
    };

    const endsAt = (route) => ENDS_SESSION.indexOf(`${route.method} ${route.path}`);
    // The portal's routes first, while the school is active (the owner routes include undeploy);
    // the routes that end sessions last.
    const rank = (route) => (endsAt(route) >= 0 ? 2 + endsAt(route) : route.portal ? 0 : 1);
    const ordered = [...routes].sort((a, b) => rank(a) - rank(b));
    const endedBy = {
      'POST /auth/logout': [spareSessions[0]],
      'POST /auth/logout-everywhere': [spareSessions[1]],
      'DELETE /portal/session': [portal.spare],
    };
    await inBatches(guardianPageTasks(server.url, portal));
    for (const route of ordered) {
      const sessions = endedBy[`${route.method} ${route.path}`] ?? [];
      await inBatches(tasksFor(server.url, route, owner, portal, signedIn, sessions));
      if (endsAt(route) < 0) await keepSignedIn(route);
    }
    await sleep(500); // the last log lines
    const lines = Buffer.concat(log)
      .toString()
      .split('\n')
      .filter((line) => line.trim() && !line.includes('Dev mailbox:'));
    const unexpected = lines.filter((line) => line.includes('unexpected error'));
    const leaks = secrets.filter(([, found]) => lines.some((line) => found(line))).map(([name]) => name);

    const counts = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`);
    const serverErrors = [...statuses.entries()]
      .filter(([status]) => status >= 500 || status === 0)
      .reduce((sum, [, count]) => sum + count, 0);
    const portalRoutes = routes.filter((route) => route.portal);
    console.log(
      `Security scan: ${routes.length} routes from the server's route table (${portalRoutes.length} of a school's portal, ${portalRoutes.filter((route) => route.session).length} of them signed in), each on the main site and a school's address, and the guardian's answer page; ${requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (rate limits x1000)`,
    );
    console.log(`  answers: ${counts.join(', ')}`);
    console.log(
      `  server errors: ${serverErrors}; unexpected errors in the log: ${unexpected.length}; secrets in the log: ${leaks.length ? leaks.join(', ') : 'none'}`,
    );
    for (const note of renewed) console.log(`  NOTE ${note} (signed in again; add it to ENDS_SESSION)`);
    for (const failure of failures.slice(0, 20)) console.log(`  FAIL ${failure}`);
    for (const line of unexpected.slice(0, 5)) console.log(`  LOG ${line.slice(0, 400)}`);
    if (serverErrors > 0 || unexpected.length > 0 || leaks.length > 0) process.exitCode = 1;
  } finally {
    agent.destroy();
    if (server) await stopAppServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`security:scan failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
