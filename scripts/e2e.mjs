// `npm run test:e2e`: build the app (`npm run build`: prerendered pages, precompressed files), then run Playwright in Debian's Chromium against the production
// server (playwright.config.ts starts one per worker). Browser downloads are impossible here, so
// without a Chromium the run is skipped loudly, or fails when REQUIRE_E2E=1 (CI).
// Extra arguments go to `playwright test`: `npm run test:e2e -- --grep "dark mode"`.
import { accessSync, constants } from 'node:fs';
import { chromePath, DEFAULT_CHROME } from './lib/chromium.mjs';
import { bin, exitCodeOf, forwardSignals, root, start } from './lib/processes.mjs';

const required = process.env.REQUIRE_E2E === '1' || process.env.REQUIRE_E2E === 'true';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function box(lines) {
  const width = Math.max(...lines.map((line) => line.length));
  const edge = `+${'-'.repeat(width + 2)}+`;
  return [edge, ...lines.map((line) => `| ${line.padEnd(width)} |`), edge].join('\n');
}

if (!isExecutable(chromePath)) {
  const why = process.env.CHROME_PATH
    ? `CHROME_PATH=${chromePath} is not an executable file.`
    : `No Chromium at ${DEFAULT_CHROME} and CHROME_PATH is not set.`;
  const install = 'Install it with: apt-get install -y chromium (or set CHROME_PATH).';
  if (required) {
    console.error(`e2e: FAILED: REQUIRE_E2E is set but no browser is available. ${why} ${install}`);
    process.exit(1);
  }
  console.warn(
    `\n${box([
      'END-TO-END TESTS WERE SKIPPED',
      '',
      why,
      'The browser tests in tests/e2e did NOT run; this is not a pass.',
      install,
      'Set REQUIRE_E2E=1 to make a missing browser fail the run (as .ci/run does).',
    ])}\n`,
  );
  process.exit(0);
}

const children = [];
forwardSignals(children);
function step(command, args) {
  const child = start(command, args, { env: { ...process.env, CHROME_PATH: chromePath } });
  children.push(child);
  return exitCodeOf(child);
}

const started = Date.now();
console.log(`e2e: building the app (scripts/build.mjs), then Playwright in ${chromePath}`);
const buildCode = await step(process.execPath, [`${root}/scripts/build.mjs`]);
if (buildCode !== 0) {
  console.error(`e2e: the build failed (exit code ${buildCode})`);
  process.exit(buildCode);
}
const testCode = await step(bin('playwright'), [
  'test',
  '--config',
  `${root}/playwright.config.ts`,
  ...process.argv.slice(2),
]);
console.log(
  `e2e: ${testCode === 0 ? 'passed' : `FAILED (exit code ${testCode})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(testCode);
