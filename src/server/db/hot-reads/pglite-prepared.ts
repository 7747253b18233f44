import { protocol, types, type PGlite } from '@electric-sql/pglite';
import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Named prepared statements on PGlite (decision 102). PGlite's `query` sends an unnamed Parse,
 * a Describe, a Bind, a Describe and an Execute on every call, each its own trip into the
 * WebAssembly backend, so every call parses and analyses its SQL again. PGlite has no named
 * statements in its API, but it takes raw wire-protocol messages: here each distinct SQL text
 * is parsed once under a name (Parse + Describe), and each call is one Bind + Execute + Sync.
 * The rows come out as drizzle's PGlite driver gives them for `db.execute` (same parsers, same
 * objects), and errors as that driver throws them (a DrizzleQueryError around PGlite's
 * DatabaseError), so callers and the error handler cannot tell the two paths apart.
 */

/** Parsed column values as PGlite's parsers give them. */
type Parse = (text: string, typeId: number) => unknown;
type Serialize = (value: unknown) => string;

type Field = { name: string; typeId: number; parse: Parse | undefined };

/** One prepared statement of this PGlite session. */
type Statement = {
  name: string;
  /** PGlite's serializer per parameter (by the type PostgreSQL inferred), as its `query` uses. */
  serializers: (Serialize | undefined)[];
  fields: Field[];
};

/**
 * Types drizzle's PGlite driver keeps as text in `db.execute` (drizzle-orm/pglite/session.js,
 * `rawQueryConfig`): timestamps, dates, intervals and their arrays, numeric[].
 */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

const asText: Parse = (text) => text;

/** Statements held at most; the oldest is closed to make room (as on PostgreSQL: query.ts). */
const MAX_STATEMENTS = 1000;

/** SQLSTATEs after which a held statement is dropped and the call prepared again once. */
const STALE_STATEMENT = new Set([
  '26000', // invalid_sql_statement_name: the statement is gone (DEALLOCATE, DISCARD)
  '0A000', // feature_not_supported: "cached plan must not change result type" after DDL
]);

type ParameterDescription = InstanceType<typeof protocol.messages.ParameterDescriptionMessage>;
type RowDescription = InstanceType<typeof protocol.messages.RowDescriptionMessage>;
type DataRow = InstanceType<typeof protocol.messages.DataRowMessage>;

type DatabaseErrorLike = Error & { code?: string; query?: string; params?: unknown[] };

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Counts of what the runner did, for tests and probes. */
export type PreparedStats = { prepared: number; executed: number; held: number };

/** Runners made so far: each names its statements apart from any other's. */
let runnersMade = 0;

/** The runner of each PGlite instance: its statement names live in that one backend. */
const runners = new WeakMap<PGlite, PglitePrepared>();

/** The runner of named prepared statements on this PGlite instance (one per instance). */
export function createPglitePrepared(client: PGlite): PglitePrepared {
  let runner = runners.get(client);
  if (!runner) {
    runner = new PglitePrepared(client);
    runners.set(client, runner);
  }
  return runner;
}

/** Named prepared statements of one PGlite instance, by SQL text. */
export class PglitePrepared {
  readonly #client: PGlite;
  readonly #statements = new Map<string, Statement>();
  /** Names of statements dropped from the map, closed in the backend with the next batch. */
  #toClose: string[] = [];
  readonly #prefix = `ks${++runnersMade}_`;
  #counter = 0;
  #prepared = 0;
  #executed = 0;

  constructor(client: PGlite) {
    this.#client = client;
  }

