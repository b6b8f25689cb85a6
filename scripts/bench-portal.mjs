// `npm run bench:portal`: a school morning over HTTP (docs/performance.md#a-school-morning).
// Seeds schools straight into a fresh database (scripts/lib/morning-seed.mjs: 20 sections of 40
// students a school, every guardian with a consented, confirmed e-mail address), starts the
// production server (`node --import tsx server/main.ts`) with SMTP pointed at a local catcher
// (scripts/lib/smtp-catcher.mjs), and drives it as teachers would between 8:00 and 8:10:
//   - every section's attendance submitted once, at evenly spaced moments over the window, with 4 of
//     40 absent (10 %): each absence is an alert queued, sent by the job runner through the outbox,
//     and timed from the submission's answer to its arrival at the catcher;
//   - staff's reads beside it at ten times the submission rate, in turn: today's classes
//     (GET /attendance/today), the section's students (GET /students?sectionId=) and its register
//     (GET /attendance/register). Guardians read nothing: they have no portal sign-in, and the
//     morning reaches them as the alert itself (their one page, /messages, is a link's confirmation,
//     not a morning read);
//   - one import of 2,000 students running in one school.
// A submission that fails (network, 5xx) is sent again with the same submission id after a second,
// as the portal's offline queue does; the retried attempts still count as errors.
// On PGlite (always) and PostgreSQL (when DATABASE_URL is set; a scratch database created and
// dropped): 100 and 1,000 schools by default, the same per-school pace. `--instances 2` runs two
// servers on PostgreSQL with Redis (REDIS_URL) behind HAProxy, and kills one with SIGKILL halfway
// through the window (`--no-kill` keeps both): no submission may be lost and no alert arrive twice.
// It prints per route req/s, p50, p99 and errors, the share of a bare Fastify hello-world measured
// in the same run, the alerts' submission-to-delivery p50/p99, the servers' resident memory idle and
// at the morning's peak, and each figure against its target (OK / MISS). Exit code 1 when a
// submission was lost, an alert was lost or sent twice; a MISS is a measurement.
//
// Options: --schools N (both databases), --minutes M (the window, default 10), --quick (5 PGlite /
// 10 PostgreSQL schools, a 1-minute window), --databases pglite,postgres, --instances 2, --no-kill,
// --drain-seconds S (how long to wait for the last alerts, default 180).
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { schoolToday } from '../common/school-clock.ts';
import { openDatabase } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { exited, startAppServer, stopAppServer } from './lib/app-server.mjs';
import { HAPROXY, haproxyMissing, startHaproxy } from './lib/haproxy.mjs';
import { ABSENT_ROLLS, CLASS_SIZE, sectionOfAddress, seedMorning } from './lib/morning-seed.mjs';
import { client, Figures, paced, percentile } from './lib/open-loop.mjs';
import { startSmtpCatcher } from './lib/smtp-catcher.mjs';

const API = '/prod/v1';
const TARGETS = { submitP99: 100, readP99: 50, alertP99Seconds: 60 };
const READS_PER_SUBMISSION = 10;
const IMPORT_ROWS = 2000;
const RETRY_MS = 1000;
/**
 * Reads still unanswered beyond this many are not sent but counted as errors ("server behind"):
 * a server that falls behind an open loop would otherwise collect requests until this process
 * runs out of memory (a full run on a loaded host did, with 200,000 queued).
 */
const MAX_OUTSTANDING_READS = 2000;
/** How long a device keeps resending a submission before the bench calls it lost. */
const RETRY_FOR_MS = 180_000;

