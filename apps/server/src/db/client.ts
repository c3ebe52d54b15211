import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { keepAnswerMonths } from './answer-partitions.ts';
import { describeConnectionError } from './connection-errors.ts';
import { type DatabaseLog, ListenConnection } from './listen-connection.ts';
import { type ReadSource, ReplicaReads, type ReplicaStatus } from './read-replica.ts';
import * as schema from './schema.ts';

export type { DatabaseLog } from './listen-connection.ts';

/**
 * One query API over both engines. PGlite and node-postgres share Drizzle's PostgreSQL
 * query builder; only the driver differs, so the rest of the server sees one type.
 */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  /**
   * For reads that may be a moment behind (reports, CSV exports): statements go to the read replica
   * when one is configured and the request may read there (db/read-replica.ts); otherwise this is `db`.
   * Nothing is written through it.
   */
  readDb: Db;
  /** The read replica (DATABASE_REPLICA_URL); absent without one. */
  replica?: ReadReplica;
  kind: 'pglite' | 'postgres';
  /** Run plain SQL (benchmarks compare the API against it). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  migrate(): Promise<void>;
  /**
   * PostgreSQL LISTEN: how every server node hears of changes made by the others. Should the
   * connection be lost, it comes back by itself and LISTENs again; `onResubscribed` is called then,
   * because whatever was notified meanwhile never arrives (a cache evicted by NOTIFY clears itself).
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    onResubscribed?: () => void,
  ): Promise<() => Promise<void>>;
  /** PostgreSQL NOTIFY; delivered to every listening node (after commit, when inside a transaction). */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** What the rest of the server asks of the read replica (decision 0052). */
export interface ReadReplica {
  status(): Promise<ReplicaStatus>;
  /** Where the current request's reads go (the primary outside a request). */
  source(): Promise<ReadSource>;
  /** The primary's WAL position after a write has committed: what a replica must replay before that client reads there. */
  primaryLsn(): Promise<string>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** A folder, or `memory://` for an in-memory database. */
  dataDir?: string;
  poolSize?: number;
  /** Where lost and regained connections are told; the console by default. */
  log?: DatabaseLog;
  /** A streaming replica of `databaseUrl` for report reads, and how far behind it may be (seconds). */
  replica?: { url: string; maxLagSeconds: number } | undefined;
}

const consoleLog: DatabaseLog = {
  warn: (message) => console.warn(`[database] ${message}`),
  info: (message) => console.info(`[database] ${message}`),
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(
      options.databaseUrl,
      options.poolSize ?? 20,
      options.log ?? consoleLog,
      options.replica,
    );
  return openPglite(options.dataDir ?? 'memory://');
}

/**
 * A pool for queries and one connection for LISTEN. A database that goes away (a restart, a failover)
 * fails the calls made meanwhile, never the process: pg emits 'error' on a connection that breaks,
 * and an 'error' event nobody listens to ends Node. Once it is back, the pool opens new connections
 * as calls come, and the LISTEN connection reconnects by itself.
 */
async function openPostgres(
  url: string,
  poolSize: number,
  log: DatabaseLog,
  replicaOptions: DatabaseOptions['replica'],
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A call waits this long for a connection (every one busy, or the database unreachable without
    // refusing, as in a failover), then fails as a connection error (503) rather than hang.
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
    // No JIT compilation: every statement here is short, and PostgreSQL compiles any whose estimated
    // cost passes jit_above_cost, which costs more than it saves. Measured on the scale database: the
    // transaction CSV's 2,000-answer batches took 47 µs an answer with JIT and 27 without.
    options: '-c jit=off',
  });
  const lostIdle = throttled(log, 5000);
  let closing = false;
  // An idle connection broke (the database restarted): the pool drops it and opens another when needed.
  // (pool.end() resolves before its connections have closed: one broken after close() is no news.)
  pool.on('error', (error) => {
    if (!closing) lostIdle(`idle database connection lost (${describeConnectionError(error)})`);
  });
  // A connection in use that breaks fails its query, which the caller hears of; the pool listens only
  // to idle ones, so without this an error between two queries of a transaction would end the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const listening = new ListenConnection(() => new pg.Client({ connectionString: url, keepAlive: true }), {
    log,
  });
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  // The replica gets as many connections as the primary: the reports it takes are the heavy reads.
  const replica =
    replicaOptions &&
    new ReplicaReads(pool, replicaOptions.url, {
      poolSize,
      maxLagSeconds: replicaOptions.maxLagSeconds,
      log,
    });
  const readDb = replica
    ? drizzleNodePg({ client: replica.pool as unknown as pg.Pool, schema, casing: 'snake_case' })
    : db;
  return {
    db,
    readDb,
    ...(replica && { replica }),
    kind: 'postgres',
    async query(sql, params) {
      const r = await pool.query(sql, params as unknown[]);
      return r.rows;
    },
    // PostgreSQL: set work's answers by month once an operator has converted them (`npm run db:partitions --
    // ensure`, decision 0060); a start then keeps the coming months. One table otherwise, as on PGlite.
    async migrate() {
      await migrateNodePg(db, { migrationsFolder });
      await keepAnswerMonths(db);
    },
    listen: (channel, handler, onResubscribed) =>
      listening.listen(quoteIdentifier(channel), handler, onResubscribed),
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closing = true;
      await listening.close();
      await replica?.close();
      await pool.end();
    },
  };
}

/** One log line per `everyMs` at most, saying how many were folded into it (a restart breaks every idle connection at once). */
function throttled(log: DatabaseLog, everyMs: number) {
  let last = 0;
  let folded = 0;
  return (message: string) => {
    const now = Date.now();
    if (now - last < everyMs) {
      folded++;
      return;
    }
    log.warn(folded > 0 ? `${message} (and ${folded} more since the last such line)` : message);
    last = now;
    folded = 0;
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    readDb: db,
    kind: 'pglite',
    async query(sql, params) {
      const r = await client.query(sql, params as unknown[]);
      return r.rows as never[];
    },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // In process: no connection to lose, so `onResubscribed` is never called.
    async listen(channel, handler) {
      const unlisten = await client.listen(quoteIdentifier(channel), handler);
      return unlisten;
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => client.close(),
  };
}

/** Channel names are ours, but quote them anyway: LISTEN takes no parameters. */
function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad channel name: ${name}`);
  return name;
}
