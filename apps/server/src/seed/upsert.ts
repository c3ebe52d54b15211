import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Inserts rows in batches, updating every column of a row whose key exists already, so a reseed
 * with changed content keeps ids (and everything that refers to them) valid.
 */
export async function upsertAll<T extends PgTable>(
  tx: Tx | Db,
  table: T,
  rows: T['$inferInsert'][],
  target: PgColumn | PgColumn[],
  batchSize = 500,
) {
  if (rows.length === 0) return;
  const targets = new Set((Array.isArray(target) ? target : [target]).map((c) => c.name));
  const set = Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, column]) => !targets.has(column.name))
      // The schema is written in camelCase and stored in snake_case (Drizzle's `casing` option).
      .map(([key, column]) => [key, sql.raw(`excluded."${toSnakeCase(column.name)}"`)]),
  );
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = rows.slice(i, i + batchSize);
    const insert = tx.insert(table).values(batch as never);
    await (Object.keys(set).length
      ? insert.onConflictDoUpdate({ target, set: set as never })
      : insert.onConflictDoNothing({ target }));
  }
}

function toSnakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
