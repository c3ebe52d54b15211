import { randomUUID } from 'node:crypto';
import { parentHomePaths } from '@mathsight/contract/parent-home.paths.ts';
import { ChildWeekSchema } from '@mathsight/contract/parent-home.ts';
import { StudentMisconceptionsSchema } from '@mathsight/contract/student-profile.ts';
import { MeResponseSchema } from '@mathsight/contract/users.ts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schools, students, users } from '../../db/schema.ts';
import { bankLetters } from '../../test/bank-letters.ts';
import { defined } from '../../test/defined.ts';
import {
  makeAssignment,
  makeParent,
  makeSchoolWithClasses,
  makeStudent,
  makeUser,
  signInUser,
} from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type World = Awaited<ReturnType<typeof makeSchoolWithClasses>>;
type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

/** The first student of class A sits twelve questions of one topic, mostly wrong, and hands in. */
async function sitMostlyWrong(w: World) {
  const questions = await t.database.query<{ id: number }>(
    `select q.id from questions q where not q.retired and q.topic_unit_id = (
       select q2.topic_unit_id from quizzes z join quiz_questions zq on zq.quiz_id = z.id
       join questions q2 on q2.id = zq.question_id where z.kind = 'TopicPathway' order by z.id, zq.sequence limit 1)
     order by q.id desc limit 12`,
  );
  const work = await makeAssignment(t.database.db, {
    schoolId: w.school.id,
    groupIds: [w.classA.id],
    questionIds: questions.map((q) => q.id),
    name: 'Fractions practice',
    startDate: new Date(Date.now() - 60_000),
    endDate: new Date(Date.now() + 86_400_000),
  });
  const session = await t.app.inject({
    method: 'POST',
    url: `/api/v3/assignments/${work.id}/quiz-sessions`,
    headers: w.student.headers,
  });
  const sessionId = session.json().quizSessionId;
  for (const [i, q] of questions.entries()) {
    const { right, wrong } = await bankLetters(t.database, q.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v3/quiz-sessions/${sessionId}/answers`,
      headers: w.student.headers,
      payload: {
        questionId: q.id,
        letter: i % 4 === 0 ? right : wrong,
        timeTakenMs: 20_000,
        clientAnswerId: randomUUID(),
      },
    });
    expect(res.statusCode).toBe(201);
  }
  await t.app.inject({
    method: 'POST',
    url: `/api/v3/quiz-sessions/${sessionId}/finish`,
    headers: w.student.headers,
  });
  return work;
}

async function parentOf(children: Array<{ studentId: number }>, schoolId: number) {
  const [first, ...more] = children;
  const made = await makeParent(
    t.database.db,
    { studentId: defined(first, 'a child').studentId, schoolId },
    {
      moreChildren: more,
    },
  );
  return { ...made, headers: await signInUser(t.app, t.database.db, made.userId) };
}

async function setFirstName(studentId: number, firstName: string) {
  const [s] = await t.database.db
    .select({ userId: students.userId })
    .from(students)
    .where(eq(students.id, studentId));
  await t.database.db
    .update(users)
    .set({ firstName })
    .where(eq(users.id, defined(s, 'student').userId));
}

describe("the parent's home (issue 27 points 4 and 6)", () => {
  it("users/me with children lists the parent's children and nobody else's", async () => {
    const w = await makeSchoolWithClasses(t.app, t.database.db);
    const a = defined(w.studentsA[0], 'a');
    const b = defined(w.studentsB[0], 'b');
    const parent = await parentOf([a, b], w.school.id);
    const res = await get('/api/v4/users/me?includes=children', parent.headers);
    expect(res.statusCode).toBe(200);
    const me = MeResponseSchema.parse(res.json());
    expect(me.user.userRole).toBe('Parent');
    expect(me.schoolId).toBeNull();
    expect(me.children?.map((c) => c.childId).sort()).toEqual([a.studentId, b.studentId].sort());
    expect(me.children?.[0]).toMatchObject({ schoolId: w.school.id, schoolName: w.school.name });
    // A teacher asking for children gets none.
    const teacher = MeResponseSchema.parse(
      (await get('/api/v4/users/me?includes=children', w.teacher.headers)).json(),
    );
    expect(teacher.children).toEqual([]);
  });

  it("a child's week: work with status and score, topics, misconceptions with help at home, own league place only", async () => {
    const w = await makeSchoolWithClasses(t.app, t.database.db);
    const child = defined(w.studentsA[0], 'the child');
    await setFirstName(defined(w.studentsA[1], 'a classmate').studentId, 'Zebedee');
    const done = await sitMostlyWrong(w);
    const open = await makeAssignment(t.database.db, {
      schoolId: w.school.id,
      groupIds: [w.classA.id],
      name: 'Due Friday',
    });
    const parent = await parentOf([child], w.school.id);
    // The teacher comments on one of the child's answers (check and fix).
    await t.database.query(
      `insert into answer_feedback (student_answer_id, school_id, assignment_id, comment, teacher_id)
       select id, school_id, assignment_id, 'Look again at the denominators.', $3 from student_answers
       where student_id = $1 and assignment_id = $2 order by id limit 1`,
      [child.studentId, done.id, w.teacher.teacherId],
    );

    const res = await get(parentHomePaths.childWeek(child.studentId), parent.headers);
    expect(res.statusCode).toBe(200);
    const week = ChildWeekSchema.parse(res.json());
    expect(week.child.childId).toBe(child.studentId);
    expect(week.work.find((x) => x.assignmentId === done.id)).toMatchObject({
      status: 'done',
      week: 'this',
      answeredCount: 12,
      scorePercent: 25,
      teacherComments: ['Look again at the denominators.'],
    });
    expect(week.work.find((x) => x.assignmentId === open.id)).toMatchObject({
      status: 'open',
      scorePercent: null,
    });

    // The misconceptions are the student page's held ones (the same rollup), each with its help.
    const teacherView = StudentMisconceptionsSchema.parse(
      (
        await get(
          `/api/v3/schools/${w.school.id}/students/${child.studentId}/profile/misconceptions`,
          w.teacher.headers,
        )
      ).json(),
    );
    expect(teacherView.held.length).toBeGreaterThan(0);
    expect(week.misconceptions.map((m) => m.misconceptionId)).toEqual(
      teacherView.held.slice(0, 5).map((m) => m.misconceptionId),
    );
    for (const m of week.misconceptions) expect(m.helpAtHome.length).toBeGreaterThan(40);
    // 3 right of 12 on one topic: the topic is one they are working on (or too few answers to say).
    expect(week.topics.secure).toEqual([]);

    // Leagues on: their own place in class 8A of three, and no other child is named anywhere.
    expect(week.leagues).toEqual([{ groupName: '8A', position: expect.any(Number), of: 3 }]);
    expect(res.body).not.toContain('Zebedee');

    await t.database.db
      .update(schools)
      .set({ motivationalFeaturesEnabled: false })
      .where(eq(schools.id, w.school.id));
    const off = ChildWeekSchema.parse(
      (await get(parentHomePaths.childWeek(child.studentId), parent.headers)).json(),
    );
    expect(off.leagues).toBeNull();
  });

  it('refuses another child, a child of another school, an unlinked parent, an archived child, and non-parents', async () => {
    const w = await makeSchoolWithClasses(t.app, t.database.db);
    const child = defined(w.studentsA[0], 'the child');
    const classmate = defined(w.studentsA[1], 'a classmate');
    const parent = await parentOf([child], w.school.id);
    // A parent of a child in another school.
    const otherParent = await parentOf([w.otherStudent], w.other.id);
    const unlinked = await makeUser(t.database.db, ['Parent']);
    const unlinkedH = await signInUser(t.app, t.database.db, unlinked.id);

    expect((await get(parentHomePaths.childWeek(classmate.studentId), parent.headers)).statusCode).toBe(404);
    expect((await get(parentHomePaths.childWeek(w.otherStudent.studentId), parent.headers)).statusCode).toBe(
      404,
    );
    expect((await get(parentHomePaths.childWeek(child.studentId), otherParent.headers)).statusCode).toBe(404);
    expect((await get(parentHomePaths.childWeek(child.studentId), unlinkedH)).statusCode).toBe(404);
    expect((await get(parentHomePaths.childWeek(999_999_999), parent.headers)).statusCode).toBe(404);
    expect((await get(parentHomePaths.childWeek('x'), parent.headers)).statusCode).toBe(400);
    expect((await get(parentHomePaths.childWeek(child.studentId), w.teacher.headers)).statusCode).toBe(403);
    expect((await get(parentHomePaths.childWeek(child.studentId), w.student.headers)).statusCode).toBe(403);

    // An archived child is no longer the parent's to read, and leaves their users/me.
    await t.database.db.update(students).set({ isArchived: true }).where(eq(students.id, child.studentId));
    expect((await get(parentHomePaths.childWeek(child.studentId), parent.headers)).statusCode).toBe(404);
    const me = MeResponseSchema.parse(
      (await get('/api/v4/users/me?includes=children', parent.headers)).json(),
    );
    expect(me.children).toEqual([]);
  });
});

describe('the weekly parent email switch (issue 27 point 5)', () => {
  it('is off until the parent turns it on', async () => {
    const w = await makeSchoolWithClasses(t.app, t.database.db);
    const child = await makeStudent(t.database.db, w.school.id, w.classA.id);
    const parent = await parentOf([child], w.school.id);
    expect((await get(parentHomePaths.weeklyEmail, parent.headers)).json()).toEqual({ enabled: false });
    const put = await t.app.inject({
      method: 'PUT',
      url: parentHomePaths.weeklyEmail,
      headers: parent.headers,
      payload: { enabled: true },
    });
    expect(put.json()).toEqual({ enabled: true });
    expect((await get(parentHomePaths.weeklyEmail, parent.headers)).json()).toEqual({ enabled: true });
  });
});