const { values: options } = parseArgs({
  options: {
    schools: { type: 'string' },
    minutes: { type: 'string' },
    quick: { type: 'boolean', default: false },
    databases: { type: 'string' },
    instances: { type: 'string', default: '1' },
    kill: { type: 'boolean', default: true },
    'drain-seconds': { type: 'string', default: '180' },
  },
  allowNegative: true,
});
const wholeNumber = (name, value) => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) === 0) {
    console.error(`bench:portal: --${name} must be a whole number above 0 (got ${value})`);
    process.exit(2);
  }
  return Number(value);
};
const instances = wholeNumber('instances', options.instances);
const minutes = Number(options.minutes ?? (options.quick ? 1 : 10));
if (!(minutes > 0)) {
  console.error('bench:portal: --minutes must be above 0');
  process.exit(2);
}
const drainSeconds = wholeNumber('drain-seconds', options['drain-seconds']);
const schoolsFor = (kind) =>
  wholeNumber('schools', options.schools) ??
  (options.quick ? (kind === 'pglite' ? 5 : 10) : kind === 'pglite' ? 100 : 1000);

const postgresUrl = process.env.DATABASE_URL?.trim();
const redisUrl = process.env.REDIS_URL?.trim();
let kinds = (options.databases ?? (postgresUrl ? 'pglite,postgres' : 'pglite')).split(',');
if (instances > 1) {
  kinds = ['postgres'];
  const missing = [
    !postgresUrl && 'DATABASE_URL (PostgreSQL: instances share it)',
    !redisUrl && 'REDIS_URL (Redis: the instances share the rate limits)',
    haproxyMissing(),
  ].filter(Boolean);
  if (missing.length > 0) {
    console.error(`bench:portal --instances ${instances} needs: ${missing.join('; ')}`);
    process.exit(2);
  }
}
if (kinds.includes('postgres') && !postgresUrl) {
  console.error('bench:portal: PostgreSQL needs DATABASE_URL');
  process.exit(2);
}
const killOne = instances > 1 && options.kill;

const cleanups = [];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\nbench:portal: ${signal}: stopping the servers and cleaning up`);
    const undo = async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
    };
    undo().finally(() => process.exit(130));
  });
}
/** Runs `cleanup` on the way out (in reverse order), or now with `done()`. */
function defer(cleanup) {
  cleanups.push(cleanup);
  return async () => {
    const index = cleanups.indexOf(cleanup);
    if (index >= 0) cleanups.splice(index, 1);
    await cleanup();
  };
}

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const mib = (bytes) => `${fixed(bytes / 2 ** 20, 0)} MiB`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const say = (line) => console.log(`  ${new Date().toISOString().slice(11, 19)} ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process (VmRSS), in bytes; NaN once it has gone. */
async function residentBytes(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) * 1024;
  } catch {
    return Number.NaN;
  }
}

// ------------------------------------------------------------------------------------------------
// The yardstick: a bare Fastify hello-world on this host, now

async function helloWorld() {
  const server = await startAppServer({
    env: {},
    args: [join('scripts', 'lib', 'hello-world-server.mjs')],
    readyPath: '/',
  });
  const stop = defer(() => stopAppServer(server));
  try {
    const url = `${server.url}/`;
    await autocannon({ url, connections: 100, duration: 2 });
    const result = await autocannon({ url, connections: 100, duration: options.quick ? 3 : 10 });
    return result.requests.total / (options.quick ? 3 : 10);
  } finally {
    await stop();
  }
}

// ------------------------------------------------------------------------------------------------
// A database with the schools in it

