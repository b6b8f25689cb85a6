import { writeSync } from 'node:fs';
import type { Clock } from './clock';
import type { Config } from './config';

// The server's life once its configuration is checked: database, migrations, seeds, listen, jobs;
// SIGTERM/SIGINT shut down gracefully. main.ts (`npm run serve`) runs it on the system clock; the
// browser tests that need a given day run it on a clock started there (tests/e2e/clock-server.ts),
// a file production never starts. Its modules load only now, after the configuration was checked.

export async function serve(config: Config, clock: Clock): Promise<void> {
  const [
    { buildApp },
    { openDatabase },
    { migrate },
    { createShutdown },
    { loadNcertCatalogue },
    { runSeeds },
    { loggerOptions },
    { stdoutLogStream },
    { scheduleMailPurge },
    { holdDataDir },
    { backupSourceOf, describeBackup, makeBackup },
    { scheduleNightlyBackup },
    { scheduleFeeReminders },
    { schedulePlannerStatistics },
  ] = await Promise.all([
    import('./app'),
    import('./db/client'),
    import('./db/migrate'),
    import('./shutdown'),
    import('./services/ncert-catalogue'),
    import('./db/seed'),
    import('./logger'),
    import('./stdout'),
    import('./services/mail/retention'),
    import('./services/backup/control-socket'),
    import('./services/backup/backups'),
    import('./services/backup/nightly'),
    import('./services/portal/fees/reminder-jobs'),
    import('./db/planner-statistics'),
  ]);

  // Checked before anything opens: a malformed catalogue stops the start with one line.
  const catalogue = loadNcertCatalogue();

  // The embedded database is this process's alone: its socket is taken before PGlite opens, and
  // later answers `npm run backup` (services/backup/control-socket.ts).
  const hold = config.databaseUrl
    ? undefined
    : await holdDataDir(config.dataDir, 'The Shala server is starting; try the backup again in a minute.');

  let warn: (error: Error) => void = () => {};
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) => warn(error),
  });
  // When stdout goes away (its reader exited), logging stops and the server shuts down.
  let stdoutGone: (error: NodeJS.ErrnoException) => void = () => {};
  const logger = loggerOptions(
    config,
    stdoutLogStream((error) => stdoutGone(error)),
  );
  const app = buildApp({
    config,
    database,
    clock,
    logger,
    catalogue,
  });
  warn = (error) => app.log.warn({ err: error }, 'An idle database connection failed');

  // Installed before migrating: a signal during start-up also closes the database cleanly.
  const closeDatabase = createShutdown({ app, database });
  const shutdown = (reason: string) => closeDatabase(reason).finally(() => hold?.release());
  const stop = (reason: string) => {
    shutdown(reason).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal));
  stdoutGone = (error) => {
    // stderr may be the same closed pipe (`2>&1 | head`): a failed note must not stop the shutdown.
    try {
      writeSync(2, `Shala: stdout is gone (${error.code ?? error.message}): shutting down\n`);
    } catch {}
    stop('stdout closed');
  };

  try {
    const { applied, total } = await migrate(database);
    app.log.info(`Database ready (${database.kind}): ${applied} of ${total} migrations applied now`);
    await runSeeds(database, app.log);
    await app.listen({ port: config.port, host: config.host });
    // Background jobs (mail, tenant provisioning), also those a stop or a crash interrupted. The
    // runner stops with the app (onClose in buildApp), before the database closes.
    app.jobs.start();
    // Delivered mail is deleted after its retention by a daily job (services/mail/retention.ts).
    await scheduleMailPurge(database.db, app.jobs);
    // PGlite's planner statistics, nightly (db/planner-statistics.ts).
    if (database.kind === 'pglite') await schedulePlannerStatistics(database.db, app.jobs, clock.now());
    // Fee reminders go out daily at 10:00 in India (services/portal/fees/reminder-jobs.ts).
    await scheduleFeeReminders(database.db, app.jobs, clock.now());
    if (config.backup.nightly) await scheduleNightlyBackup(database.db, app.jobs, config.backup, clock.now());
    const source = backupSourceOf(database, config.databaseUrl);
    hold?.serve(async ({ to }) => {
      const { file, manifest } = await makeBackup(source, {
        dir: to ?? config.backup.dir,
        keyFile: config.backup.keyFile,
        trigger: 'manual',
        now: clock.now(),
      });
      app.log.info({ file }, `Backup made on request: ${describeBackup(manifest)}`);
      return { ok: true, file, summary: describeBackup(manifest) };
    });
    // The common-password list loads on first use: load it now, while nobody waits for it.
    void import('./services/password-rules').then(({ warmPasswordRules }) => warmPasswordRules());
  } catch (error) {
    // Close cleanly even on a failed start: an embedded database should not be left mid-write.
    await shutdown('failed start').catch(() => undefined);
    throw error;
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  app.log.info({ url }, `Shala is running at ${url}`);
}
