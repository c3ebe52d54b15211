import { LEAGUES_OFF_MESSAGE } from '@mathsight/contract/leagues.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { makeClass, makeSchoolWithClasses, makeStudent, signInUser } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

// A fixed week and an earlier one of the same term (Autumn 2026), so the test never depends on today.
const WEEK = '2026-10-12';
const EARLIER = '2026-09-21';
const DAY = '2026-10-14';

async function effort(
  schoolId: number,
  studentId: number,
  weekStart: string,
  counts: { questions?: number; retries?: number; work?: number; ms?: number },
) {
  await t.database.query(
    `insert into student_effort_weeks (student_id, school_id, week_start, questions_answered, retries,
       time_on_task_ms, work_completed) values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      studentId,
      schoolId,
      weekStart,
      counts.questions ?? 0,
      counts.retries ?? 0,
      counts.ms ?? 0,
      counts.work ?? 0,
    ],
  );
}

async function setup() {
  const s = await makeSchoolWithClasses(t.app, t.database.db);
  const [a0, a1, a2] = s.studentsA.map((x) => defined(x, 'a student of class A'));
  const [b0, b1] = s.studentsB.map((x) => defined(x, 'a student of class B'));
  const ids = {
    a0: defined(a0, 'a0').studentId,
    a1: defined(a1, 'a1').studentId,
    a2: defined(a2, 'a2').studentId,
    b0: defined(b0, 'b0').studentId,
    b1: defined(b1, 'b1').studentId,
  };
  const school = s.school.id;
  // This week: a1 12 points (10 answers, 2 retries), a0 and a2 tied on 5 (one piece of work each),
  // b0 20. Earlier in the term: a0 30 more (so a0 leads the term), b1 3.
  await effort(school, ids.a1, WEEK, { questions: 10, retries: 2, ms: 6 * 60_000 });
  await effort(school, ids.a0, WEEK, { work: 1, ms: 60_000 });
  await effort(school, ids.a2, WEEK, { work: 1 });
  await effort(school, ids.b0, WEEK, { questions: 15, work: 1 });
  await effort(school, ids.a0, EARLIER, { questions: 25, work: 1 });
  await effort(school, ids.b1, EARLIER, { questions: 3 });
  return { s, ids, school };
}

const classUrl = (schoolId: number, groupId: number, query = '') =>
  `/api/v3/schools/${schoolId}/leagues/classes/${groupId}?date=${DAY}${query}`;

describe('leagues (issue 14 point 7)', () => {
  it('ranks a class on effort points, ties sharing a rank, for a week or a term', async () => {
    const { s, ids, school } = await setup();
    const week = await get(classUrl(school, s.classA.id), s.colleague.headers);
    expect(week.statusCode).toBe(200);
    const body = week.json();
    expect(body.period).toEqual({
      period: 'week',
      start: WEEK,
      end: '2026-10-19',
      label: 'Week of 12 Oct 2026',
    });
    expect(body.groupName).toBe('8A');
    const ranks = body.students.map((r: { rank: number; studentId: number }) => [r.rank, r.studentId]);
    expect(ranks[0]).toEqual([1, ids.a1]);
    // a0 and a2 tie on 5: both second, in name order.
    expect(ranks.slice(1).map((r: number[]) => r[0])).toEqual([2, 2]);
    expect(
      ranks
        .slice(1)
        .map((r: number[]) => r[1])
        .sort(),
    ).toEqual([ids.a0, ids.a2].sort());
    expect(body.students[0]).toMatchObject({
      effortPoints: 12,
      questionsAnswered: 10,
      retries: 2,
      timeOnTaskMinutes: 6,
      workCompleted: 0,
      classes: ['8A'],
    });

    const term = (await get(classUrl(school, s.classA.id, '&period=term'), s.teacher.headers)).json();
    expect(term.period).toMatchObject({
      period: 'term',
      start: '2026-09-01',
      end: '2027-01-01',
      label: 'Autumn 2026',
    });
    expect(
      term.students.map((r: { rank: number; studentId: number; effortPoints: number }) => [
        r.rank,
        r.studentId,
        r.effortPoints,
      ]),
    ).toEqual([
      [1, ids.a0, 5 + 25 + 5],
      [2, ids.a1, 12],
      [3, ids.a2, 5],
    ]);

    // A week with nothing: everyone on 0, all first.
    const empty = (
      await get(`/api/v3/schools/${school}/leagues/classes/${s.classA.id}?date=2026-12-01`, s.teacher.headers)
    ).json();
    expect(empty.students.map((r: { rank: number }) => r.rank)).toEqual([1, 1, 1]);
  });

  it('ranks the school (with a year filter) and its classes by points per student', async () => {
    const { s, ids, school } = await setup();
    const year7 = await makeClass(t.database.db, school, {
      teacherIds: [s.teacher.teacherId],
      yearGroupId: 8,
      code: '7Q',
    });
    const y7 = await makeStudent(t.database.db, school, year7.id);
    await effort(school, y7.studentId, WEEK, { questions: 50 });

    const all = (await get(`/api/v3/schools/${school}/leagues/school?date=${DAY}`, s.admin.headers)).json();
    expect(all.students.slice(0, 3).map((r: { studentId: number }) => r.studentId)).toEqual([
      y7.studentId,
      ids.b0,
      ids.a1,
    ]);
    expect(all.students).toHaveLength(6);
    expect(all.yearGroups.map((y: { yearGroupId: number }) => y.yearGroupId).sort()).toEqual([8, 9]);
    const year8 = (
      await get(`/api/v3/schools/${school}/leagues/school?date=${DAY}&yearGroupId=9`, s.teacher.headers)
    ).json();
    expect(year8.yearGroupId).toBe(9);
    expect(year8.students.map((r: { studentId: number }) => r.studentId)).not.toContain(y7.studentId);
    expect(year8.students).toHaveLength(5);
    expect(year8.students[0]).toMatchObject({ rank: 1, studentId: ids.b0, classes: ['8B'] });

    const groups = (
      await get(`/api/v3/schools/${school}/leagues/groups?date=${DAY}`, s.teacher.headers)
    ).json();
    expect(
      groups.groups.map(
        (g: { rank: number; name: string; pointsPerStudent: number; studentCount: number }) => [
          g.rank,
          g.name,
          g.pointsPerStudent,
          g.studentCount,
        ],
      ),
    ).toEqual([
      [1, '7Q', 50, 1],
      [2, '8B', 10, 2],
      [3, '8A', 7.3, 3],
    ]);
    expect(groups.groups[2].totals).toMatchObject({
      effortPoints: 22,
      questionsAnswered: 10,
      retries: 2,
      workCompleted: 2,
    });

    const csv = await get(`/api/v3/schools/${school}/leagues/groups/export?date=${DAY}`, s.teacher.headers);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Rank,Class,Year groups,Students,Effort points per student,Effort points,Questions answered,Retries,Time on task (minutes),Work completed',
    );
    expect(lines[3]).toBe('3,8A,Year 8,3,7.3,22,10,2,7,2');
    const classCsv = await get(
      `/api/v3/schools/${school}/leagues/classes/${s.classA.id}/export?date=${DAY}`,
      s.teacher.headers,
    );
    expect(classCsv.body.replace(/^\uFEFF/, '').split('\n')[1]).toMatch(/^1,[^,]+,[^,]+,12,10,2,6,0$/);
  });

  it('refuses another school’s class and what is not the caller’s', async () => {
    const { s, school } = await setup();
    expect((await get(classUrl(school, s.otherClass.id), s.teacher.headers)).statusCode).toBe(404);
    expect((await get(classUrl(s.other.id, s.otherClass.id), s.teacher.headers)).statusCode).toBe(404);
    expect((await get(classUrl(school, s.classA.id), s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await get(classUrl(school, s.classA.id), s.pending.headers)).statusCode).toBe(404);
    expect((await get(classUrl(school, s.classA.id), s.student.headers)).statusCode).toBe(403);
    expect((await get(`/api/v3/students/me/class-league`, s.teacher.headers)).statusCode).toBe(403);
  });

  it('shows a student their class position with the others as first name and initial only', async () => {
    const { s, ids } = await setup();
    const res = await get(`/api/v3/students/me/class-league?date=${DAY}`, s.student.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.classes).toHaveLength(1);
    const league = body.classes[0];
    expect(league).toMatchObject({ groupId: s.classA.id, groupName: '8A', position: 2, of: 3 });
    expect(league.entries.map((e: { rank: number }) => e.rank)).toEqual([1, 2, 2]);
    expect(league.entries.filter((e: { isYou: boolean }) => e.isYou)).toHaveLength(1);
    // No surname of another student anywhere in the answer.
    const others = await t.database.query<{ first_name: string; last_name: string }>(
      `select u.first_name, u.last_name from students st join users u on u.id = st.user_id where st.id = any($1::int[])`,
      [[ids.a1, ids.a2]],
    );
    for (const o of others) {
      expect(res.body).not.toContain(o.last_name);
      expect(res.body).toContain(`${o.first_name} ${o.last_name.charAt(0).toUpperCase()}.`);
    }
    expect(res.body).not.toMatch(/lastName|studentId/);
  });

  it('answers 409 to teachers and students alike when the school turns leagues off', async () => {
    const { s, school } = await setup();
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/schools/${school}/motivational-features`,
      headers: s.admin.headers,
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    for (const [url, headers] of [
      [classUrl(school, s.classA.id), s.teacher.headers],
      [`/api/v3/schools/${school}/leagues/school`, s.admin.headers],
      [`/api/v3/schools/${school}/leagues/groups`, s.colleague.headers],
      [`/api/v3/schools/${school}/leagues/groups/export`, s.colleague.headers],
      ['/api/v3/students/me/class-league', s.student.headers],
    ] as const) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toEqual({ message: LEAGUES_OFF_MESSAGE });
    }
    // Another school's teacher still learns nothing: 404, not "turned off".
    expect((await get(classUrl(school, s.classA.id), s.otherTeacher.headers)).statusCode).toBe(404);
    const student = await signInUser(t.app, t.database.db, defined(s.studentsB[0], 'b0').userId);
    expect((await get('/api/v3/students/me/class-league', student)).statusCode).toBe(409);
  });
});
