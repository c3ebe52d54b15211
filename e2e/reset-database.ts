import pg from 'pg';

/**
 * Before an e2e server starts on PostgreSQL: its own database, dropped and made anew, so every run
 * begins on the demo school as seeded (the server migrates and seeds an empty database itself).
 * Usage: node --import tsx e2e/reset-database.ts <database url>
 */
const url = process.argv[2];
if (!url) throw new Error('usage: reset-database.ts <postgres url>');
const target = new URL(url);
const name = decodeURIComponent(target.pathname.slice(1));
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name "${name}"`);
// Connect to the server's maintenance database to drop and create the target.
const admin = new URL(url);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
try {
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
} finally {
  await client.end();
}
