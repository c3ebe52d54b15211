import { upnCheckLetter } from '@mathsight/contract/upn.ts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { students, users } from '../../db/schema.ts';
import { makeSchoolWithClasses } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 24 point 6, the import's new checks through the API: a row repeated exactly, a UPN whose
 * check letter is wrong, a year group the class is not for, and names with direction controls or a
 * lone surrogate. validate-import names them by row; an "all" import refuses them and saves nothing;
 * "validOnly" skips their rows.
 */
let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type School = Awaited<ReturnType<typeof makeSchoolWithClasses>>;
const post = (s: School, path: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v3/schools/${s.school.id}/students/${path}`,
    headers: s.admin.headers,
    payload,
  });

const rest = '801200004001';
const good = `${upnCheckLetter(rest)}${rest}`;
// The same digits behind another letter: a check letter that does not match them.
const mistyped = `${good.startsWith('A') ? 'B' : 'A'}${rest}`;

/**
 * The factory's classes 8A and 8B are for Year 8. Rows 2 and 3 are good; 4 repeats 2; 5's UPN has
 * the wrong check letter; 6 is Year 13 in 8A; 7 has a right-to-left override in the first name; 8 a
 * lone surrogate in the last name.
 */
const csv = [
  'UPN,Forename,Surname,Class,Year',
  `${good},Nia,Checkley,8A,Year 8`,
  ',Omar,Checkley,8B,8',
  `${good},Nia,Checkley,8A,Year 8`,
  `${mistyped},Pip,Checkley,8A,8`,
  ',Quinn,Checkley,8A,Year 13',
  ',Ro\u202Egnp.exe,Checkley,8B,8',
  ',Sol,Checkley\uD800,8B,8',
].join('\n');

async function checkleys(schoolId: number) {
  return t.database.db
    .select({ firstName: users.firstName })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(students.schoolId, schoolId), eq(users.lastName, 'Checkley')));
}

describe('the import names repeats, check letters, years and unsafe names by row', () => {
  it('validate-import lists each beside its row', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const res = await post(s, 'validate-import', { csv });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ rowCount: 7, validCount: 2, invalidCount: 5 });
    expect(body.problems).toEqual([
      {
        row: 4,
        field: null,
        code: 'repeatedRow',
        message: 'Repeats row 2 exactly: delete it from the file, or import only the rows without problems',
      },
      {
        row: 5,
        field: 'upn',
        code: 'upnCheckLetter',
        message: `The check letter of ${mistyped} does not match its other characters: one of them is mistyped. Copy it again from the school's records`,
      },
      {
        row: 6,
        field: 'yearGroup',
        code: 'yearNotInClass',
        message: 'Year 13 cannot be in 8A, a class for Year 8: correct the year or the class',
      },
      {
        row: 7,
        field: 'firstName',
        code: 'unsafeText',
        message:
          'Remove the hidden characters that change the direction of the text (such as a right-to-left override)',
      },
      {
        row: 8,
        field: 'lastName',
        code: 'unsafeText',
        message: 'Type this again: it holds a broken character (half of an emoji or symbol)',
      },
    ]);
  });

  it('"all" refuses the file naming the rows and saves nothing; "validOnly" saves the two good rows', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const all = await post(s, 'collection', { csv, mode: 'all' });
    expect(all.statusCode).toBe(400);
    expect(all.json().message).toBe(
      'Nothing was imported: rows 4, 5, 6, 7, 8 have problems. Correct them, or import only the valid rows.',
    );
    expect(all.json().modelState['row 6']).toEqual([
      'Row 6: Year 13 cannot be in 8A, a class for Year 8: correct the year or the class',
    ]);
    expect(await checkleys(s.school.id)).toEqual([]);

    const valid = await post(s, 'collection', { csv, mode: 'validOnly' });
    expect(valid.statusCode, valid.body).toBe(201);
    expect(valid.json()).toMatchObject({ created: 2, skippedRows: [4, 5, 6, 7, 8] });
    expect((await checkleys(s.school.id)).map((r) => r.firstName).sort()).toEqual(['Nia', 'Omar']);
  });
});
