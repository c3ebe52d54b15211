import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionFiles } from './production-files.ts';

/**
 * SQL lives in one kind of room (issue 25 point 3, decision 0041). Biome's noRestrictedImports cannot hold this
 * for every file: an override that matches a file replaces the options of the earlier ones (a repository's
 * rule would drop the module rule), so the rooms are checked here, over every production file of the server.
 *
 * Outside a SQL room a file never imports the driver (drizzle-orm, pg, PGlite) or the schema, not even for a
 * type: without them no statement can be written. It may import the client's types (`import type { Db }`), to
 * pass the handle on to the repository it builds; only the entry points open the database. Services are held
 * tighter by biome.json (not even the Db type).
 */
const root = path.resolve(import.meta.dirname, '..');
const SERVER = 'apps/server/src';

/** Files named for what they hold: repositories and the named query files beside them. */
const SQL_FILE = /(\.repository\.ts|\/repository\/.+\.ts|-sql\.ts|\.queries\.ts)$/;
/** Infrastructure: the database itself, and the code that exists to fill it (seed, simulator, test worlds). */
const SQL_FOLDER = new RegExp(`^${SERVER}/(db|seed|simulator|test)/`);
/** The rollups' folds and rebuilds: they own their tables' content, in the background, not for a request. */
const INFRASTRUCTURE: Record<string, string> = {
  [`${SERVER}/reporting/rebuild-rollups.ts`]: 'rebuilds every rollup',
  [`${SERVER}/reporting/effort/rebuild-effort.ts`]: 'rebuilds the effort rollup',
  [`${SERVER}/reporting/growth/rebuild-growth.ts`]: 'rebuilds the growth rollups',
  [`${SERVER}/reporting/school/school-report-fold.ts`]: "folds answers into the school reports' rollups",
  [`${SERVER}/measurement/replay.ts`]: 'replays every answer into the measures',
  [`${SERVER}/measurement/question-calibration.ts`]: "folds answers into the questions' calibration",
  [`${SERVER}/shared/redact-error.ts`]:
    "recognises drizzle's error class to keep a statement's values out of logs",
};
/** Where the database is opened (a value import of db/client): the processes' entry points. */
const ENTRY = new RegExp(`^${SERVER}/(main\\.ts$|serve/|cli/)`);

const DRIVER = /^(drizzle-orm|pg|@electric-sql\/pglite)(\/|$)/;
const SCHEMA = /(^|\/)db\/(schema|[a-z-]+-schema)(\.ts)?$/;
const CLIENT = /(^|\/)db\/client(\.ts)?$/;
const STATIC_IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function inSqlRoom(file: string): boolean {
  return SQL_FILE.test(file) || SQL_FOLDER.test(file) || file in INFRASTRUCTURE;
}

/** The imports of `source` (at `file`) that reach the database from outside a SQL room. */
function databaseImportsOutOfRoom(file: string, source: string): string[] {
  if (inSqlRoom(file)) return [];
  const imports = [
    ...[...source.matchAll(STATIC_IMPORT)].map((m) => ({ typeOnly: m[1] !== undefined, from: m[2] ?? '' })),
    ...[...source.matchAll(DYNAMIC_IMPORT)].map((m) => ({ typeOnly: false, from: m[1] ?? '' })),
  ];
  return imports
    .filter(
      ({ typeOnly, from }) =>
        DRIVER.test(from) || SCHEMA.test(from) || (CLIENT.test(from) && !typeOnly && !ENTRY.test(file)),
    )
    .map(({ from }) => `${file}: ${from}`);
}

describe('SQL rooms', () => {
  it('keeps the database out of every server file outside a SQL room', async () => {
    const out: string[] = [];
    for (const file of await productionFiles(SERVER)) {
      out.push(...databaseImportsOutOfRoom(file, await readFile(path.join(root, file), 'utf8')));
    }
    expect(out, 'move the SQL into a repository or a named query file beside it (decision 0041)').toEqual([]);
  });

  it('names only infrastructure files that exist', async () => {
    for (const file of Object.keys(INFRASTRUCTURE)) await access(path.join(root, file));
  });

  // Deliberate violations: the same statement-writing file, refused in a service's folder or a shared room,
  // allowed once it is a repository or a named query file.
  const writer = [
    "import { count as n } from 'drizzle-orm';",
    "import type { Db } from '../../db/client.ts';",
    "import { groups } from '../../db/schema.ts';",
    'export const count = (db: Db) => db.select({ n: n() }).from(groups);',
  ].join('\n');

  it('refuses the driver and the schema in a file outside a room, even for a type', () => {
    expect(databaseImportsOutOfRoom(`${SERVER}/modules/note/note-reads.ts`, writer)).toEqual([
      `${SERVER}/modules/note/note-reads.ts: drizzle-orm`,
      `${SERVER}/modules/note/note-reads.ts: ../../db/schema.ts`,
    ]);
    const typeOnly =
      "import type { groups } from '../db/measurement-schema.ts';\nexport type G = typeof groups;";
    expect(databaseImportsOutOfRoom(`${SERVER}/work/note.ts`, typeOnly)).toHaveLength(1);
    const multiLine = "import {\n  and,\n  eq,\n} from 'drizzle-orm/sql';\nconst pg = await import('pg');";
    expect(databaseImportsOutOfRoom(`${SERVER}/school-members/note.ts`, multiLine)).toHaveLength(2);
  });

  it('allows the same file as a repository or a named query file, and in infrastructure', () => {
    for (const file of [
      'modules/note/note.repository.ts',
      'modules/note/repository/reads.ts',
      'modules/note/note-reads-sql.ts',
      'work/note.queries.ts',
      'db/note-lock.ts',
      'seed/note-seed.ts',
      'reporting/effort/rebuild-effort.ts',
    ]) {
      expect(databaseImportsOutOfRoom(`${SERVER}/${file}`, writer)).toEqual([]);
    }
  });

  it("lets a module pass the client's type on, and only the entry points open the database", () => {
    const wiring = "import type { Db } from '../../db/client.ts';\nexport const build = (db: Db) => db;";
    expect(databaseImportsOutOfRoom(`${SERVER}/modules/note/note.module.ts`, wiring)).toEqual([]);
    const opens = "import { openDatabase } from '../db/client.ts';\nexport const open = openDatabase;";
    expect(databaseImportsOutOfRoom(`${SERVER}/jobs/note.ts`, opens)).toEqual([
      `${SERVER}/jobs/note.ts: ../db/client.ts`,
    ]);
    expect(databaseImportsOutOfRoom(`${SERVER}/serve/note.ts`, opens)).toEqual([]);
  });
});