  stats(): PreparedStats {
    return { prepared: this.#prepared, executed: this.#executed, held: this.#statements.size };
  }

  /** Runs `text` with `params` and answers its rows, as `queryRows` would on this PGlite. */
  async run<T>(text: string, params: unknown[]): Promise<T[]> {
    const client = this.#client;
    try {
      // As PGlite's own `query`: wait for any transaction, then hold the backend.
      await client._checkReady();
      return await client._runExclusiveTransaction(() =>
        client.runExclusive(async () => {
          try {
            return await this.#runLocked<T>(text, params);
          } finally {
            // As PGlite's `query` outside a transaction (a no-op on the node file system).
            await client.syncToFs();
          }
        }),
      );
    } catch (err) {
      if (err instanceof Error && typeof (err as DatabaseErrorLike).code === 'string') {
        // As PGlite's makePGliteError: the failed query travels with the error.
        const dbError = err as DatabaseErrorLike;
        dbError.query = text;
        dbError.params = params;
      }
      // As drizzle's PGlite session: the driver's error as the cause.
      throw new DrizzleQueryError(text, params as never[], err as Error);
    }
  }

  async #runLocked<T>(text: string, params: unknown[]): Promise<T[]> {
    const held = this.#statements.get(text);
    try {
      return await this.#execute<T>(held ?? (await this.#prepare(text)), params);
    } catch (err) {
      const code = (err as DatabaseErrorLike).code;
      if (held === undefined || code === undefined || !STALE_STATEMENT.has(code)) throw err;
      // The held statement no longer fits the database: prepare it again, once.
      this.#forget(text);
      return await this.#execute<T>(await this.#prepare(text), params);
    }
  }

  #closeMessages(): Uint8Array[] {
    if (this.#toClose.length === 0) return [];
    const out = this.#toClose.map((name) => serialize.close({ type: 'S', name }));
    this.#toClose = [];
    return out;
  }

  #forget(text: string): void {
    const held = this.#statements.get(text);
    if (held) {
      this.#statements.delete(text);
      this.#toClose.push(held.name);
    }
  }

  /** Parses and describes `text` under a new name (one trip), and holds it. */
  async #prepare(text: string): Promise<Statement> {
    if (this.#statements.size >= MAX_STATEMENTS) {
      const oldest = this.#statements.keys().next();
      if (!oldest.done) this.#forget(oldest.value);
    }
    const name = `${this.#prefix}${++this.#counter}`;
    const batch = concat([
      ...this.#closeMessages(),
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    let messages;
    try {
      messages = await this.#client.execProtocolStream(batch, { syncToFs: false });
    } catch (err) {
      // A failed Parse leaves no statement; closing the name anyway costs nothing.
      this.#toClose.push(name);
      throw err;
    }
    let paramTypes: number[] = [];
    let fields: Field[] = [];
    const parsers = this.#client.parsers as Record<number, Parse>;
    for (const msg of messages) {
      if (msg.name === 'parameterDescription') {
        paramTypes = (msg as ParameterDescription).dataTypeIDs;
      } else if (msg.name === 'rowDescription') {
        fields = (msg as RowDescription).fields.map((f) => ({
          name: f.name,
          typeId: f.dataTypeID,
          parse: DRIZZLE_TEXT_TYPES.includes(f.dataTypeID) ? asText : parsers[f.dataTypeID],
        }));
      }
    }
    const serializers = this.#client.serializers as Record<number, Serialize>;
    const statement: Statement = {
      name,
      serializers: paramTypes.map((oid) => serializers[oid]),
      fields,
    };
    this.#statements.set(text, statement);
    this.#prepared++;
    return statement;
  }

  /** Binds and executes a held statement (one trip) and builds the rows. */
  async #execute<T>(statement: Statement, params: unknown[]): Promise<T[]> {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializeValue = statement.serializers[i];
      // PGlite's `query` falls back to toString() for a type without a serializer.
      return serializeValue ? serializeValue(value) : (value as { toString(): string }).toString();
    });
    const batch = concat([
      ...this.#closeMessages(),
      serialize.bind({ statement: statement.name, values }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const messages = await this.#client.execProtocolStream(batch, { syncToFs: false });
    this.#executed++;
    return rowsOf<T>(statement.fields, messages);
  }
}

/** The objects of the DataRows, as PGlite's parseResults builds them (rowMode "object"). */
function rowsOf<T>(fields: Field[], messages: { name: string }[]): T[] {
  const rows: T[] = [];
  for (const msg of messages) {
    if (msg.name !== 'dataRow') continue;
    const row: Record<string, unknown> = {};
    const values = (msg as DataRow).fields;
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i]!;
      const text = values[i];
      row[field.name] =
        text === null || text === undefined
          ? null
          : field.parse
            ? field.parse(text, field.typeId)
            : text;
    }
    rows.push(row as T);
  }
  return rows;
}
