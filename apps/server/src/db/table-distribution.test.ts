import { readFileSync } from 'node:fs';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema.ts';
import { NULLABLE_SCHOOL_ID, PLACEMENT_HEADINGS, TABLE_PLACEMENT } from './table-distribution.ts';

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableConfig(table));
const schoolColumn = (table: (typeof tables)[number]) =>
  table.columns.find((c) => c.name === 'schoolId' || c.name === 'school_id');
const scaleDoc = readFileSync(new URL('../../../../docs/scale.md', import.meta.url), 'utf8');

/** The backticked names listed under one heading of docs/scale.md, up to the next heading. */
function listedUnder(heading: string): string[] {
  const start = scaleDoc.indexOf(`${heading}\n`);
  if (start < 0) return [];
  const rest = scaleDoc.slice(start + heading.length + 1);
  const end = rest.search(/^#{2,3} /m);
  const section = end < 0 ? rest : rest.slice(0, end);
  return [...section.matchAll(/^- `([a-z_]+)`/gm)].map((m) => m[1] as string).sort();
}

describe('where each table would go beyond one primary (docs/scale.md)', () => {
  it('places every table of the schema, and no table the schema lacks', () => {
    expect(Object.keys(TABLE_PLACEMENT).sort()).toEqual(tables.map((t) => t.name).sort());
  });

  it('distributes by school exactly the tables that carry their school (schools by its own id)', () => {
    for (const table of tables) {
      const bySchool = TABLE_PLACEMENT[table.name] === 'school';
      expect(bySchool, table.name).toBe(table.name === 'schools' || schoolColumn(table) !== undefined);
    }
  });

  it('knows which school tables may leave their school empty', () => {
    const nullable = tables.filter((t) => schoolColumn(t)?.notNull === false).map((t) => t.name);
    expect(nullable.sort()).toEqual([...NULLABLE_SCHOOL_ID].sort());
    expect(listedUnder('### A school_id that may be empty')).toEqual([...NULLABLE_SCHOOL_ID].sort());
  });

  it('names in the document every table that is not distributed by school, under its placement', () => {
    for (const [placement, heading] of Object.entries(PLACEMENT_HEADINGS)) {
      const expected = Object.entries(TABLE_PLACEMENT)
        .filter(([, p]) => p === placement)
        .map(([name]) => name)
        .sort();
      expect(listedUnder(heading), heading).toEqual(expected);
    }
  });
});
