import { graphqlPaths } from '@mathsight/contract/graphql.paths.ts';
import { buildSchema } from 'graphql/index.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccessWorld,
  CALLERS,
  type CallerName,
  makeAccessWorld,
  type WorldCaller,
} from '../../test/access-world.ts';
import { getTestApp } from '../../test/test-app.ts';
import { GRAPHQL_SCHEMA } from './graphql.schema.ts';

/**
 * The generated GraphQL access test (issue 32 point 4): every root field of the served schema, asked
 * by every caller of the access world, answers what the REST call it mirrors answers that caller
 * (decision 0049). A root field added without a sample below fails here. The access matrix checks the
 * endpoint itself (who may call it at all); this checks each field's data.
 */
const t = await getTestApp();

/** What a caller gets from one field: its data, a GraphQL error with this code, or a refusal of the call. */
type FieldOutcome = 'data' | 'NOT_FOUND' | 'FORBIDDEN' | 401 | 403;

/** The REST rule each field keeps (see ACCESS_RULES), or `content` for what partners read too. */
type FieldRule = 'content' | 'schoolMember' | 'classTeacherRead';

interface FieldSample {
  rule: FieldRule;
  /** The field asked about the world's school A. */
  query: (w: AccessWorld) => string;
  /** The same field about school B's resource: NOT_FOUND for every teacher of school A. */
  foreign?: (w: AccessWorld) => string;
}

const FIELDS: Record<string, FieldSample> = {
  misconceptions: { rule: 'content', query: () => '{ misconceptions { id name } }' },
  misconception: {
    rule: 'content',
    query: (w) => `{ misconception(id: ${w.misconceptionId ?? 1}) { id name } }`,
  },
  school: {
    rule: 'schoolMember',
    query: (w) => `{ school(id: ${w.school.id}) { id classes { id } } }`,
    foreign: (w) => `{ school(id: ${w.otherSchool.id}) { id } }`,
  },
  class: {
    // GET groups/{id}: its teachers and the administrators (the school's other teachers 403).
    rule: 'classTeacherRead',
    query: (w) => `{ class(id: ${w.classA1.id}) { id students { id } } }`,
    foreign: (w) => `{ class(id: ${w.classB1.id}) { id } }`,
  },
  student: {
    rule: 'schoolMember',
    query: (w) =>
      `{ student(schoolId: ${w.school.id}, id: ${w.student.studentId}) { id misconceptions { timesHeld } } }`,
    foreign: (w) =>
      `{ student(schoolId: ${w.otherSchool.id}, id: ${w.otherSchoolStudent.studentId}) { id } }`,
  },
  work: {
    rule: 'schoolMember',
    query: (w) => `{ work(id: ${w.work.id}) { id results { studentId } } }`,
  },
};

const OUTSIDERS = new Set<CallerName>(['pendingTeacher', 'otherSchoolTeacher']);

/** The REST rule's answer to each caller, as the field's outcome. */
function expected(rule: FieldRule, caller: CallerName): FieldOutcome {
  if (caller === 'anonymous') return 401;
  if (caller === 'student' || caller === 'parent') return 403;
  if (caller === 'partner') return rule === 'content' ? 'data' : 'FORBIDDEN';
  if (rule === 'content') return 'data';
  if (OUTSIDERS.has(caller)) return 'NOT_FOUND';
  if (rule === 'classTeacherRead' && caller === 'colleague') return 'FORBIDDEN';
  return 'data';
}

async function outcomeOf(query: string, caller: WorldCaller): Promise<FieldOutcome | string> {
  const res = await t.app.inject({
    method: 'POST',
    url: graphqlPaths.graphql,
    headers: caller.headers,
    payload: { query },
  });
  if (res.statusCode === 401 || res.statusCode === 403) return res.statusCode;
  if (res.statusCode !== 200) return `HTTP ${res.statusCode}: ${res.body.slice(0, 200)}`;
  const body = res.json() as {
    data: Record<string, unknown> | null;
    errors?: Array<{ extensions: { code: string } }>;
  };
  const root = Object.values(body.data ?? {})[0];
  const codes = (body.errors ?? []).map((e) => e.extensions.code);
  if (root !== null && root !== undefined && codes.length === 0) return 'data';
  if (root === null && codes.length > 0 && new Set(codes).size === 1) return codes[0] ?? '';
  return `unexpected ${res.body.slice(0, 200)}`;
}

let w: AccessWorld;
beforeAll(async () => {
  w = await makeAccessWorld(t.app, t.database, t.config);
}, 120_000);

const ROOT_FIELDS = Object.keys(buildSchema(GRAPHQL_SCHEMA).getQueryType()?.getFields() ?? {});

describe('every GraphQL root field answers each caller what its REST call would', () => {
  it('has a sample for every root field of the schema, and none left over', () => {
    expect(ROOT_FIELDS.length).toBeGreaterThan(3);
    expect(ROOT_FIELDS.filter((field) => !FIELDS[field])).toEqual([]);
    expect(Object.keys(FIELDS).filter((field) => !ROOT_FIELDS.includes(field))).toEqual([]);
  });

  for (const field of ROOT_FIELDS) {
    it(`Query.${field}`, async () => {
      const sample = FIELDS[field];
      if (!sample) return expect.fail(`Query.${field} has no sample in graphql-access.api.test.ts`);
      const wrong: string[] = [];
      await Promise.all(
        CALLERS.map(async (name) => {
          const caller = w.callers[name];
          const want = expected(sample.rule, name);
          const got = await outcomeOf(sample.query(w), caller);
          if (got !== want) wrong.push(`${name}: ${got} (expected ${want})`);
          if (want === 'data' && sample.foreign && name !== 'partner') {
            const other = await outcomeOf(sample.foreign(w), caller);
            if (other !== 'NOT_FOUND')
              wrong.push(`${name}: another school's answered ${other} (expected NOT_FOUND)`);
          }
        }),
      );
      expect(wrong.sort()).toEqual([]);
    });
  }
});
