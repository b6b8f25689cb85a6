// `npm run bench:web`: the pages as a phone sees them. Lighthouse (mobile, simulated slow 4G,
// performance only) and Chrome's applied throttling, against the production build served by the
// real server, on two calibrated phones, compared with the performance targets (docs/requirements/performance.md;
// the latest figures: docs/performance.md).
//
// What it does:
// - Builds with `npm run build` when dist/index.html is missing, then copies dist/ to a temporary
//   directory and serves that copy, so a build running meanwhile cannot change what is measured.
// - Starts `node --import tsx server/main.ts` on 127.0.0.1 and a free port with a fresh temporary
//   DATA_DIR (embedded database, dev mailbox), waits for /prod/v1/health/ready, requests each page
//   once to warm the server up, and stops it with SIGTERM at the end.
// - For each phone of scripts/lib/phones.mjs (mid-tier, BenchmarkIndex 1000; low-end, 264) and
//   each page, BENCH_RUNS times (default 5):
//   - one Lighthouse run in a fresh Chrome with a fresh profile (a cold load): Lighthouse gathers
//     the page and measures the host's BenchmarkIndex as it does in every run, then simulates the
//     phone with CPU multiplier = that index / the phone's (see lighthouseRun): score, FCP, LCP,
//     TBT, CLS. The run reported is the one Lighthouse's computeMedianRun picks;
//   - one cold load in Chromium with Chrome's own (applied) CPU and network throttling at the
//     phone's level (the host's index measured right before, in that browser): the first
//     contentful paint and the moment the app has taken the page over (the 'shala:app-takeover'
//     mark of src/main.tsx), and the gap between them. Lighthouse's simulation cannot report this
//     moment. The same load also sums the blocking time of the long tasks the page saw, a phone's
//     TBT beside Lighthouse's simulated one (see takeoverRun). The median over the runs is
//     reported.
// - Prints the machine, the versions, the settings, each page's figures per phone with the targets
//   beside them (PASS/MISS), the audits that cost the most, and a markdown table for docs/performance.md.
//
// Environment:
//   BENCH_RUNS=5           runs per page and phone (1 for a quick check)
//   BENCH_PATHS=/,/login   comma-separated paths instead of the four default pages
//   BENCH_PHONES=low-end   comma-separated phone ids (mid-tier, low-end) instead of both
//   BENCH_OUT=DIR          also write the median runs' full Lighthouse JSON reports into DIR
//   BENCH_STRICT=1         exit with code 1 when a target is missed
//   CHROME_PATH            the browser (default /usr/bin/chromium, Debian's package)
//
// Exit codes: 0 measured (even with misses: it is a measurement, not a test, unless BENCH_STRICT=1);
// 1 a target missed with BENCH_STRICT=1; 2 the build, the server or Lighthouse failed; 128 + n on a
// signal. Temporary directories, Chrome and the server are cleaned up in every case.
// A busy host measures a lower BenchmarkIndex and gets a smaller multiplier, so calibration
// absorbs steady load; load that comes and goes within a run still shows. Measure on an idle host.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startAppServer, stopAppServer } from './lib/app-server.mjs';
import { chromePath, chromiumFlags } from './lib/chromium.mjs';
import { hostBenchmarkIndex, multiplierFor, NETWORK, PHONES, throttleLike } from './lib/phones.mjs';
import { root, run } from './lib/processes.mjs';

const PATHS = (process.env.BENCH_PATHS || '/,/login,/blog,/school-management-system')
  .split(',')
  .map((path) => path.trim())
  .filter(Boolean);
const RUNS = Number.parseInt(process.env.BENCH_RUNS || '5', 10);
const OUT_DIR = process.env.BENCH_OUT ? resolve(process.env.BENCH_OUT) : undefined;
const STRICT = process.env.BENCH_STRICT === '1';
const CHROME_PATH = chromePath;
const CHROME_FLAGS = ['--headless=new', ...chromiumFlags];
const ATTEMPTS_PER_RUN = 2;
const EXIT_MISSED = 1;
const EXIT_FAILED = 2;

const PHONE_IDS = (process.env.BENCH_PHONES || PHONES.map((phone) => phone.id).join(','))
  .split(',')
  .map((id) => id.trim())
  .filter(Boolean);