async function scratchPostgres() {
  const name = `shala_bench_portal_${Date.now().toString(36)}_${randomUUID().slice(0, 8)}`;
  const admin = async (statement) => {
    const connection = new pg.Client({ connectionString: postgresUrl });
    await connection.connect();
    try {
      await connection.query(statement);
    } finally {
      await connection.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Runs `query` after the servers have stopped (PGlite's directory is the server's while it runs). */
async function queryAfter(kind, place, query) {
  if (kind === 'pglite') {
    const db = await PGlite.create(join(place, 'db'));
    try {
      return (await db.query(query)).rows;
    } finally {
      await db.close();
    }
  }
  const connection = new pg.Client({ connectionString: place });
  await connection.connect();
  try {
    return (await connection.query(query)).rows;
  } finally {
    await connection.end();
  }
}

// ------------------------------------------------------------------------------------------------
// The morning

function importFile() {
  const header = [
    'Admission number',
    'Name',
    'Class',
    'Section',
    'Guardian name',
    'Guardian relation',
    'Guardian phone',
  ];
  const rows = Array.from({ length: IMPORT_ROWS }, (_, index) => [
    `IMP-${index + 1}`,
    `Imported Student ${index + 1}`,
    'Class 10',
    'B',
    `Imported Guardian ${index + 1}`,
    'mother',
    `8${String(100_000_000 + index)}`,
  ]);
  return `${[header, ...rows].map((row) => row.join(',')).join('\r\n')}\r\n`;
}

/** One import in the first school, from upload to done; resolves with its figures. */
async function runImport(http, portalHost, ownerToken) {
  const started = Date.now();
  const headers = { host: portalHost, authorization: `Bearer ${ownerToken}` };
  const upload = await http.send({
    method: 'POST',
    path: `${API}/portal/imports/students`,
    headers: { ...headers, 'content-type': 'text/csv', 'x-file-name': 'admissions.csv' },
    body: importFile(),
    timeoutMs: 120_000,
  });
  if (upload.status !== 201)
    return { error: `upload answered ${upload.status}: ${upload.body.slice(0, 200)}` };
  const { id } = JSON.parse(upload.body);
  const run = await http.send({
    method: 'POST',
    path: `${API}/portal/imports/${id}/run`,
    headers,
    body: { validRowsOnly: true },
  });
  if (run.status !== 202) return { error: `run answered ${run.status}: ${run.body.slice(0, 200)}` };
  for (;;) {
    await sleep(2000);
    const state = await http.send({ path: `${API}/portal/imports/${id}`, headers });
    if (state.status !== 200) continue;
    const check = JSON.parse(state.body);
    if (['done', 'failed', 'cancelled'].includes(check.state))
      return { state: check.state, created: check.created, seconds: (Date.now() - started) / 1000 };
  }
}

async function morning(kind) {
  const schools = schoolsFor(kind);
  const sectionsTotal = schools * 20;
  console.log(
    `\n== ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}${instances > 1 ? `, ${instances} instances behind HAProxy with Redis` : ''}: ` +
      `${number.format(schools)} schools, ${number.format(sectionsTotal)} sections, ${number.format(sectionsTotal * CLASS_SIZE)} students ==`,
  );
  const dataDir = await mkdtemp(join(tmpdir(), 'shala-bench-portal-'));
  defer(() => rm(dataDir, { recursive: true, force: true }));
  let scratch;
  if (kind === 'postgres') {
    scratch = await scratchPostgres();
    defer(() => scratch.drop());
    // A PostgreSQL without autovacuum (some test machines turn it off) never refreshes the queue's
    // statistics nor clears its dead rows during the morning, as a production one would: say so.
    const [setting] = await queryAfter('postgres', scratch.url, 'show autovacuum');
    if (setting?.autovacuum !== 'on')
      say('note: autovacuum is off on this PostgreSQL: statistics and dead rows stay as seeded all morning');
  }

  const seedStarted = Date.now();
  // PGlite's database is the first instance's data directory.
  const handle = await openDatabase(
    scratch ? { databaseUrl: scratch.url } : { dataDir: join(dataDir, 'instance-1') },
  );
  let plan;
  try {
    await migrate(handle);
    plan = await seedMorning(handle, schools, say);
  } finally {
    await handle.close();
  }
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  say(`seeded in ${fixed(seedSeconds, 0)} s`);

  const catcher = await startSmtpCatcher();
  const closeCatcher = defer(() => catcher.close());
  const servers = [];
  const stopServers = defer(async () => {
    for (const server of servers)
      if (!exited(server.child)) await stopAppServer(server, 30_000).catch(() => undefined);
  });
  for (let index = 0; index < instances; index++) {
    servers.push(
      await startAppServer({
        env: {
          DATA_DIR: join(dataDir, `instance-${index + 1}`),
          STATIC_DIR: join(dataDir, 'no-build'),
          DATABASE_URL: scratch?.url ?? '',
          SMTP_URL: catcher.url,
          REDIS_URL: instances > 1 ? redisUrl : '',
          CORS_ORIGINS: '',
          TRUST_PROXY: '',
          CONTACT_INBOX: '',
          LOG_LEVEL: process.env.BENCH_LOG_LEVEL?.trim() || 'warn',
          RATE_LIMIT_SCALE: '100000',
        },
        readyTimeoutMs: 120_000,
      }),
    );
  }
  let origin = servers[0].url;
  let stopBalancer = async () => undefined;
  if (instances > 1) {
    const port = Number(new URL(servers[0].url).port) + 1000;
    const balancer = await startHaproxy(
      dataDir,
      port,
      servers.map((server) => server.url),
    );
    stopBalancer = defer(async () => balancer.child.kill('SIGTERM'));
    origin = balancer.url;
    say(`HAProxy (${HAPROXY}) on ${origin} in front of ${servers.map((server) => server.url).join(', ')}`);
  }
  const { port } = new URL(origin);
  const hostOf = (code) => `${code}.localhost:${port}`;

  await sleep(5000);
  const idle = await Promise.all(servers.map((server) => residentBytes(server.child.pid)));
  say(`idle resident memory: ${idle.map(mib).join(', ')}`);

  const http = client(origin);
  const figures = new Figures();
  const windowMs = minutes * 60_000;
  const submitEvery = windowMs / plan.sections.length;
  const reads = plan.sections.length * READS_PER_SUBMISSION;
  const readEvery = windowMs / reads;
  const date = schoolToday(new Date());
  const month = date.slice(0, 7);
  const accepted = new Map();
  let lost = 0;
  let killedAt;
  const order = plan.sections.map((section) => section).sort(() => Math.random() - 0.5);

  say(
    `morning: ${number.format(plan.sections.length)} submissions over ${minutes} min ` +
      `(${fixed(1000 / submitEvery, 1)}/s), reads ${fixed(1000 / readEvery, 0)}/s, one import of ${IMPORT_ROWS} students; load average ${load()}`,
  );
  let peak = servers.map(() => 0);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const now = await Promise.all(servers.map((server) => residentBytes(server.child.pid)));
      peak = peak.map((value, index) => (Number.isFinite(now[index]) ? Math.max(value, now[index]) : value));
      await sleep(1000);
    }
  })();

  const pending = new Set();
  const track = (promise) => {
    pending.add(promise);
    promise.finally(() => pending.delete(promise));
  };
  async function submit(section) {
    const submissionId = randomUUID();
    const giveUpAt = Date.now() + RETRY_FOR_MS;
    while (Date.now() < giveUpAt) {
      const answer = await http.send({
        method: 'PUT',
        path: `${API}/portal/attendance/sections/${section.sectionId}`,
        headers: { host: hostOf(section.code), authorization: `Bearer ${section.token}` },
        body: {
          submissionId,
          takerId: section.memberId,
          date,
          takenAt: new Date().toISOString(),
          marks: section.absent.map((studentId) => ({ studentId, mark: 'absent' })),
        },
      });
      const ok = answer.status === 200;
      figures.record('PUT /attendance/sections/:id', answer, ok);
      if (ok) {
        accepted.set(section.key, Date.now());
        return;
      }
      // Refused for good (4xx): the offline queue would show it to the teacher, not resend it.
      if (answer.status >= 400 && answer.status < 500) break;
      await sleep(RETRY_MS);
    }
    lost += 1;
  }
  const readRoutes = [
    ['GET /attendance/today', () => `${API}/portal/attendance/today`],
    [
      'GET /students?sectionId=',
      (section) => `${API}/portal/students?sectionId=${section.sectionId}&pageSize=50`,
    ],
    [
      'GET /attendance/register',
      (section) => `${API}/portal/attendance/register?sectionId=${section.sectionId}&month=${month}`,
    ],
  ];
  let readsOutstanding = 0;
  async function read(index) {
    const section = plan.sections[Math.floor(Math.random() * plan.sections.length)];
    const [name, path] = readRoutes[index % readRoutes.length];
    if (readsOutstanding >= MAX_OUTSTANDING_READS) {
      figures.record(
        name,
        { status: 0, body: `not sent: ${MAX_OUTSTANDING_READS} reads outstanding`, ms: 0 },
        false,
      );
      return;
    }
    readsOutstanding += 1;
    const answer = await http.send({
      path: path(section),
      headers: { host: hostOf(section.code), authorization: `Bearer ${section.token}` },
    });
    readsOutstanding -= 1;
    figures.record(name, answer, answer.status === 200);
  }

  const firstSchool = plan.sections[0].code;
  const importDone = runImport(http, hostOf(firstSchool), plan.owners.get(firstSchool));
  const morningStarted = Date.now();
  if (killOne) {
    setTimeout(() => {
      killedAt = Date.now() - morningStarted;
      servers[0].child.kill('SIGKILL');
      say(`kill -9 of instance 1 (pid ${servers[0].child.pid}) at ${fixed(killedAt / 1000, 0)} s`);
    }, windowMs / 2).unref();
  }
  await Promise.all([
    paced(order.length, submitEvery, (index) => track(submit(order[index]))),
    paced(reads, readEvery, (index) => track(read(index))),
  ]);
  const windowSeconds = (Date.now() - morningStarted) / 1000;
  say(`window over after ${fixed(windowSeconds, 0)} s; waiting for answers; load average ${load()}`);
  while (pending.size > 0) await Promise.race(pending);
  const importFigures = await importDone;

  const expected = [...accepted.keys()].length * ABSENT_ROLLS.length;
  const alertMails = () => catcher.mails.filter((mail) => mail.kind === 'guardian_alert');
  const drainDeadline = Date.now() + drainSeconds * 1000;
  let lastCount = -1;
  while (Date.now() < drainDeadline && alertMails().length < expected) {
    if (alertMails().length !== lastCount) {
      lastCount = alertMails().length;
      say(`alerts delivered: ${number.format(lastCount)} of ${number.format(expected)}`);
    }
    await sleep(2000);
  }
  const drainedSeconds = (Date.now() - morningStarted) / 1000 - windowSeconds;
  sampling = false;
  await sampler;
  http.close();
  await stopBalancer();
  // What the servers logged as errors (a 500's cause), before they stop.
  const serverErrors = servers.flatMap((server, index) =>
    server
      .output()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line) || /lease/i.test(line))
      .slice(-3)
      .map((line) => `instance ${index + 1}: ${line.slice(0, 400)}`),
  );
  await stopServers();
  await closeCatcher();

  // What the database kept: each section's submission exactly once, the alerts' states, the jobs.
  const place = scratch?.url ?? join(dataDir, 'instance-1');
  const stored = await queryAfter(
    kind,
    place,
    `select (select count(*)::int from attendance_sessions where date = '${date}') as sessions,
       (select count(*)::int from attendance_submissions) as submissions,
       (select count(*)::int from (select session_id from attendance_submissions group by session_id having count(*) > 1) twice) as twice`,
  );
  const alertStates = await queryAfter(
    kind,
    place,
    `select state, count(*)::int as n from guardian_alerts group by state order by state`,
  );
  const jobStates = await queryAfter(
    kind,
    place,
    `select kind, state, count(*)::int as n from jobs group by kind, state order by kind, state`,
  );

  // Each alert's delivery, timed from its submission's answer; an alert to one guardian twice is a duplicate.
  const perRecipient = new Map();
  const delays = [];
  for (const mail of alertMails()) {
    perRecipient.set(mail.to, (perRecipient.get(mail.to) ?? 0) + 1);
    const submittedAt = accepted.get(sectionOfAddress(mail.to));
    if (submittedAt !== undefined) delays.push((mail.arrivedAt - submittedAt) / 1000);
  }
  // An alert still undelivered when the bench stopped waiting counts as later than any delivered.
  for (let missing = expected - perRecipient.size; missing > 0; missing--)
    delays.push(Number.POSITIVE_INFINITY);
  const duplicates = [...perRecipient.values()].filter((count) => count > 1).length;
  // When the copies of a duplicate arrived (s after the window opened): after a kill, or not.
  const twiceAt = [...perRecipient]
    .filter(([, count]) => count > 1)
    .slice(0, 5)
    .map(([to]) =>
      alertMails()
        .filter((mail) => mail.to === to)
        .map((mail) => fixed((mail.arrivedAt - morningStarted) / 1000, 0))
        .join(' and '),
    );
  const sameMessageId = alertMails().length - new Set(alertMails().map((mail) => mail.messageId)).size;
  return {
    kind,
    schools,
    sections: plan.sections.length,
    seedSeconds,
    windowSeconds,
    drainedSeconds,
    figures,
    idle,
    peak,
    accepted: accepted.size,
    lost,
    killedAt,
    stored: stored[0],
    alertStates,
    jobStates,
    expected,
    delivered: perRecipient.size,
    duplicates,
    sameMessageId,
    twiceAt,
    delays,
    importFigures,
    serverErrors,
    loadAfter: load(),
  };
}

