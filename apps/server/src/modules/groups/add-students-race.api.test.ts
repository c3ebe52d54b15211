import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeSchoolWithClasses } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 24 point 6: two teachers adding students of the same name at the same moment (the fuzzer's
 * only 500s) get different usernames. The calls really overlap: Promise.all of app.inject.
 */
let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type School = Awaited<ReturnType<typeof makeSchoolWithClasses>>;
type Added = { items: Array<{ userName: string; studentId: number }> };
type Imported = { students: Array<{ userName: string; studentId: number }> };

/** A surname no other test or worker uses, in letters only, so its username base is itself. */
const surname = () => `Race${[...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

const addNames = (s: School, groupId: number, names: Array<[string, string]>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v3/groups/${groupId}/students`,
    headers: s.teacher.headers,
    payload: { students: names.map(([firstName, lastName]) => ({ firstName, lastName })) },
  });

const importCsv = (s: School, rows: Array<[string, string]>, month = 9) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v3/schools/${s.school.id}/students/collection`,
    headers: s.admin.headers,
    payload: {
      // A date of birth each, so two students of one name are two rows, not one row repeated.
      csv: [
        'Forename,Surname,Class,DOB',
        ...rows.map(
          ([first, last], i) => `${first},${last},8A,0${i + 1}/${String(month).padStart(2, '0')}/2012`,
        ),
      ].join('\n'),
      mode: 'all',
      createMissingClasses: false,
    },
  });

describe('students of the same name added at the same moment', () => {
  it('by name into classes of one school and of two schools: every add 201, every username different', async () => {
    const [s, other] = await Promise.all([
      makeSchoolWithClasses(t.app, t.database.db),
      makeSchoolWithClasses(t.app, t.database.db),
    ]);
    const last = surname();
    const names: Array<[string, string]> = [
      ['Sam', last],
      ['Sam', last],
      ['Ann', last],
    ];
    const responses = await Promise.all([
      addNames(s, s.classA.id, names),
      addNames(s, s.classA.id, names),
      addNames(s, s.classB.id, names),
      addNames(other, other.classA.id, names),
      addNames(other, other.classB.id, names),
    ]);
    for (const res of responses) expect(res.statusCode, res.body).toBe(201);
    const userNames = responses.flatMap((res) => (res.json() as Added).items.map((i) => i.userName));
    expect(userNames).toHaveLength(15);
    expect(new Set(userNames).size).toBe(15);
    const base = `sam.${last.toLowerCase()}`;
    // Ten Sams take the base and its numbers 2 to 10 between them, with no gap and no repeat.
    expect(userNames.filter((u) => u.startsWith('sam.')).sort()).toEqual(
      [base, ...Array.from({ length: 9 }, (_, i) => `${base}${i + 2}`)].sort(),
    );
  });

  it('by import and by name at once, into the same schools: every call succeeds, every username different', async () => {
    const [s, other] = await Promise.all([
      makeSchoolWithClasses(t.app, t.database.db),
      makeSchoolWithClasses(t.app, t.database.db),
    ]);
    const last = surname();
    const rows: Array<[string, string]> = [
      ['Kai', last],
      ['Kai', last],
    ];
    const userNames: string[] = [];
    // Each import locks its school's row while the adds into that school's classes check it: a few
    // rounds, so an order of locks that could deadlock would show (as it did once: a 500).
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all([
        // Born in another month each round: not the students the last round imported.
        importCsv(s, rows, round + 1),
        importCsv(other, rows, round + 1),
        addNames(s, s.classB.id, rows),
        addNames(other, other.classA.id, rows),
        addNames(s, s.classA.id, rows),
      ]);
      for (const res of responses) expect(res.statusCode, res.body).toBe(201);
      const imported = responses.slice(0, 2).map((res) => res.json() as Imported);
      for (const body of imported) userNames.push(...body.students.map((x) => x.userName));
      for (const res of responses.slice(2)) {
        userNames.push(...(res.json() as Added).items.map((x) => x.userName));
      }
      if (round === 0) {
        // Each can sign in with the username their card shows.
        const card = imported[0]?.students[0];
        const stored = await t.database.query<{ user_name: string }>(
          'select u.user_name from students s join users u on u.id = s.user_id where s.id = $1',
          [card?.studentId ?? 0],
        );
        expect(stored[0]?.user_name).toBe(card?.userName);
      }
    }
    expect(userNames).toHaveLength(30);
    expect(new Set(userNames).size).toBe(30);
  });
});
