// `npm start`: build the single-page app when dist/ is missing or older than its sources, then run
// the production server (the SPA and the API on one port, PGlite under ./data, the dev mailbox).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { exitCodeOf, forwardSignals, root, run, start } from './lib/processes.mjs';

const BUILT = join(root, 'dist', 'index.html');
const SOURCES = [
  'src',
  'common',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/build.mjs',
  'scripts/lib',
];

/** The newest modification time under the given files and folders (0 when none exist). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

function buildReason() {
  if (!existsSync(BUILT)) return 'dist/index.html is missing';
  if (newestMtime(SOURCES) > statSync(BUILT).mtimeMs) return 'the sources changed since the last build';
  return undefined;
}

// A `.env` file (start from `.env.example`) sets variables the shell did not: the shell wins.
const ENV_FILE = join(root, '.env');
if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);

const port = process.env.PORT || '3000';
const host = process.env.HOST || '127.0.0.1';
const dataDir = process.env.DATA_DIR || './data';
const shownHost = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
const mail = process.env.SMTP_URL ? 'SMTP (SMTP_URL)' : `the dev mailbox in ${dataDir}/mail`;
// Without SMTP every mail lands in the dev mailbox, so contact messages can go there too: a
// newcomer sees the whole flow. With SMTP configured, CONTACT_INBOX is the operator's to set.
const contactInbox = process.env.CONTACT_INBOX || (process.env.SMTP_URL ? '' : 'contact@shala.local');

const reason = buildReason();
if (reason) {
  console.log(`shala: building the app with npm run build (${reason})`);
  const code = await run(process.execPath, [join(root, 'scripts', 'build.mjs')]);
  if (code !== 0) {
    console.error(`shala: the build failed (exit code ${code})`);
    process.exit(code);
  }
}

console.log(
  `shala: serving the app and the API on http://${shownHost}:${port} with ${database} and ${mail} (Ctrl-C stops)`,
);
// A school running `npm start` gets a backup every night unless it said otherwise (README.md
// "Backups"); the server's own default is off, so tests and benchmarks make none.
const backupNightly = process.env.BACKUP_NIGHTLY || 'on';
const server = start(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: port, HOST: host, CONTACT_INBOX: contactInbox, BACKUP_NIGHTLY: backupNightly },
});
forwardSignals([server]);
process.exitCode = await exitCodeOf(server);