// ------------------------------------------------------------------------------------------------
// Report

const verdict = (ok) => (ok ? 'OK' : 'MISS');

function report(result, hello) {
  const name = `${result.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}${instances > 1 ? ` x${instances}` : ''}`;
  console.log(
    `\n${name}: ${number.format(result.schools)} schools, ${number.format(result.sections)} sections, window ` +
      `${fixed(result.windowSeconds, 0)} s, seeded in ${fixed(result.seedSeconds, 0)} s, load average after ${result.loadAfter}`,
  );
  console.log(
    '  route                          requests   req/s  of hello    p50 ms   p99 ms   errors  target',
  );
  let failed = false;
  for (const route of result.figures.routes.values()) {
    const submit = route.name.startsWith('PUT');
    const target = submit ? TARGETS.submitP99 : TARGETS.readP99;
    const total = route.latencies.length + route.errors;
    const reqPerSec = total / result.windowSeconds;
    const p99 = percentile(route.latencies, 99);
    // With a kill, errors before the retry are expected; what counts is that nothing is lost.
    const errorsOk = route.errors === 0 || (result.killedAt !== undefined && submit && result.lost === 0);
    const ok = p99 <= target && errorsOk;
    const statuses = [...route.statuses].map(([status, count]) => `${count} x ${status}`).join(', ');
    console.log(
      `  ${route.name.padEnd(30)} ${String(total).padStart(8)} ${fixed(reqPerSec, 1).padStart(7)} ` +
        `${`${fixed((100 * reqPerSec) / hello, 2)} %`.padStart(9)} ${fixed(percentile(route.latencies, 50), 1).padStart(9)} ` +
        `${fixed(p99, 1).padStart(8)} ${String(route.errors).padStart(8)}  p99 <= ${target} ms, 0 errors: ${verdict(ok)}` +
        `${statuses ? ` (${statuses})` : ''}`,
    );
  }
  const alertP50 = percentile(result.delays, 50);
  const alertP99 = percentile(result.delays, 99);
  const seconds = (value) => (value === Number.POSITIVE_INFINITY ? 'undelivered' : `${fixed(value, 1)} s`);
  const delivered = result.delays.filter(Number.isFinite);
  const allDelivered = result.delivered === result.expected;
  console.log(
    `  alerts: ${number.format(result.delivered)} of ${number.format(result.expected)} delivered ` +
      `(${fixed(result.expected / result.windowSeconds, 1)}/s asked), submission to delivery p50 ${seconds(alertP50)}, ` +
      `p99 ${seconds(alertP99)}, last delivered ${fixed(
        delivered.reduce((a, b) => Math.max(a, b), 0),
        1,
      )} s: ` +
      `target p99 <= ${TARGETS.alertP99Seconds} s, all delivered: ${verdict(alertP99 <= TARGETS.alertP99Seconds && allDelivered)}`,
  );
  console.log(
    `  alerts sent twice: ${result.duplicates} recipients (${result.sameMessageId} resends with the same Message-ID): ` +
      `${result.duplicates === 0 ? 'OK' : 'FAIL'}${result.twiceAt.length > 0 ? `; copies arrived at ${result.twiceAt.join(', ')} s` : ''}`,
  );
  const { sessions, submissions, twice } = result.stored;
  const exactlyOnce =
    sessions === result.sections && submissions === result.sections && twice === 0 && result.lost === 0;
  console.log(
    `  submissions: ${number.format(result.accepted)} answered, ${result.lost} lost; stored ${number.format(sessions)} class days, ` +
      `${number.format(submissions)} submissions, ${twice} recorded twice: every section exactly once: ${exactlyOnce ? 'OK' : 'FAIL'}` +
      `${result.killedAt !== undefined ? ` (instance 1 killed with SIGKILL at ${fixed(result.killedAt / 1000, 0)} s)` : ''}`,
  );
  console.log(
    `  guardian_alerts: ${result.alertStates.map((row) => `${row.state} ${row.n}`).join(', ')}; jobs: ` +
      `${result.jobStates.map((row) => `${row.kind}/${row.state} ${row.n}`).join(', ')}`,
  );
  const imported = result.importFigures;
  console.log(
    `  import: ${imported.error ?? `${IMPORT_ROWS} rows, ${imported.state}, ${imported.created} created in ${fixed(imported.seconds, 0)} s`}`,
  );
  console.log(
    `  resident memory (per instance): idle ${result.idle.map(mib).join(', ')}; morning peak ${result.peak.map(mib).join(', ')}`,
  );
  for (const line of result.serverErrors) console.log(`  server error: ${line}`);
  if (result.duplicates > 0 || !exactlyOnce || !allDelivered || imported.error) failed = true;
  return failed;
}

