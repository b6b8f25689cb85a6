#!/usr/bin/env node
// `npm run test:paths`: runs the model-based tests and prints, per machine, its states and
// transitions and how many of them the tests' paths took. Exits 1 when a machine in machines/
// (or a folder under it, such as machines/portal/) has no model-based test or a transition no
// path takes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reportDir = mkdtempSync(join(tmpdir(), 'shala-paths-'));
const run = spawnSync('npx', ['vitest', 'run', '--project', 'machines', 'tests/machines'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PATHS_REPORT_DIR: reportDir },
});

const byMachine = new Map();
for (const file of readdirSync(reportDir)) {
  const report = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
  const entry = byMachine.get(report.machine) ?? {
    states: report.states,
    paths: 0,
    files: [],
    transitions: new Map(),
  };
  entry.paths += report.paths;
  entry.files.push(report.file);
  for (const t of report.transitions)
    entry.transitions.set(t.label, (entry.transitions.get(t.label) ?? false) || t.covered);
  byMachine.set(report.machine, entry);
}
rmSync(reportDir, { recursive: true, force: true });

const machineIds = readdirSync('machines', { recursive: true })
  .filter((f) => f.endsWith('.machine.ts'))
  .sort()
  .map((f) => readFileSync(join('machines', f), 'utf8').match(/createMachine\(\{\s*id: '([^']+)'/)?.[1] ?? f);

let failed = run.status !== 0;
console.log('\nMachine               States  Transitions  Covered  Paths  Tests');
for (const id of machineIds) {
  const entry = byMachine.get(id);
  if (!entry) {
    failed = true;
    console.log(`${id.padEnd(21)} no model-based test`);
    continue;
  }
  const total = entry.transitions.size;
  const covered = [...entry.transitions.values()].filter(Boolean).length;
  const pct = total ? Math.floor((covered / total) * 100) : 100;
  console.log(
    `${id.padEnd(21)} ${String(entry.states).padStart(6)}  ${String(total).padStart(11)}  ${`${covered} (${pct}%)`.padStart(7)}  ${String(entry.paths).padStart(5)}  ${entry.files.join(', ')}`,
  );
  for (const [label, ok] of entry.transitions) if (!ok) console.log(`    not covered: ${label}`);
  if (covered < total) failed = true;
}
if (run.status !== 0) console.log('\nSome model-based tests failed: see above.');
process.exit(failed ? 1 : 0);