/** The app's mark of the moment it has taken the page over (src/main.tsx). */
const TAKEOVER_MARK = 'shala:app-takeover';
const TAKEOVER_TIMEOUT_MS = 60_000;

// The targets (docs/requirements/performance.md), per phone. A path without a target of a kind is measured
// and shown, not judged.
const TARGETS = {
  'mid-tier': {
    score: { '/': 98, '/login': 98, '/blog': 98, '/school-management-system': 98 },
    home: { fcp: 1000, lcp: 1200, tbt: 50, cls: 0.01 },
  },
  'low-end': {
    score: { '/': 90, '/blog': 90 },
    tbt: { '/': 300, '/blog': 300 },
    takeoverGap: { '/': 1500, '/blog': 1500, '/login': 1500 },
  },
};

// ---------------------------------------------------------------------------------------------
// Clean-up that runs on success, failure and signals (last registered, first run).

const cleanups = [];
let cleaningUp;

function cleanUp() {
  cleaningUp ??= (async () => {
    while (cleanups.length > 0) {
      const step = cleanups.pop();
      try {
        await step();
      } catch (error) {
        console.error(`bench-web: clean-up failed: ${error?.message ?? error}`);
      }
    }
  })();
  return cleaningUp;
}

/** Drops a clean-up step that has already run (it may have been run by cleanUp() already). */
function forget(step) {
  const index = cleanups.indexOf(step);
  if (index >= 0) cleanups.splice(index, 1);
}

const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
for (const [signal, number] of Object.entries(SIGNAL_NUMBERS)) {
  process.on(signal, () => {
    if (cleaningUp) return;
    console.error(`\nbench-web: ${signal}, cleaning up`);
    cleanUp().finally(() => process.exit(128 + number));
  });
}

class Failure extends Error {}

// ---------------------------------------------------------------------------------------------
// The build and its copy.

