import { readFile, writeFile } from 'node:fs/promises';
import { graphqlPaths } from '@mathsight/contract/graphql.paths.ts';
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  type IntrospectionQuery,
  printSchema,
} from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { makeSchool, makeTeacher, signInUser } from '../../test/factories.ts';
import { getTestApp } from '../../test/test-app.ts';

/**
 * docs/graphql-schema.graphql is the schema as the endpoint serves it (read back by introspection, as
 * a partner's tools would). It fails when the two differ in anything but layout (descriptions
 * included); `UPDATE_GRAPHQL_SCHEMA=1` writes the file anew.
 */
const SDL_FILE = new URL('../../../../../docs/graphql-schema.graphql', import.meta.url);

const t = await getTestApp();

describe('the documented GraphQL schema', () => {
  it('is the served one', async () => {
    const school = await makeSchool(t.database.db);
    const teacher = await makeTeacher(t.database.db, school.id);
    const res = await t.app.inject({
      method: 'POST',
      url: graphqlPaths.graphql,
      headers: await signInUser(t.app, t.database.db, teacher.userId),
      payload: { query: getIntrospectionQuery() },
    });
    const body = res.json() as { data: IntrospectionQuery; errors?: unknown };
    expect(body.errors).toBeUndefined();
    const served = `${printSchema(buildClientSchema(body.data))}\n`;
    if (process.env.UPDATE_GRAPHQL_SCHEMA === '1') await writeFile(SDL_FILE, served);
    // Compared as schemas printed alike: the file may be laid out by the formatter (Biome formats GraphQL).
    const documented = `${printSchema(buildSchema(await readFile(SDL_FILE, 'utf8')))}\n`;
    expect(documented).toBe(served);
  });
});
