// What the service-level benchmarks (bench-attendance, bench-fees, bench-exams, bench-guardians)
// print and how they time and seed: the host's line, the load average, batched inserts, and a
// step's p50, p99 and slowest against its target with PASS or MISS (a MISS is a measurement, not
// a failure).
import { cpus, loadavg } from 'node:os';

/** The host's CPU, its cores and the Node version: every figure is printed with it. */
export const host = () => `${cpus()[0]?.model ?? 'unknown CPU'} x ${cpus().length}, Node ${process.version}`;

/** The load average over 1, 5 and 15 minutes. */
export const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Inserts `rows` into `table` in batches (a statement's parameters are limited). */
export async function insertAll(db, table, rows, batch = 4000) {
  for (let start = 0; start < rows.length; start += batch)
    await db.insert(table).values(rows.slice(start, start + batch));
}

/** Times `call(index)` `count` times after `warmUp` untimed calls (indexes after the timed ones). */
export async function timed(count, call, warmUp = 0) {
  for (let index = 0; index < warmUp; index += 1) await call(count + index);
  const times = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await call(index);
    times.push(performance.now() - started);
  }
  return times;
}

/** One step's line: p50, p99 and the slowest of `times` (ms), PASS or MISS against `target` (p99). */
export function report(label, times, target, width = 44) {
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)];
  const p99 = at(0.99);
  const verdict = p99 <= target ? `PASS (p99 <= ${target} ms)` : `MISS (p99 > ${target} ms)`;
  console.log(
    `  ${label.padEnd(width)} p50 ${at(0.5).toFixed(1).padStart(7)} ms, p99 ${p99.toFixed(1).padStart(7)} ms, max ${times.at(-1).toFixed(1).padStart(7)} ms  ${verdict}`,
  );
}
