import { type messages, type PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

// Named prepared statements for the embedded database, as pg's `name`, postgres.js and pgx keep them.
//
// PGlite's query() runs every statement unnamed through the extended protocol: six calls into the
// WebAssembly PostgreSQL (parse, describe, bind, describe, execute, sync), parsing and planning the
// statement again each time. For the small lookups every request makes that is most of the cost:
// measured on the 2-core machine, the bearer-session lookup and the tenant read took about 0.2 and
// 0.4-0.7 ms that way, and 0.03 and 0.06 ms prepared (one call: bind, execute, sync). PGlite is a
// single connection, so a statement prepared once stays prepared for the life of the database.
//
// Only the statement and its plan are kept: every call still runs the query against the current
// data (a revoked session is refused by the very next request). PostgreSQL itself re-plans a cached
// statement when a table it reads changes (and refuses one whose result columns would change: that
// statement is dropped here and the call runs unprepared, as after a DEALLOCATE). Transactions are
// untouched: drizzle runs them through PGlite's transaction(), whose queries take the usual path.

/** Distinct statement texts kept prepared; later ones run unprepared (the server has a few dozen). */
const MAX_STATEMENTS = 1000;
/**
 * Errors after which the statement is dropped and the call runs afresh: 0A000 "cached plan must not
 * change result type" (the table changed under it) and 26000 (no such statement: someone ran
 * DEALLOCATE or DISCARD ALL).
 */
const STALE_STATEMENT = new Set(['0A000', '26000']);

interface Statement {
  readonly name: string;
  readonly paramTypes: readonly number[];
  /** The statement's result columns (none for a statement that returns no rows). */
  readonly fields: readonly { name: string; dataTypeID: number }[];
}

type Parser = (value: string, typeId: number) => unknown;

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

type Query = PGlite['query'];

/**
 * The same PGlite, whose `query()` outside transactions keeps each statement prepared. Results,
 * parsers, serializers and errors are PGlite's own, so drizzle sees no difference.
 */
export function withPreparedStatements(client: PGlite): PGlite {
  const { serialize } = protocol;
  const statements = new Map<string, Statement>();
  let prepared = 0;
  const plainQuery: Query = client.query.bind(client);

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    prepared += 1;
    const name = `shala_${prepared}`;
    const { messages: replies } = await client.execProtocol(
      concat([
        serialize.parse({ name, text, ...(options?.paramTypes ? { types: options.paramTypes } : {}) }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { ...(options?.onNotice ? { onNotice: options.onNotice } : {}) },
    );
    const parameters = replies.find(
      (reply): reply is messages.ParameterDescriptionMessage => reply.name === 'parameterDescription',
    );
    const columns = replies.find(
      (reply): reply is messages.RowDescriptionMessage => reply.name === 'rowDescription',
    );
    const fields = (columns?.fields ?? []).map((field) => ({
      name: field.name,
      dataTypeID: field.dataTypeID,
    }));
    const statement = { name, paramTypes: parameters?.dataTypeIDs ?? [], fields };
    statements.set(text, statement);
    return statement;
  }

  async function execute<T>(
    statement: Statement,
    params: readonly unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    // Values are serialized exactly as PGlite's query() does: by the parameter's type.
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.paramTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
    const { messages: replies } = await client.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { ...(options?.onNotice ? { onNotice: options.onNotice } : {}) },
    );
    return results<T>(statement, replies, options);
  }

  /**
   * The rows, parsed as PGlite's parseResults() does for one statement (rowMode, per-query parsers
   * over the instance's), without copying the instance's whole parser table on every call.
   */
  function results<T>(
    statement: Statement,
    replies: readonly messages.BackendMessage[],
    options: QueryOptions | undefined,
  ): Results<T> {
    const { fields } = statement;
    const parsers = fields.map(
      ({ dataTypeID }) =>
        (options?.parsers?.[dataTypeID] ?? client.parsers[dataTypeID]) as Parser | undefined,
    );
    const parseRow = (values: readonly (string | null)[]) =>
      values.map((value, index) => {
        const parser = parsers[index];
        return value === null || !parser ? value : parser(value, fields[index]?.dataTypeID ?? 0);
      });
    const rows: unknown[] = [];
    let affectedRows = 0;
    let command: string | undefined;
    let rowCount: number | undefined;
    for (const reply of replies) {
      if (reply.name === 'dataRow') {
        const values = parseRow((reply as messages.DataRowMessage).fields);
        rows.push(
          options?.rowMode === 'array'
            ? values
            : Object.fromEntries(values.map((value, index) => [fields[index]?.name, value])),
        );
      } else if (reply.name === 'commandComplete') {
        const parts = (reply as messages.CommandCompleteMessage).text.split(' ');
        command = parts[0];
        const count = Number.parseInt(parts[parts.length - 1] ?? '', 10);
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command ?? '')) affectedRows += count;
        if (!Number.isNaN(count)) rowCount = count;
      }
    }
    return {
      rows: rows as T[],
      fields: fields.map((field) => ({ ...field })),
      affectedRows,
      ...(command === undefined ? {} : { command }),
      ...(rowCount === undefined ? {} : { rowCount }),
    } as Results<T>;
  }

  async function forget(text: string, statement: Statement): Promise<void> {
    statements.delete(text);
    await client.execProtocol(
      concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
    );
  }

  const query = async <T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> => {
    // COPY with a blob needs PGlite's own handling; past the cap, statements run unprepared.
    if (options?.blob || (statements.size >= MAX_STATEMENTS && !statements.has(text))) {
      return plainQuery<T>(text, params, options);
    }
    await client._checkReady();
    // The same two locks query() takes: never inside another caller's transaction, one at a time.
    let stale = false;
    const result = await client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const statement = statements.get(text) ?? (await prepare(text, options));
        try {
          return await execute<T>(statement, params, options);
        } catch (error) {
          if (!STALE_STATEMENT.has(String((error as { code?: unknown }).code))) throw error;
          await forget(text, statement);
          stale = true;
          return undefined;
        }
      }),
    );
    return stale || !result ? plainQuery<T>(text, params, options) : result;
  };

  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      // PGlite's methods use private fields: they must run on the instance, not on the proxy.
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