async function exists(path) {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

async function ensureBuild() {
  if (await exists(join(root, 'dist', 'index.html'))) return;
  console.log('bench-web: dist/index.html is missing: running npm run build');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const code = await run(npm, ['run', 'build']);
  if (code !== 0) throw new Failure(`npm run build failed (exit code ${code})`);
}

async function htmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/**
 * The /assets/ files the copied pages reference but the copy lacks (a build was running). The
 * school portal's build (portal/) is its own site: its /assets/ are those of portal/.
 */
async function missingAssets(dir) {
  const missing = new Set();
  const portal = join(dir, 'portal');
  for (const file of await htmlFiles(dir)) {
    const html = await readFile(file, 'utf8');
    const site = file.startsWith(`${portal}/`) ? portal : dir;
    for (const match of html.matchAll(/(?:src|href)="\/(assets\/[^"?#]+)"/g)) {
      if (!(await exists(join(site, match[1])))) missing.add(match[1]);
    }
  }
  return [...missing];
}

/** Copies dist/ into `target`, again while a build running at the same time leaves it incomplete. */
async function copyBuild(target) {
  const source = join(root, 'dist');
  let problem = '';
  for (let attempt = 1; attempt <= 10; attempt++) {
    await rm(target, { recursive: true, force: true });
    try {
      await cp(source, target, { recursive: true, preserveTimestamps: true });
      if (!(await exists(join(target, 'index.html')))) {
        problem = 'index.html is missing';
      } else {
        const missing = await missingAssets(target);
        if (missing.length === 0) return;
        problem = `the pages reference missing files (${missing.slice(0, 3).join(', ')})`;
      }
    } catch (error) {
      problem = error.message;
    }
    console.log(`bench-web: dist/ changed while it was copied (${problem}); trying again in 3 s`);
    await sleep(3000);
  }
  throw new Failure(`could not copy a complete build from dist/: ${problem}`);
}

// ---------------------------------------------------------------------------------------------
// The production server, as tests/e2e/fixtures.ts starts it.

const sleep = (ms) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

async function startReadyServer(staticDir, dataDir) {
  try {
    return await startAppServer({
      env: {
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
        LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
        DATABASE_URL: '',
        SMTP_URL: '',
        REDIS_URL: '',
        CORS_ORIGINS: '',
      },
      // Registered before the wait, so Ctrl-C during the start stops it too.
      onSpawn: (server) => cleanups.push(() => stopServer(server)),
    });
  } catch (error) {
    throw new Failure(error.message);
  }
}

async function stopServer(server) {
  await stopAppServer(server).catch((error) => console.error(`bench-web: ${error.message}`));
}

/** Requests each page once (HTML and the files it names), so no run pays for a cold server. */
async function warmUp(server) {
  for (const path of PATHS) {
    const response = await fetch(server.url + path, { headers: { accept: 'text/html' } });
    const html = await response.text();
    if (!response.ok) throw new Failure(`GET ${path} answered ${response.status}`);
    for (const match of html.matchAll(/(?:src|href)="(\/[^"]+)"/g)) {
      await (await fetch(server.url + match[1])).arrayBuffer();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Lighthouse.

async function launchChrome() {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    // Our own handler cleans up and exits; chrome-launcher's would exit before that.
    handleSIGINT: false,
    logLevel: 'error',
  });
  const kill = async () => {
    try {
      await chrome.kill();
    } catch {
      // Already gone.
    }
  };
  cleanups.push(kill);
  return { chrome, kill };
}

async function chromeVersion() {
  const { chrome, kill } = await launchChrome();
  try {
    const response = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
    return String((await response.json()).Browser).replace(/^(Headless)?Chrome\//, 'Chromium ');
  } finally {
    await kill();
    forget(kill);
  }
}

const lighthouseConfig = (multiplier) => ({
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance'],
    throttlingMethod: 'simulate',
    throttling: { ...NETWORK, cpuSlowdownMultiplier: multiplier },
  },
});

/**
 * One cold Lighthouse run in a fresh Chrome with a fresh profile, calibrated by the host's speed in
 * that same run. With simulated throttling the page loads at the host's full speed and the slow-down
 * is applied afterwards, to the tasks of the trace; Lighthouse measures the host's BenchmarkIndex at
 * the start of the run, in the conditions the trace is taken in (a Chrome that has just started,
 * the trace being recorded), which read about half of the same host's index in a settled page. So
 * the run is split: Lighthouse gathers the page, the multiplier is that index / the phone's, and
 * the audits simulate the phone with it (the gathered settings are rewritten to say so: gathering
 * does not use the multiplier).
 */
async function lighthouseRun(url, phone) {
  const dir = await mkdtemp(join(tmpdir(), 'shala-bench-lighthouse-'));
  try {
    const { chrome, kill } = await launchChrome();
    try {
      await lighthouse(
        url,
        { port: chrome.port, logLevel: 'error', gatherMode: dir },
        lighthouseConfig(NETWORK.cpuSlowdownMultiplier),
      );
    } finally {
      await kill();
      forget(kill);
    }
    const artifactsFile = join(dir, 'artifacts.json');
    const artifacts = JSON.parse(await readFile(artifactsFile, 'utf8'));
    const hostIndex = artifacts.BenchmarkIndex;
    if (typeof hostIndex !== 'number') throw new Error('Lighthouse measured no BenchmarkIndex');
    const multiplier = multiplierFor(hostIndex, phone);
    artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
    await writeFile(artifactsFile, JSON.stringify(artifacts));
    const result = await lighthouse(
      url,
      { logLevel: 'error', auditMode: dir, output: 'json' },
      lighthouseConfig(multiplier),
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (typeof lhr.categories.performance?.score !== 'number') throw new Error('no performance score');
    return { lhr, hostIndex, multiplier };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** How long after the take-over the applied run keeps counting long tasks (the app settling). */
const SETTLE_MS = 1000;

/**
 * One cold load in a fresh browser context under Chrome's applied throttling at `multiplier`: when
 * the page painted first and when the app took it over, in ms from navigation, and the blocking
 * time of the long tasks the page's own Long Tasks API saw from the first paint until SETTLE_MS
 * after the take-over (TBT's rule: each task's time past 50 ms, counted from the first paint).
 * Lighthouse's TBT multiplies the host's task durations instead, so work that yields every few
 * milliseconds of the host's time (React's hydration slices) becomes long tasks once the
 * multiplier passes about 10; on a phone, and under applied throttling, it yields in the phone's
 * time. The two figures side by side show which one a page's TBT is.
 */
async function takeoverRun(browser, url, multiplier) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks = [];
      Object.defineProperty(window, '__benchLongTasks', { value: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await throttleLike(await context.newCDPSession(page), multiplier);
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      (mark) => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const takeover = performance.getEntriesByName(mark)[0];
        return paint && takeover ? { fcp: paint.startTime, takeover: takeover.startTime } : null;
      },
      TAKEOVER_MARK,
      { timeout: TAKEOVER_TIMEOUT_MS, polling: 50 },
    );
    const { fcp, takeover } = await handle.jsonValue();
    await page.waitForTimeout(SETTLE_MS);
    const tasks = await page.evaluate(() => window.__benchLongTasks);
    let blocking = 0;
    for (const [start, duration] of tasks) {
      const end = start + duration;
      if (end <= fcp || start > takeover + SETTLE_MS) continue;
      blocking += Math.max(0, end - Math.max(start, fcp) - 50);
    }
    return { fcp, takeover, blocking };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Tries `step` twice: one Chrome crash or time-out on a busy host is not a failed benchmark. */
async function attempt(label, step) {
  for (let tries = 1; ; tries++) {
    try {
      return await step();
    } catch (error) {
      if (cleaningUp) throw error;
      if (tries >= ATTEMPTS_PER_RUN) throw new Failure(`${label}: ${error.message}`);
      console.log(`  ${label} failed (${error.message}); trying once more`);
    }
  }
}

/** RUNS calibrated runs of one page on one phone: Lighthouse's and the take-over's. */
async function measure(phone, url, sampler) {
  const runs = [];
  const takeovers = [];
  const indexes = [];
  for (let index = 1; index <= RUNS; index++) {
    const { lhr, hostIndex, multiplier } = await attempt(`Lighthouse run ${index}/${RUNS}`, () =>
      lighthouseRun(url, phone),
    );
    runs.push(lhr);
    // The take-over runs in the benchmark's own, settled Chrome: its index is measured there.
    const appliedIndex = await hostBenchmarkIndex(sampler);
    const appliedMultiplier = multiplierFor(appliedIndex, phone);
    indexes.push({ hostIndex, multiplier, appliedIndex, appliedMultiplier });
    const takeover = await attempt(`take-over run ${index}/${RUNS}`, () =>
      takeoverRun(sampler.context().browser(), url, appliedMultiplier),
    );
    takeovers.push(takeover);
    const audit = (id) => lhr.audits[id].numericValue;
    console.log(
      `  run ${index}/${RUNS}: Lighthouse: host index ${Math.round(hostIndex)}, CPU x${multiplier.toFixed(1)}: score ${Math.round(lhr.categories.performance.score * 100)}, FCP ${seconds(audit('first-contentful-paint'))}, LCP ${seconds(audit('largest-contentful-paint'))}, TBT ${Math.round(audit('total-blocking-time'))} ms; applied (host index ${Math.round(appliedIndex)}, CPU x${appliedMultiplier.toFixed(1)}): FCP ${seconds(takeover.fcp)}, app ${seconds(takeover.takeover)} (+${seconds(takeover.takeover - takeover.fcp)}), blocking ${Math.round(takeover.blocking)} ms`,
    );
  }
  return {
    median: computeMedianRun(runs),
    runs,
    takeover: {
      fcp: median(takeovers.map((run) => run.fcp)),
      at: median(takeovers.map((run) => run.takeover)),
      gap: median(takeovers.map((run) => run.takeover - run.fcp)),
      blocking: median(takeovers.map((run) => run.blocking)),
    },
    hostIndex: median(indexes.map((entry) => entry.hostIndex)),
    multiplier: median(indexes.map((entry) => entry.multiplier)),
  };
}

// ---------------------------------------------------------------------------------------------
// Figures and report.

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    bytes: audit('total-byte-weight'),
    jsBytes: scripts?.transferSize ?? 0,
    requests: lhr.audits['network-requests']?.details?.items?.length ?? 0,
  };
}

/** The figures of one page on one phone, each with its target where it has one. */
function judged(phone, path, values, takeover) {
  const targets = TARGETS[phone.id];
  const home = path === '/' ? targets.home : undefined;
  const atMost = (value, limit) => (limit === undefined ? undefined : value <= limit);
  return {
    score: {
      value: values.score,
      target: targets.score?.[path],
      ok: values.score >= (targets.score?.[path] ?? 0),
    },
    fcp: { value: values.fcp, target: home?.fcp, ok: atMost(values.fcp, home?.fcp) },
    lcp: { value: values.lcp, target: home?.lcp, ok: atMost(values.lcp, home?.lcp) },
    tbt: {
      value: values.tbt,
      target: home?.tbt ?? targets.tbt?.[path],
      ok: atMost(values.tbt, home?.tbt ?? targets.tbt?.[path]),
    },
    cls: { value: values.cls, target: home?.cls, ok: atMost(values.cls, home?.cls) },
    gap: {
      value: takeover.gap,
      target: targets.takeoverGap?.[path],
      ok: atMost(takeover.gap, targets.takeoverGap?.[path]),
    },
  };
}

const ms = (value) => `${Math.round(value)} ms`;

/** The rows for one page: label, value, target (or ''), verdict (or ''). */
function rows(judgement, values, takeover) {
  const verdict = (figure) => (figure.target === undefined ? '' : figure.ok ? 'PASS' : 'MISS');
  const row = (label, figure, show, sign) => [
    label,
    show(figure.value),
    figure.target === undefined ? '' : `${sign} ${show(figure.target)}`,
    verdict(figure),
  ];
  return [
    row('Performance', judgement.score, String, '>='),
    row('FCP', judgement.fcp, seconds, '<='),
    row('LCP', judgement.lcp, seconds, '<='),
    row('TBT', judgement.tbt, ms, '<='),
    row('CLS', judgement.cls, (value) => value.toFixed(3), '<='),
    [
      'App takes over',
      `${seconds(takeover.at)} (first paint ${seconds(takeover.fcp)}, applied throttling)`,
      '',
      '',
    ],
    row('  after first paint', judgement.gap, seconds, '<='),
    [
      '  blocking (applied)',
      `${ms(takeover.blocking)} (long tasks past 50 ms, first paint to take-over + 1 s)`,
      '',
      '',
    ],
    ['Speed Index', seconds(values.si), '', ''],
    ['Transferred', `${kib(values.bytes)} in ${values.requests} requests`, '', ''],
    ['JavaScript', kib(values.jsBytes), '', ''],
  ];
}

function shorten(text, length = 90) {
  const flat = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/** Where the median run lost time: LCP element and phases, render-blocking files, the top audits. */
function costs(lhr, origin) {
  const lines = [];
  const relative = (url) => (String(url).startsWith(origin) ? String(url).slice(origin.length) : String(url));
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  for (const table of lcpElement) {
    for (const item of table.items ?? []) {
      if (item.node)
        lines.push(`LCP element: ${shorten(item.node.snippet)} (${shorten(item.node.nodeLabel, 50)})`);
      else if (item.phase) lines.push(`  LCP phase ${item.phase}: ${Math.round(item.timing)} ms`);
    }
  }
  const discovery = lhr.audits['lcp-discovery-insight']?.details?.items ?? [];
  for (const item of discovery) {
    if (item.type !== 'checklist') continue;
    const failed = Object.values(item.items ?? {}).filter((check) => check.value === false);
    if (failed.length > 0) lines.push(`  LCP request: ${failed.map((check) => check.label).join('; ')}`);
  }
  const blocking = lhr.audits['render-blocking-resources'];
  for (const item of blocking?.details?.items ?? []) {
    lines.push(
      `Render-blocking: ${relative(item.url)} (${kib(item.totalBytes)}, ${Math.round(item.wastedMs)} ms)`,
    );
  }
  const unused = lhr.audits['unused-javascript'];
  if (unused?.details?.overallSavingsBytes) {
    lines.push(`Unused JavaScript: ${kib(unused.details.overallSavingsBytes)}`);
    for (const item of (unused.details.items ?? []).slice(0, 4)) {
      lines.push(`  ${relative(item.url)}: ${kib(item.wastedBytes)} of ${kib(item.totalBytes)} unused`);
    }
  }
  const chains = lhr.audits['critical-request-chains']?.details?.longestChain;
  if (chains) {
    lines.push(`Longest critical chain: ${chains.length} requests, ${Math.round(chains.duration)} ms`);
  }
  const longTasks = lhr.audits['long-tasks']?.details?.items ?? [];
  if (longTasks.length > 0) {
    const top = [...longTasks].sort((a, b) => b.duration - a.duration).slice(0, 3);
    lines.push(
      `Longest tasks (throttled): ${top.map((task) => `${relative(task.url) || '?'} ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms`).join(', ')}`,
    );
  }
  const reported = new Set([
    'render-blocking-resources',
    'unused-javascript',
    'largest-contentful-paint-element',
  ]);
  const savings = Object.values(lhr.audits)
    .filter((audit) => !reported.has(audit.id) && audit.score !== null && audit.score < 0.9)
    .map((audit) => ({
      audit,
      ms: audit.metricSavings ? Math.max(audit.metricSavings.LCP ?? 0, audit.metricSavings.FCP ?? 0) : 0,
    }))
    .filter(({ ms }) => ms > 0)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4);
  for (const { audit, ms } of savings) {
    lines.push(
      `Audit "${audit.title}": up to ${Math.round(ms)} ms on FCP/LCP${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
    );
  }
  const insights = Object.values(lhr.audits).filter(
    (audit) => audit.id.endsWith('-insight') && audit.score === 0 && audit.id !== 'lcp-discovery-insight',
  );
  if (insights.length > 0) lines.push(`Insights flagged: ${insights.map((audit) => audit.title).join('; ')}`);
  for (const warning of lhr.runWarnings ?? []) lines.push(`Lighthouse warning: ${shorten(warning, 200)}`);
  return lines;
}

function table(rowsToShow) {
  const widths = rowsToShow[0].map((_, column) => Math.max(...rowsToShow.map((row) => row[column].length)));
  return rowsToShow.map((row) =>
    `  ${row.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`.trimEnd(),
  );
}

function markdown(results, context) {
  const cell = (figure, show) =>
    `${show(figure.value)}${figure.target === undefined ? '' : figure.ok ? '' : ' (miss)'}`;
  const lines = [
    '| Phone | Page | Performance | FCP | LCP | TBT | CLS | App after first paint | Blocking (applied) | Host index, CPU |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { phone, path, judgement, takeover, hostIndex, multiplier } of results) {
    lines.push(
      `| ${phone.id} | ${path} | ${cell(judgement.score, String)} | ${cell(judgement.fcp, seconds)} | ${cell(judgement.lcp, seconds)} | ${cell(judgement.tbt, ms)} | ${cell(judgement.cls, (value) => value.toFixed(3))} | ${cell(judgement.gap, seconds)} | ${ms(takeover.blocking)} | ${Math.round(hostIndex)}, x${multiplier.toFixed(1)} |`,
    );
  }
  lines.push('');
  lines.push(
    `Lighthouse ${context.lighthouse}, mobile, simulated slow 4G, CPU calibrated per run (host BenchmarkIndex / phone's: mid-tier 1000, low-end 264); the app's take-over under Chrome's applied throttling at the same levels; medians of ${RUNS} cold run${RUNS === 1 ? '' : 's'} per page and phone; ${context.chrome}; ${context.cpu}; ${context.date}.`,
  );
  return lines;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  if (!Number.isInteger(RUNS) || RUNS < 1)
    throw new Failure(`BENCH_RUNS must be a positive integer, not "${process.env.BENCH_RUNS}"`);
  if (!(await exists(CHROME_PATH))) {
    throw new Failure(
      `no browser at ${CHROME_PATH}: install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH`,
    );
  }
  await ensureBuild();

  const tempDir = await mkdtemp(join(tmpdir(), 'shala-bench-web-'));
  cleanups.push(() => rm(tempDir, { recursive: true, force: true }));
  const staticDir = join(tempDir, 'static');
  const dataDir = join(tempDir, 'data');
  await mkdir(dataDir);
  await copyBuild(staticDir);
  const builtAt = (await stat(join(staticDir, 'index.html'))).mtime;
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const changes = execFileSync(
      'git',
      ['status', '--porcelain', '--', 'src', 'public', 'index.html', 'vite.config.ts'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    if (changes.trim()) commit += ' with uncommitted changes in the app';
  } catch {
    // Not a git checkout.
  }

  const server = await startReadyServer(staticDir, dataDir);
  await warmUp(server);
  const chrome = await chromeVersion();
  const cores = cpus();
  const cpu = `${cores[0]?.model.trim() ?? 'unknown CPU'} x ${cores.length}`;
  const loadBefore = loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

  console.log('');
  console.log(`Machine:    ${cpu}, Node ${process.version}, load average ${loadBefore}`);
  console.log(`Browser:    ${chrome} (${CHROME_PATH}), flags ${CHROME_FLAGS.join(' ')}`);
  console.log(
    `Build:      dist/ of ${builtAt.toISOString()} (HEAD ${commit}), served by server/main.ts at ${server.url}`,
  );
  console.log(
    `Runs:       ${RUNS} per page and phone, each a cold load in a fresh Chrome with a fresh profile`,
  );
  console.log('');

  const phones = PHONE_IDS.map((id) => {
    const phone = PHONES.find((candidate) => candidate.id === id);
    if (!phone) throw new Failure(`BENCH_PHONES: no phone "${id}" (${PHONES.map((p) => p.id).join(', ')})`);
    return phone;
  });
  // One browser for the host's benchmark and the take-over runs; Lighthouse starts its own.
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: chromiumFlags });
  cleanups.push(() => browser.close());
  const sampler = await browser.newPage();

  const results = [];
  for (const phone of phones) {
    for (const path of PATHS) {
      console.log(`Measuring ${path} on a ${phone.name}`);
      const measured = await measure(phone, server.url + path, sampler);
      const values = figures(measured.median);
      const scores = measured.runs.map((lhr) => Math.round(lhr.categories.performance.score * 100));
      const judgement = judged(phone, path, values, measured.takeover);
      results.push({ phone, path, values, scores, judgement, ...measured });
      if (OUT_DIR) {
        await mkdir(OUT_DIR, { recursive: true });
        const name = path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replace(/[^a-z0-9-]+/gi, '_');
        await writeFile(join(OUT_DIR, `${phone.id}-${name}.json`), JSON.stringify(measured.median, null, 2));
      }
    }
  }

  const settings = results[0].median.configSettings;
  const screen = settings.screenEmulation;
  console.log('');
  console.log(`Lighthouse: ${results[0].median.lighthouseVersion} (Node API), performance category only`);
  console.log(
    `Settings:   ${settings.formFactor}, ${screen.width}x${screen.height} @${screen.deviceScaleFactor}x, ${settings.throttlingMethod} slow 4G (RTT ${NETWORK.rttMs} ms, ${NETWORK.throughputKbps} Kbps down), CPU calibrated per run; take-over: Chrome's applied throttling (latency ${NETWORK.requestLatencyMs} ms, ${Math.round(NETWORK.downloadThroughputKbps)} Kbps down) at the same CPU level`,
  );
  console.log(
    `Load average after: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} (load that comes and goes during a run makes TBT and LCP worse)`,
  );

  let missed = 0;
  for (const { phone, path, median, values, scores, judgement, takeover, hostIndex, multiplier } of results) {
    console.log('');
    const runsNote = RUNS > 1 ? `; scores of all runs ${[...scores].sort((a, b) => a - b).join(', ')}` : '';
    console.log(
      `${path} on a ${phone.name}: host index ${Math.round(hostIndex)}, CPU x${multiplier.toFixed(1)} (median run of ${RUNS}${runsNote})`,
    );
    const pageRows = rows(judgement, values, takeover);
    missed += pageRows.filter((row) => row[3] === 'MISS').length;
    for (const line of table(pageRows)) console.log(line);
    for (const line of costs(median, server.url)) console.log(`  - ${line}`);
  }

  const context = {
    lighthouse: results[0].median.lighthouseVersion,
    chrome,
    cpu,
    date: new Date().toISOString().slice(0, 10),
  };
  console.log('');
  console.log('Markdown (docs/performance.md):');
  console.log('');
  for (const line of markdown(results, context)) console.log(line);
  console.log('');
  if (OUT_DIR) console.log(`Median runs' reports: ${OUT_DIR}`);
  if (missed > 0) {
    console.log(
      `${missed} target${missed === 1 ? '' : 's'} missed${STRICT ? ' (BENCH_STRICT=1: exit code 1)' : ''}.`,
    );
    return STRICT ? EXIT_MISSED : 0;
  }
  console.log('Every target met.');
  return 0;
}

let code;
try {
  code = await main();
} catch (error) {
  if (!cleaningUp)
    console.error(`bench-web: ${error instanceof Failure ? error.message : (error?.stack ?? error)}`);
  code = EXIT_FAILED;
}
await cleanUp();
process.exit(code);
