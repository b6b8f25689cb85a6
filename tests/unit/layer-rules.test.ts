// The layer rules of .dependency-cruiser.cjs (run by `npm run lint`) on a planted tree: each rule
// fails on the one file that breaks it, through the same path aliases the code uses, and passes
// the imports the layers are allowed (docs/architecture.md#layers).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** The planted tree: path -> source. Files named bad-* or *-bad break exactly one rule. */
const TREE: Record<string, string> = {
  'common/rules.ts': 'export const LIMIT = 1;\n',
  'common/bad-imports-a-machine.ts':
    "import { flow } from '@machines/flow.machine';\nexport const x = flow;\n",
  // A cycle of type-only imports vanishes at build time: allowed.
  'common/type-a.ts': "import type { B } from './type-b';\nexport type A = { b?: B };\n",
  'common/type-b.ts': "import type { A } from './type-a';\nexport type B = { a?: A };\n",
  'machines/flow.machine.ts': "import { LIMIT } from '@common/rules';\nexport const flow = LIMIT;\n",
  'machines/other.machine.ts': "import { flow } from './flow.machine';\nexport const other = flow;\n",
  // A type-only import breaks the rule as much as a value import.
  'machines/bad-imports-the-portal.machine.ts':
    "import type { Store } from '@portal/lib/store';\nexport const s: Store | undefined = undefined;\n",
  'src/lib/screen-machine.ts': 'export const useScreenMachine = 1;\n',
  'src/views/home/home-page.tsx':
    "import { flow } from '@machines/flow.machine';\nexport const HomePage = flow;\n",
  'src/views/home/bad-imports-the-server.tsx': "import { app } from '@server/app';\nexport const x = app;\n",
  'src/views/home/bad-imports-the-portal.tsx':
    "import type { Store } from '../../portal/lib/store';\nexport const s: Store | undefined = undefined;\n",
  'src/portal/lib/store.ts': 'export type Store = { id: string };\n',
  'src/portal/views/shared-page.tsx':
    "import { useScreenMachine } from '@site/lib/screen-machine';\nexport const Page = useScreenMachine;\n",
  'src/portal/views/bad-imports-a-site-view.tsx':
    "import { HomePage } from '@site/views/home/home-page';\nexport const Page = HomePage;\n",
  'server/app.ts': "import { LIMIT } from '@common/rules';\nexport const app = LIMIT;\n",
  'server/bad-imports-src.ts':
    "import { useScreenMachine } from '@site/lib/screen-machine';\nexport const x = useScreenMachine;\n",
  'server/bad-imports-tests.ts':
    "import { fixture } from '@tests/support/fixture';\nexport const x = fixture;\n",
  'server/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;\n",
  'server/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
  // Tests and scripts drive every layer from outside.
  'tests/support/fixture.ts':
    "import { app } from '@server/app';\nimport { Page } from '@portal/views/shared-page';\nimport { HomePage } from '@site/views/home/home-page';\nexport const fixture = [app, Page, HomePage];\n",
  'scripts/tool.mjs': "import { app } from '../server/app.ts';\nexport const tool = app;\n",
};

type Violation = { from: string; to: string; rule: { name: string } };

let dir: string;
let violations: Violation[];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'shala-layers-'));
  for (const [path, source] of Object.entries(TREE)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  for (const file of ['tsconfig.json', 'tsconfig.base.json']) copyFileSync(join(ROOT, file), join(dir, file));
  const cli = join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs');
  const config = join(ROOT, '.dependency-cruiser.cjs');
  const run = spawnSync(
    process.execPath,
    [
      cli,
      '--config',
      config,
      '--output-type',
      'json',
      'common',
      'machines',
      'src',
      'server',
      'tests',
      'scripts',
    ],
    { cwd: dir, encoding: 'utf8' },
  );
  if (!run.stdout) throw new Error(`depcruise printed nothing: ${run.stderr}`);
  violations = JSON.parse(run.stdout).summary.violations;
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const broken = (rule: string) =>
  violations.filter((violation) => violation.rule.name === rule).map(({ from, to }) => `${from} -> ${to}`);

describe('the layer rules', () => {
  it.each([
    ['common-imports-only-common', 'common/bad-imports-a-machine.ts -> machines/flow.machine.ts'],
    ['machines-import-only-common', 'machines/bad-imports-the-portal.machine.ts -> src/portal/lib/store.ts'],
    ['views-never-import-the-server', 'src/views/home/bad-imports-the-server.tsx -> server/app.ts'],
    ['server-never-imports-src', 'server/bad-imports-src.ts -> src/lib/screen-machine.ts'],
    [
      'portal-never-imports-the-site',
      'src/portal/views/bad-imports-a-site-view.tsx -> src/views/home/home-page.tsx',
    ],
    ['site-never-imports-the-portal', 'src/views/home/bad-imports-the-portal.tsx -> src/portal/lib/store.ts'],
    [
      'production-code-never-imports-tests-or-scripts',
      'server/bad-imports-tests.ts -> tests/support/fixture.ts',
    ],
  ])('%s fails on the planted import only', (rule, planted) => {
    expect(broken(rule)).toEqual([planted]);
  });

  it('no-circular-imports fails on a cycle of value imports, not on one of types', () => {
    expect(broken('no-circular-imports')).toEqual([
      expect.stringMatching(/^server\/cycle-[ab]\.ts -> server\/cycle-[ab]\.ts$/),
    ]);
  });

  it('passes every allowed import: nothing else is reported', () => {
    expect(violations).toHaveLength(8);
  });
});
