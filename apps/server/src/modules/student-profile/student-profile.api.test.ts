import { randomUUID } from 'node:crypto';
import {
  StudentEffortSchema,
  StudentMisconceptionsSchema,
  StudentPredictionsSchema,
  StudentProfileSchema,
  StudentWorkSchema,
} from '@mathsight/contract/student-profile.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildStudentMisconceptions } from '../../reporting/misconceptions/student-misconceptions-sql.ts';
import { bankLetters } from '../../test/bank-letters.ts';
import { defined } from '../../test/defined.ts';
import { makeAssignment, makeSchoolWithClasses } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type World = Awaited<ReturnType<typeof makeSchoolWithClasses>>;
const base = (w: World, studentId: number, schoolId = w.school.id) =>
  `/api/v3/schools/${schoolId}/students/${studentId}/profile`;
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

/** The first student of class A sits the work, answering each question with the letter given. */
async function sit(
  w: World,
  assignmentId: number,
  answers: ReadonlyArray<{ questionId: number; letter: string }>,
  handIn = false,
) {
  const session = await t.app.inject({
    method: 'POST',
    url: `/api/v3/assignments/${assignmentId}/quiz-sessions`,
    headers: w.student.headers,
  });
  expect(session.statusCode).toBeLessThan(300);
  for (const a of answers) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v3/quiz-sessions/${session.json().quizSessionId}/answers`,
      headers: w.student.headers,
      payload: { ...a, timeTakenMs: 20_000, clientAnswerId: randomUUID() },
    });
    expect(res.statusCode).toBe(201);
  }
  if (handIn) {
    const finish = await t.app.inject({
      method: 'POST',
      url: `/api/v3/quiz-sessions/${session.json().quizSessionId}/finish`,
      headers: w.student.headers,
    });
    expect(finish.statusCode).toBeLessThan(300);
  }
}

/** Twelve questions of one topic (the first quiz's first topic), answered 3 right in 4. */
async function answerATopic(w: World) {
  const [first] = await t.database.query<{ topic_unit_id: number }>(
    `select q.topic_unit_id from quizzes z join quiz_questions zq on zq.quiz_id = z.id join questions q on q.id = zq.question_id
     where z.kind = 'TopicPathway' order by z.id, zq.sequence limit 1`,
  );
  const questions = await t.database.query<{ id: number }>(
    'select id from questions where topic_unit_id = $1 and not retired order by id desc limit 12',
    [defined(first, 'a topic').topic_unit_id],
  );
  const work = await makeAssignment(t.database.db, {
    schoolId: w.school.id,
    groupIds: [w.classA.id],
    questionIds: questions.map((q) => q.id),
    name: 'Earlier practice',
    endDate: new Date(Date.now() + 86_400_000),
  });
  const answers = [];
  for (const [i, q] of questions.entries()) {
    const { right, wrong } = await bankLetters(t.database, q.id);
    answers.push({ questionId: q.id, letter: i % 4 === 3 ? wrong : right });
  }
  await sit(w, work.id, answers, true);
  return { work, topicUnitId: defined(first, 'a topic').topic_unit_id };
}

describe('the student page (issue 14 point 6)', () => {
  it('shows the topics by strand with labels, the work with score and effort, and predictions from 10 answers', async () => {
    const w = await makeSchoolWithClasses(t.app, t.database.db);
    const studentId = defined(w.studentsA[0], 'a student').studentId;
    const { work: earlier, topicUnitId } = await answerATopic(w);
    // Open work on the same quiz, not started: the prediction is for it.
    const open = await makeAssignment(t.database.db, { schoolId: w.school.id, groupIds: [w.classA.id] });

    const res = await get(base(w, studentId), w.teacher.headers);
    expect(res.statusCode).toBe(200);
    const profile = StudentProfileSchema.parse(res.json());
    expect(profile.student).toMatchObject({ studentId, isArchived: false, yearGroup: expect.any(Number) });
    expect(profile.student.classes.map((c) => c.code)).toEqual(['8A']);
    expect(profile.strands).toHaveLength(1);
    const strand = defined(profile.strands[0], 'the strand');
    expect(strand.overall.answerCount).toBe(12);
    const topic = defined(
      strand.topics.find((x) => x.topicUnitId === topicUnitId),
      'the topic',
    );
    expect(topic.answerCount).toBe(12);
    expect(topic.standardError).toBeGreaterThan(0);
    expect(['secure', 'developing', 'not yet']).toContain(topic.label);

    const workRes = await get(`${base(w, studentId)}/work`, w.teacher.headers);
    const work = StudentWorkSchema.parse(workRes.json());
    const done = defined(
      work.items.find((x) => x.assignmentId === earlier.id),
      'the earlier work',
    );
    // 9 of 12 right, all answered, 20 s each (two-thirds of the expected pace): decision 0013.
    expect(done).toMatchObject({
      status: 'Completed',
      answeredCount: 12,
      correctCount: 9,
      scorePercent: 75,
      answeredPercent: 100,
      effortPercent: 67,
      timeTakenMs: 240_000,
    });
    expect(work.items.find((x) => x.assignmentId === open.id)).toMatchObject({
      status: 'NotStarted',
      scorePercent: null,
    });

    const predictions = StudentPredictionsSchema.parse(
      (await get(`${base(w, studentId)}/predictions`, w.teacher.headers)).json(),
    );
    expect(predictions.minimumAnswers).toBe(10);
    // Handed-in work is not predicted; the open work is, from the strand's 12 answers at least.
    expect(predictions.work.map((x) => x.assignmentId)).toEqual([open.id]);
    // As the work's own predicted scores say for this student.
    const perWork = (await get(`/api/v3/assignments/${open.id}/predicted-scores`, w.teacher.headers)).json();
    const mine = perWork.students.find((x: { studentId: number }) => x.studentId === studentId);
    expect(predictions.work[0]).toMatchObject({
      status: mine.status,
      predictedScorePercent: mine.predictedScorePercent,
      lowPercent: mine.lowPercent,
      highPercent: mine.highPercent,
    });
    expect(predictions.topics).toEqual([
      expect.objectContaining({ topicUnitId, status: 'predicted', answerCount: 12 }),
    ]);

    // A classmate without answers: an empty page, and "not enough answers yet".
    const other = defined(w.studentsA[1], 'a classmate').studentId;
    expect(StudentProfileSchema.parse((await get(base(w, other), w.teacher.headers)).json()).strands).toEqual(
      [],
    );
    const theirs = StudentPredictionsSchema.parse(
      (await get(`${base(w, other)}/predictions`, w.teacher.headers)).json(),
    );
    expect(theirs.work.find((x) => x.assignmentId === open.id)).toMatchObject({
      status: 'not enough answers yet',
      predictedScorePercent: null,
    });

    // Effort this term, from the effort rollup: 12 first answers and one piece handed in (12 + 5 points).
    const effort = StudentEffortSchema.parse(
      (await get(`${base(w, studentId)}/effort`, w.teacher.headers)).json(),
    );
    expect(effort.total).toMatchObject({
      questionsAnswered: 12,
      workCompleted: 1,
      retries: 0,
      effortPoints: 17,
    });
    expect(effort.weeks.at(-1)?.effort.effortPoints).toBe(17);
    expect(effort.weeks.reduce((n, x) => n + x.effort.effortPoints, 0)).toBe(17);
    expect(new Set(effort.weeks.map((x) => x.weekStart)).size).toBe(effort.weeks.length);

    const csv = await get(`${base(w, studentId)}/topics/export?format=csv`, w.teacher.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Strand,Topic,Proficiency,Measure (logits),Standard error,Answers,Last answered');
    expect(lines).toHaveLength(1 + 1 + strand.topics.length);
    expect(lines[1]).toBe(
      [
        strand.strand,
        'Whole strand',
        strand.overall.label,
        strand.overall.measure,
        strand.overall.standardError,
        12,
        strand.overall.lastAnsweredAt.slice(0, 10),
      ].join(','),
    );
  });

  it('keeps misconceptions held and fixed as answers arrive, equal to the rebuild', async () => {
    const w = await makeSchoolWithClasses(t.app, t.database.db);
    const studentId = defined(w.studentsA[0], 'a student').studentId;
    // A misconception three current questions offer, with each question's letter for it and its right letter.
    const [m] = await t.database.query<{ misconception_id: number; question_ids: number[] }>(
      `select t.id as misconception_id, (array_agg(distinct qa.question_id order by qa.question_id))[1:3] as question_ids
       from question_answers qa join questions q on q.id = qa.question_id and not q.retired
       cross join lateral unnest(qa.misconception_ids) as t(id)
       where not qa.is_correct group by t.id having count(distinct qa.question_id) >= 3 order by t.id limit 1`,
    );
    const { misconception_id: misconceptionId, question_ids: ids } = defined(m, 'a misconception');
    const letters = await t.database.query<{ question_id: number; held: string; right: string }>(
      `select qa.question_id, min(qa.letter) filter (where $1 = any(qa.misconception_ids)) as held,
         min(qa.letter) filter (where qa.is_correct) as right
       from question_answers qa where qa.question_id = any($2::int[]) group by qa.question_id`,
      [misconceptionId, ids],
    );
    const of = (id: number | undefined) =>
      defined(
        letters.find((l) => l.question_id === id),
        'letters',
      );
    const [q1, q2, q3] = ids;
    const first = await makeAssignment(t.database.db, {
      schoolId: w.school.id,
      groupIds: [w.classA.id],
      questionIds: [defined(q1, 'q1'), defined(q2, 'q2')],
    });
    const second = await makeAssignment(t.database.db, {
      schoolId: w.school.id,
      groupIds: [w.classA.id],
      questionIds: [defined(q3, 'q3')],
    });
    const read = async () =>
      StudentMisconceptionsSchema.parse(
        (await get(`${base(w, studentId)}/misconceptions`, w.teacher.headers)).json(),
      );
    const stored = () =>
      t.database.query(
        'select * from student_misconceptions where school_id = $1 order by student_id, misconception_id',
        [w.school.id],
      );
    const equalsRebuild = async () => {
      const live = await stored();
      await rebuildStudentMisconceptions(t.database.db, { schoolId: w.school.id });
      expect(await stored()).toEqual(live);
    };

    // Held: chose its option.
    await sit(w, first.id, [{ questionId: defined(q1, 'q1'), letter: of(q1).held }]);
    let now = await read();
    expect(now.held.find((x) => x.misconceptionId === misconceptionId)).toMatchObject({
      timesHeld: 1,
      fixedAt: null,
      name: expect.any(String),
    });
    await equalsRebuild();

    // Fixed: right at a question that offered it.
    await sit(w, first.id, [{ questionId: defined(q2, 'q2'), letter: of(q2).right }]);
    now = await read();
    expect(now.held.find((x) => x.misconceptionId === misconceptionId)).toBeUndefined();
    expect(now.fixed.find((x) => x.misconceptionId === misconceptionId)).toMatchObject({
      timesHeld: 1,
      fixedAt: expect.any(String),
    });
    await equalsRebuild();

    // Held again: fixed_at cleared.
    await sit(w, second.id, [{ questionId: defined(q3, 'q3'), letter: of(q3).held }]);
    now = await read();
    expect(now.held.find((x) => x.misconceptionId === misconceptionId)).toMatchObject({
      timesHeld: 2,
      fixedAt: null,
    });
    await equalsRebuild();
  });

  it('is for Confirmed teachers of the school: 403 for students, 404 for other schools and their students', async () => {
    const w = await makeSchoolWithClasses(t.app, t.database.db);
    const studentId = defined(w.studentsA[0], 'a student').studentId;
    for (const tab of [
      '',
      '/misconceptions',
      '/work',
      '/predictions',
      '/effort',
      '/topics/export?format=csv',
    ]) {
      const url = `${base(w, studentId)}${tab}`;
      expect((await get(url, w.teacher.headers)).statusCode).toBe(200);
      // Any Confirmed teacher of the school, as the school's students list; administrators too.
      expect((await get(url, w.colleague.headers)).statusCode).toBe(200);
      expect((await get(url, w.admin.headers)).statusCode).toBe(200);
      expect((await get(url, w.student.headers)).statusCode).toBe(403);
      expect((await get(url, w.pending.headers)).statusCode).toBe(404);
      expect((await get(url, w.otherTeacher.headers)).statusCode).toBe(404);
    }
    // Another school's student through this school, and an unknown student: 404.
    expect((await get(base(w, w.otherStudent.studentId), w.teacher.headers)).statusCode).toBe(404);
    expect((await get(base(w, 999_999_999), w.teacher.headers)).statusCode).toBe(404);
    // This school's student through the other school's teacher's own school: 404.
    expect((await get(base(w, studentId, w.other.id), w.otherTeacher.headers)).statusCode).toBe(404);
  });
});
