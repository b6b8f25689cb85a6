// What the portal's benchmarks (bench-import.mjs, bench-attendance.mjs) share: a fresh database
// of each kind asked for, and an active school to measure in.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/client.ts';
import { tenantClasses, tenants, users } from '../../server/db/schema.ts';
import { seedPortal } from '../../server/services/portal/portal-seed.ts';

/** BENCH_DATABASES (pglite,postgres): the databases a benchmark runs on, in order. */
const BENCH_DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

async function postgresAdmin() {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return { client, url };
  } catch (error) {
    await client.end().catch(() => undefined);
    console.log(
      `\npostgres: skipped (${url.replace(/\/\/[^@]*@/, '//***@')} does not answer: ${error.message})`,
    );
    return undefined;
  }
}

/**
 * Runs `bench(kind, handle)` on each of `kinds` (BENCH_DATABASES unless a benchmark's --databases
 * says otherwise), each time on a fresh database: embedded
 * PGlite in a temporary data directory, and a scratch database on DATABASE_URL (else 127.0.0.1)
 * when PostgreSQL answers (skipped with a message otherwise). Both are removed afterwards.
 */
export async function onEachDatabase(name, bench, kinds = BENCH_DATABASES) {
  if (kinds.includes('pglite')) {
    const dataDir = await mkdtemp(join(tmpdir(), `shala-bench-${name}-`));
    const handle = await openDatabase({ dataDir });
    try {
      await bench('pglite', handle);
    } finally {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (kinds.includes('postgres')) {
    const admin = await postgresAdmin();
    if (!admin) return;
    const database = `shala_bench_${name}_${randomBytes(4).toString('hex')}`;
    await admin.client.query(`create database ${database}`);
    const url = new URL(admin.url);
    url.pathname = `/${database}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    try {
      await bench('postgres', handle);
    } finally {
      await handle.close();
      await admin.client.query(`drop database if exists ${database} with (force)`);
      await admin.client.end();
    }
  }
}

/**
 * In `tx`: an owner, their active school with classes 1 to 12 and the portal's seed (its owner
 * member, roles, the academic year, section A of every class). Returns the tenant and class ids.
 */
export async function insertBenchSchool(tx, now) {
  const suffix = randomBytes(4).toString('hex');
  const [user] = await tx
    .insert(users)
    .values({
      email: `bench-${suffix}@example.in`,
      passwordHash: 'x',
      fullName: 'Bench Owner',
      phone: '+919800000000',
    })
    .returning({ id: users.id });
  const [tenant] = await tx
    .insert(tenants)
    .values({
      userId: user.id,
      name: 'Bench Public School',
      description: 'Bench',
      code: `bench${suffix}`,
      owner: 'Bench Owner',
      domain: 'bench.example.in',
      contactEmail: 'bench@example.in',
      contactPhone: '+919800000000',
      isActive: true,
    })
    .returning({ id: tenants.id });
  const classes = await tx
    .insert(tenantClasses)
    .values(
      Array.from({ length: 12 }, (_, index) => ({
        tenantId: tenant.id,
        grade: index + 1,
        name: `Class ${index + 1}`,
        stage: 'bench',
        series: 'bench',
        enabled: true,
      })),
    )
    .returning({ id: tenantClasses.id });
  await seedPortal(tx, tenant.id, now);
  return { tenantId: tenant.id, classIds: classes.map((klass) => klass.id) };
}
