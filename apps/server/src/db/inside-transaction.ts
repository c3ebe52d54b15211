import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';

/**
 * The database as seen from inside one of its open transactions (the demo seed's), for services built
 * over it (jobs/job-services.ts). Every statement runs in the transaction: it sees the transaction's rows
 * and, on PGlite (one connection), never waits for the transaction it is part of. NOTIFY is sent on the
 * transaction, so it is delivered at commit and not at all on a rollback, as PostgreSQL delivers any
 * NOTIFY sent in a transaction. Listening, plain SQL, migrating and closing belong to the database itself
 * and are refused here (a job listens to nothing).
 */
export function insideTransaction(database: Database, transaction: Db): Database {
  const refused = (what: string) => () =>
    Promise.reject(new Error(`${what} is not done inside a transaction`));
  return {
    db: transaction,
    readDb: transaction,
    kind: database.kind,
    async notify(channel, payload) {
      await transaction.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    query: refused('Plain SQL (Database.query)'),
    listen: refused('LISTEN'),
    migrate: refused('Migrating'),
    close: refused('Closing the database'),
  };
}
