import { PGlite, types } from '@electric-sql/pglite';
import { withPreparedStatements } from '@server/db/pglite-statements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyCluster } from './test-database';

// db/pglite-statements.ts keeps each statement prepared in PGlite's one session. It must be
// invisible: the same results, parsers, counts and errors as PGlite's own query(), the current data
// on every call (nothing but the plan is kept), and never a query inside another caller's
// transaction.

describe('PGlite with prepared statements', () => {
  let raw: PGlite;
  let db: PGlite;

  beforeAll(async () => {
    raw = await PGlite.create({ loadDataDir: await emptyCluster() });
    db = withPreparedStatements(raw);
    await raw.exec(`
      create table things (
        id uuid primary key,
        name text not null unique,
        count int not null,
        active boolean not null,
        tags text[],
        details jsonb,
        seen_at timestamptz
      );
      insert into things values
        ('8f14e45f-ceea-4e7a-8a4b-5c1d6f1e0a01', 'slate', 3, true, '{a,b}', '{"k": [1, 2]}', '2026-03-02T10:00:00Z'),
        ('8f14e45f-ceea-4e7a-8a4b-5c1d6f1e0a02', 'chalk', 5, false, null, null, null);
    `);
  });

  afterAll(async () => {
    await raw?.close();
  });

  const select =
    'select id, name, count, active, tags, details, seen_at from things where count >= $1 order by name';

  it('answers exactly what PGlite query() answers, in object and array row modes', async () => {
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const expected = await raw.query(select, [1], options);
      // Twice: once preparing, once running the prepared statement.
      expect(await db.query(select, [1], options)).toEqual(expected);
      expect(await db.query(select, [1], options)).toEqual(expected);
    }
    const [row] = (await db.query<{ tags: string[]; details: unknown; seen_at: Date }>(select, [6])).rows;
    expect(row).toBeUndefined();
    const rows = (await db.query<{ tags: string[]; details: unknown; seen_at: Date }>(select, [0])).rows;
    expect(rows.map((item) => item.tags)).toEqual([null, ['a', 'b']]);
    expect(rows[1]?.details).toEqual({ k: [1, 2] });
    expect(rows[1]?.seen_at).toEqual(new Date('2026-03-02T10:00:00Z'));
  });

  it('applies per-query parsers and serializers as PGlite does (drizzle passes its own)', async () => {
    const options = { parsers: { [types.TIMESTAMPTZ]: (value: string) => `raw:${value}` } };
    const text = 'select seen_at from things where seen_at < $1';
    const expected = await raw.query(text, [new Date('2027-01-01T00:00:00Z')], options);
    expect(await db.query(text, [new Date('2027-01-01T00:00:00Z')], options)).toEqual(expected);
    expect((await db.query(text, ['2027-01-01T00:00:00Z'], options)).rows).toEqual([
      { seen_at: 'raw:2026-03-02 10:00:00+00' },
    ]);
  });

  it('counts the rows a change affects, as PGlite does', async () => {
    const update = 'update things set count = count + $1 where active = $2';
    const expected = await raw.query(update, [0, true]);
    expect(expected.affectedRows).toBe(1);
    expect(await db.query(update, [0, true])).toEqual(expected);
    expect(await db.query(update, [0, true])).toEqual(expected);
  });

  it('reads the current data on every call: nothing but the plan is kept', async () => {
    const text = 'select count from things where name = $1';
    for (let call = 0; call < 8; call++) {
      // After five runs PostgreSQL may switch to a generic plan: still the same answers.
      await raw.query('update things set count = $1 where name = $2', [100 + call, 'chalk']);
      expect((await db.query(text, ['chalk'])).rows).toEqual([{ count: 100 + call }]);
    }
  });

  it('keeps one prepared statement per distinct text', async () => {
    const text = 'select name from things where id = $1';
    for (let call = 0; call < 5; call++) await db.query(text, ['8f14e45f-ceea-4e7a-8a4b-5c1d6f1e0a01']);
    const prepared = await raw.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements where statement = $1',
      [text],
    );
    expect(prepared.rows).toEqual([{ n: 1 }]);
  });

  it('throws PostgreSQL errors with their code and constraint, and stays usable', async () => {
    const insert = 'insert into things (id, name, count, active) values ($1, $2, $3, $4)';
    await expect(
      db.query(insert, ['8f14e45f-ceea-4e7a-8a4b-5c1d6f1e0a03', 'slate', 1, true]),
    ).rejects.toMatchObject({ code: '23505', constraint: 'things_name_key' });
    const inserted = await db.query(insert, ['8f14e45f-ceea-4e7a-8a4b-5c1d6f1e0a04', 'duster', 1, true]);
    expect(inserted.affectedRows).toBe(1);
    await expect(db.query('select nope from things')).rejects.toMatchObject({ code: '42703' });
    expect((await db.query('select name from things where name = $1', ['duster'])).rows).toEqual([
      { name: 'duster' },
    ]);
  });

  it('runs a statement afresh when its table changed shape under it', async () => {
    const text = 'select * from things where name = $1';
    expect(Object.keys((await db.query(text, ['slate'])).rows[0] ?? {})).not.toContain('note');
    await raw.exec(`alter table things add column note text default 'new'`);
    const [row] = (await db.query<{ note: string }>(text, ['slate'])).rows;
    expect(row?.note).toBe('new');
    expect((await db.query<{ note: string }>(text, ['slate'])).rows[0]?.note).toBe('new');
  });

  it('prepares a statement again when someone deallocated it', async () => {
    const text = 'select count from things where name = $1';
    expect((await db.query(text, ['slate'])).rows).toHaveLength(1);
    await raw.exec('deallocate all');
    expect((await db.query(text, ['slate'])).rows).toHaveLength(1);
    expect((await db.query(text, ['slate'])).rows).toHaveLength(1);
  });

  it('never runs inside another caller’s transaction: it waits for the transaction to end', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const transaction = db
      .transaction(async (tx) => {
        await tx.query(
          `insert into things (id, name, count, active) values (gen_random_uuid(), 'ghost', 1, true)`,
        );
        entered();
        await held;
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await inside;
    // Asked while the transaction is open: it must see the state after the rollback, not the ghost.
    const read = db.query('select count(*)::int as n from things where name = $1', ['ghost']);
    release();
    expect(await transaction).toBe('rolled back');
    expect((await read).rows).toEqual([{ n: 0 }]);
  });
});
