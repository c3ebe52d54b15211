import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/**
 * One query API over both engines. PGlite and node-postgres share Drizzle's PostgreSQL
 * query builder; only the driver differs, so the rest of the server sees one type.
 */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Run plain SQL (benchmarks compare the API against it). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  migrate(): Promise<void>;
  /**
   * PostgreSQL LISTEN: how every server node hears of changes made by the others. `onResubscribed`
   * runs after the listening connection was lost and made again: messages sent meanwhile were missed.
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

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** A folder, or `memory://` for an in-memory database. */
  dataDir?: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 20);
  return openPglite(options.dataDir ?? 'memory://');
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const listeners = new Set<pg.Client>();
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    async query(sql, params) {
      const r = await pool.query(sql, params as unknown[]);
      return r.rows;
    },
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    async listen(channel, handler) {
      // LISTEN needs a connection of its own that stays open; pooled ones come and go.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) handler(message.payload ?? '');
      });
      await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end();
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await Promise.all([...listeners].map((c) => c.end()));
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async query(sql, params) {
      const r = await client.query(sql, params as unknown[]);
      return r.rows as never[];
    },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
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
