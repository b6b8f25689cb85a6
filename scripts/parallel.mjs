// `node scripts/parallel.mjs 'command one' 'command two' ...`: runs the commands at once (each in a
// shell, as an npm script line is) and fails when any of them fails. Each command's output is held
// back and printed whole when it ends, so two logs never interleave. `npm run typecheck` and the
// start of `npm test` use it: tsc, biome, knip and dependency-cruiser each keep one core busy, and
// run one after another they left CI's second core idle for about a minute.
import { spawn } from 'node:child_process';
import { forwardSignals, root } from './lib/processes.mjs';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/parallel.mjs <command> [<command> ...]');
  process.exit(2);
}

const children = [];
forwardSignals(children);

function runHeldBack(command) {
  const started = Date.now();
  const child = spawn(command, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('error', (error) => output.push(Buffer.from(`${error}\n`)));
    child.once('close', (code, signal) => {
      const failed = code !== 0;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const verdict = failed ? `FAILED (${signal ?? `exit code ${code}`})` : 'passed';
      process.stdout.write(`\n> ${command}\n${Buffer.concat(output).toString()}`);
      process.stdout.write(`> ${command}: ${verdict} in ${seconds} s\n`);
      resolve(failed ? (code ?? 1) : 0);
    });
  });
}

const codes = await Promise.all(commands.map(runHeldBack));
process.exit(codes.find((code) => code !== 0) ?? 0);