// ------------------------------------------------------------------------------------------------

console.log('bench:portal — a school morning over HTTP (docs/performance.md#a-school-morning)');
console.log(
  `machine: ${cpus().length} x ${cpus()[0]?.model.trim() ?? 'CPU'}, ${mib(totalmem())} memory (${mib(freemem())} free), ` +
    `Node ${process.version}, load average ${load()} (the load generator, the SMTP catcher, the database and the server share it)`,
);
console.log(
  `config: databases ${kinds.join(', ')}; window ${minutes} min; ${instances} instance(s)${killOne ? ', one killed with SIGKILL halfway' : ''}; ` +
    `RATE_LIMIT_SCALE=100000 (all requests come from 127.0.0.1)${options.quick ? '; --quick' : ''}`,
);
const hello = await helloWorld();
console.log(`hello-world (bare Fastify, same host, now): ${number.format(hello)} req/s`);
let failed = false;
for (const kind of kinds) {
  try {
    failed = report(await morning(kind), hello) || failed;
  } catch (error) {
    failed = true;
    console.error(`\n${kind}: the morning could not run: ${error instanceof Error ? error.stack : error}`);
  } finally {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  }
}
console.log(
  failed
    ? '\nbench:portal FAILED: a submission or an alert was lost, an alert went twice, or the import failed (see above)'
    : '\nbench:portal: nothing lost, nothing sent twice. A MISS above is a target not met: a measurement.',
);
process.exit(failed ? 1 : 0);
