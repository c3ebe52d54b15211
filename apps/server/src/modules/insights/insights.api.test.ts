import { randomUUID } from 'node:crypto';
import {
  type AnswerList,
  type AssignmentMisconceptions,
  type ConsolidatedInsights,
  type GroupInsights,
  type QuestionInsights,
  type ResultsGrid,
  ResultsGridSchema,
  type StudentInsights,
} from '@mathsight/contract/insights.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { makeAnswer, makeAssignment, makeSchoolWithClasses } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const inject = (method: Method, url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

type Option = { letter: 'A' | 'B' | 'C' | 'D'; is_correct: boolean; misconception_id: number | null };
async function optionsOf(questionId: number) {
  return t.database.query<Option>(
    'select letter, is_correct, misconception_id from question_answers where question_id = $1 order by letter',
    [questionId],
  );
}

/** A wrong option carrying a misconception that other bank questions also target. */
async function targetedWrong(questionId: number) {
  const rows = await t.database.query<Option & { others: number }>(
    `select qa.letter, qa.is_correct, qa.misconception_id,
       (select count(*)::int from question_answers o where o.misconception_id = qa.misconception_id and o.question_id <> qa.question_id) as others
     from question_answers qa where qa.question_id = $1 and not qa.is_correct and qa.misconception_id is not null
     order by others desc, qa.letter`,
    [questionId],
  );
  return defined(rows[0], `a targeted wrong option of question ${questionId}`);
}

/**
 * Classes 8A (3 students) and 8B (2), work set for both with the quiz's first three questions:
 * A0 answers q1 right, q2 wrong (with a misconception), q3 right; A1 answers q1 wrong (the same
 * misconception's option on q1, if any) — so A0 holds m2, A1 holds m1; B0 answers q2 wrong too;
 * the rest have not started.
 */
async function setup() {
  const s = await makeSchoolWithClasses(t.app, t.database.db);
  const base = await makeAssignment(t.database.db, {
    schoolId: s.school.id,
    groupIds: [s.classA.id, s.classB.id],
    createdByTeacherId: s.teacher.teacherId,
  });
  const [q1, q2, q3] = base.questionIds as [number, number, number];
  await t.database.query('delete from assignment_questions where assignment_id = $1 and sequence > 3', [
    base.id,
  ]);
  const a = s.studentsA.map((x) => x.studentId) as [number, number, number];
  const b = s.studentsB.map((x) => x.studentId) as [number, number];
  const wrong1 = await targetedWrong(q1);
  const wrong2 = await targetedWrong(q2);
  const common = { schoolId: s.school.id, assignmentId: base.id };
  await makeAnswer(t.database.db, { ...common, studentId: a[0], questionId: q1, correct: true });
  await makeAnswer(t.database.db, {
    ...common,
    studentId: a[0],
    questionId: q2,
    correct: false,
    letter: wrong2.letter,
  });
  await makeAnswer(t.database.db, { ...common, studentId: a[0], questionId: q3, correct: true });
  await makeAnswer(t.database.db, {
    ...common,
    studentId: a[1],
    questionId: q1,
    correct: false,
    letter: wrong1.letter,
  });
  await makeAnswer(t.database.db, {
    ...common,
    studentId: b[0],
    questionId: q2,
    correct: false,
    letter: wrong2.letter,
  });
  return { s, work: base, q: [q1, q2, q3] as const, a, b, wrong1, wrong2 };
}

const grid = async (id: number, headers: Headers, query = '') => {
  const res = await inject('GET', `/api/v3/assignments/${id}/insights/teacher${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  // The route writes the grid without re-checking it (serializeUnchecked): every test checks it here.
  return ResultsGridSchema.parse(res.json());
};

describe('results grid', () => {
  it('counts first attempts per student and question, with class totals', async () => {
    const { s, work, q, a, b, wrong2 } = await setup();
    const g = await grid(work.id, s.teacher.headers);
    expect(g.work).toMatchObject({ assignmentId: work.id, questionCount: 3, canEdit: true });
    expect(g.questions.map((x) => x.questionId)).toEqual([...q]);
    expect(g.students).toHaveLength(5);
    const a0 = defined(
      g.students.find((x) => x.studentId === a[0]),
      'student A0 in the grid',
    );
    expect(a0).toMatchObject({
      status: 'Completed',
      answeredCount: 3,
      correctCount: 2,
      scorePercent: 67,
      completionPercent: 100,
      timeTakenMs: 60_000,
      groupId: s.classA.id,
    });
    // 20 s a question against 30 s expected, everything answered: effort 67, Medium.
    expect(a0.effortPercent).toBe(67);
    expect(a0.effort).toBe('Medium');
    expect(a0.answers.map((c) => [c.questionId, c.isCorrect])).toEqual([
      [q[0], true],
      [q[1], false],
      [q[2], true],
    ]);
    expect(a0.answers[1]).toMatchObject({ letter: wrong2.letter, misconceptionId: wrong2.misconception_id });
    expect(g.students.find((x) => x.studentId === a[2])).toMatchObject({
      status: 'NotStarted',
      answeredCount: 0,
      scorePercent: null,
      effortPercent: null,
      answers: [],
    });
    expect(g.students.find((x) => x.studentId === b[0])).toMatchObject({
      status: 'InProgress',
      scorePercent: 0,
      completionPercent: 33,
    });
    const q2 = defined(g.questions[1], 'the second question in the grid');
    expect(q2).toMatchObject({ answeredCount: 2, correctCount: 0, correctPercent: 0, markCorrected: false });
    expect(q2.optionCounts.find((o) => o.letter === wrong2.letter)?.count).toBe(2);
    expect(g.totals).toMatchObject({
      studentCount: 5,
      notStartedCount: 2,
      inProgressCount: 2,
      completedCount: 1,
      completionPercent: 20,
      answeredCount: 5,
      correctCount: 2,
      averageScorePercent: 40,
    });
  });

  it('narrows to one class, and refuses a class the work was not set for', async () => {
    const { s, work, b } = await setup();
    const g = await grid(work.id, s.teacher.headers, `?groupId=${s.classB.id}`);
    expect(g.groupId).toBe(s.classB.id);
    expect(g.students.map((x) => x.studentId).sort()).toEqual([...b].sort());
    expect(g.totals.answeredCount).toBe(1);
    const other = await inject(
      'GET',
      `/api/v3/assignments/${work.id}/insights/teacher?groupId=${s.otherClass.id}`,
      s.teacher.headers,
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('who may see and change insights', () => {
  it('lets a colleague of the school read, refuses other schools, Pending teachers and students on every call', async () => {
    const { s, work, q, a } = await setup();
    const [firstAnswer] = await t.database.query<{ id: number }>(
      'select id from student_answers where assignment_id = $1 and student_id = $2 order by id limit 1',
      [work.id, a[0]],
    );
    const row = defined(firstAnswer, 'an answer of student A0');
    const reads = [
      `/api/v3/assignments/${work.id}/insights/teacher`,
      `/api/v3/assignments/${work.id}/insights/teacher/export?format=csv`,
      `/api/v3/assignments/${work.id}/insights/students/${a[0]}`,
      `/api/v3/assignments/${work.id}/insights/groups/${s.classA.id}`,
      `/api/v3/assignments/${work.id}/questions/${q[0]}/insights`,
      `/api/v3/assignments/${work.id}/answers`,
      `/api/v3/assignments/${work.id}/misconceptions`,
      `/api/v3/schools/${s.school.id}/consolidated-insights`,
      `/api/v3/quizzes/${work.quizId}/quiz-insights?schoolId=${s.school.id}`,
      `/api/v3/quizzes/${work.quizId}/quiz-insights/questions/${q[0]}?schoolId=${s.school.id}`,
    ];
    const writes: Array<[Method, string, object]> = [
      ['POST', `/api/v3/assignments/${work.id}/fix-assignments`, { misconceptionIds: [1] }],
      ['PUT', `/api/v3/assignments/${work.id}/questions/${q[0]}/mark`, { correctLetter: 'A' }],
      ['PUT', `/api/v3/answers/${row.id}/feedback`, { comment: 'Look again at the signs' }],
      ['DELETE', `/api/v3/answers/${row.id}/feedback`, {}],
    ];
    for (const url of reads) {
      expect((await inject('GET', url, s.colleague.headers)).statusCode, url).toBe(200);
      expect((await inject('GET', url, s.otherTeacher.headers)).statusCode, url).toBe(404);
      expect((await inject('GET', url, s.pending.headers)).statusCode, url).toBe(404);
      expect((await inject('GET', url, s.student.headers)).statusCode, url).toBe(403);
    }
    for (const [method, url, body] of writes) {
      const payload = method === 'DELETE' ? undefined : body;
      expect((await inject(method, url, s.colleague.headers, payload)).statusCode, url).toBe(403);
      expect((await inject(method, url, s.otherTeacher.headers, payload)).statusCode, url).toBe(404);
      expect((await inject(method, url, s.student.headers, payload)).statusCode, url).toBe(403);
    }
    // The school's administrator may change any work.
    const admin = await inject('PUT', `/api/v3/answers/${row.id}/feedback`, s.admin.headers, {
      comment: 'Well done',
    });
    expect(admin.statusCode).toBe(200);
  });
});

describe('mark corrections', () => {
  it('re-marks the answers, recomputes every score, and marks new answers the same way', async () => {
    const { s, work, q, a, b, wrong2 } = await setup();
    const res = await inject(
      'PUT',
      `/api/v3/assignments/${work.id}/questions/${q[1]}/mark`,
      s.teacher.headers,
      {
        correctLetter: wrong2.letter,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ markCorrected: true, changedAnswerCount: 2 });
    const g = await grid(work.id, s.teacher.headers);
    expect(g.questions[1]).toMatchObject({
      correctLetter: wrong2.letter,
      markCorrected: true,
      correctCount: 2,
    });
    expect(g.students.find((x) => x.studentId === a[0])).toMatchObject({
      correctCount: 3,
      scorePercent: 100,
    });
    const a0 = defined(
      g.students.find((x) => x.studentId === a[0]),
      'student A0 in the grid',
    );
    expect(defined(a0.answers[1], 'the second answer of A0').misconceptionId).toBeNull();
    const [progress] = await t.database.query<{ correct_count: number }>(
      'select correct_count from assignment_students where assignment_id = $1 and student_id = $2',
      [work.id, b[0]],
    );
    expect(defined(progress, 'the progress of B0').correct_count).toBe(1);

    // A student answering now, through the one-statement write path, is marked with the correction.
    const student = s.student.headers; // studentsA[0]
    const session = await inject('POST', `/api/v3/assignments/${work.id}/quiz-sessions`, student);
    expect(session.statusCode, session.body).toBe(200);
    await t.database.query('delete from student_answers where assignment_id = $1 and student_id = $2', [
      work.id,
      a[0],
    ]);
    const answered = await inject(
      'POST',
      `/api/v3/quiz-sessions/${(session.json() as { quizSessionId: number }).quizSessionId}/answers`,
      student,
      { questionId: q[1], letter: wrong2.letter, timeTakenMs: 9000, clientAnswerId: randomUUID() },
    );
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json().answer.feedback).toMatchObject({ isCorrect: true, correctLetter: wrong2.letter });
    const [stored] = await t.database.query<{ is_correct: boolean; misconception_id: number | null }>(
      'select is_correct, misconception_id from student_answers where assignment_id = $1 and student_id = $2',
      [work.id, a[0]],
    );
    expect(stored).toEqual({ is_correct: true, misconception_id: null });

    // Giving the bank's letter back removes the correction.
    const bank = defined(
      (await optionsOf(q[1])).find((o) => o.is_correct),
      'the right option of q2',
    ).letter;
    const undo = await inject(
      'PUT',
      `/api/v3/assignments/${work.id}/questions/${q[1]}/mark`,
      s.teacher.headers,
      {
        correctLetter: bank,
      },
    );
    expect(undo.json()).toMatchObject({ markCorrected: false, correctedAt: null });
    const after = await grid(work.id, s.teacher.headers);
    expect(after.questions[1]).toMatchObject({ markCorrected: false, correctCount: 0 });
  });

  it('refuses a question that is not in the work and a letter that is not an option', async () => {
    const { s, work } = await setup();
    const missing = await inject(
      'PUT',
      `/api/v3/assignments/${work.id}/questions/999999/mark`,
      s.teacher.headers,
      {
        correctLetter: 'A',
      },
    );
    expect(missing.statusCode).toBe(404);
    const invalid = await inject(
      'PUT',
      `/api/v3/assignments/${work.id}/questions/${work.questionIds[0]}/mark`,
      s.teacher.headers,
      { correctLetter: 'E' },
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().modelState).toHaveProperty('correctLetter');
  });
});

describe('misconceptions and fix assignments', () => {
  it('ranks misconceptions by holders and sets follow-up work for exactly those students', async () => {
    const { s, work, a, b, wrong2 } = await setup();
    const res = await inject('GET', `/api/v3/assignments/${work.id}/misconceptions`, s.teacher.headers);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as AssignmentMisconceptions;
    const top = defined(list.items[0], 'the top misconception');
    expect(top.misconceptionId).toBe(wrong2.misconception_id);
    expect(top.studentCount).toBe(2);
    expect(top.students.map((x) => x.studentId).sort()).toEqual([a[0], b[0]].sort());
    expect(top.availableQuestionCount).toBeGreaterThan(0);

    const fix = await inject('POST', `/api/v3/assignments/${work.id}/fix-assignments`, s.teacher.headers, {
      misconceptionIds: [top.misconceptionId],
    });
    expect(fix.statusCode, fix.body).toBe(201);
    const created = fix.json() as {
      assignmentId: number;
      name: string;
      students: Array<{ studentId: number }>;
      questions: Array<{ questionId: number }>;
    };
    expect(created.name).toBe(`Fix: ${work.name}`);
    expect(created.students.map((x) => x.studentId).sort()).toEqual([a[0], b[0]].sort());
    expect(created.questions.length).toBeGreaterThan(0);
    expect(created.questions.length).toBeLessThanOrEqual(3);
    for (const { questionId } of created.questions) {
      expect(work.questionIds).not.toContain(questionId);
      const opts = await optionsOf(questionId);
      expect(opts.some((o) => o.misconception_id === top.misconceptionId)).toBe(true);
    }
  });

  it('answers 400 with modelState and saves nothing when the request is wrong', async () => {
    const { s, work, a } = await setup();
    const count = async () =>
      defined(
        (
          await t.database.query<{ n: number }>(
            'select count(*)::int as n from assignments where school_id = $1',
            [s.school.id],
          )
        )[0],
        'a count of work',
      ).n;
    const before = await count();
    const url = `/api/v3/assignments/${work.id}/fix-assignments`;
    const empty = await inject('POST', url, s.teacher.headers, { misconceptionIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().modelState).toHaveProperty('misconceptionIds');
    const [unheldMisconception] = await t.database.query<{ id: number }>(
      'select id from misconceptions where id not in (select misconception_id from student_answers where assignment_id = $1 and misconception_id is not null) order by id limit 1',
      [work.id],
    );
    const unheld = defined(unheldMisconception, 'a misconception nobody holds');
    const notHeld = await inject('POST', url, s.teacher.headers, { misconceptionIds: [unheld.id] });
    expect(notHeld.statusCode).toBe(400);
    expect(notHeld.json().modelState.misconceptionIds).toBeDefined();
    const outsider = await inject('POST', url, s.teacher.headers, {
      misconceptionIds: [unheld.id],
      studentIds: [s.otherStudent.studentId],
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().modelState).toHaveProperty('studentIds');
    const dates = await inject('POST', url, s.teacher.headers, {
      misconceptionIds: [unheld.id],
      studentIds: [a[0]],
      startDate: '2026-03-02T09:00:00Z',
      endDate: '2026-03-01T09:00:00Z',
    });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().modelState).toHaveProperty('endDate');
    expect(await count()).toBe(before);
  });
});

describe('feedback on answers', () => {
  it('stores a comment, shows it in the grid and to the student in their session, and deletes it', async () => {
    const { s, work, a } = await setup();
    const [firstAnswer] = await t.database.query<{ id: number; question_id: number }>(
      'select id, question_id from student_answers where assignment_id = $1 and student_id = $2 order by id limit 1',
      [work.id, a[0]],
    );
    const row = defined(firstAnswer, 'an answer of student A0');
    const url = `/api/v3/answers/${row.id}/feedback`;
    const blank = await inject('PUT', url, s.teacher.headers, { comment: '   ' });
    expect(blank.statusCode).toBe(400);
    const saved = await inject('PUT', url, s.teacher.headers, { comment: 'Check the denominator' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ studentAnswerId: row.id, comment: 'Check the denominator' });

    const g = await grid(work.id, s.teacher.headers);
    const cell = defined(
      g.students.find((x) => x.studentId === a[0]),
      'student A0 in the grid',
    ).answers.find((c) => c.studentAnswerId === row.id);
    expect(cell?.teacherFeedback).toBe('Check the denominator');

    const session = await inject('POST', `/api/v3/assignments/${work.id}/quiz-sessions`, s.student.headers);
    const question = (
      session.json() as {
        questions: Array<{ questionId: number; answers: Array<{ teacherFeedback?: string | null }> }>;
      }
    ).questions.find((x) => x.questionId === row.question_id);
    expect(question?.answers[0]?.teacherFeedback).toBe('Check the denominator');

    const student = await inject(
      'GET',
      `/api/v3/assignments/${work.id}/insights/students/${a[0]}`,
      s.teacher.headers,
    );
    const attempts = (student.json() as StudentInsights).questions.flatMap((x) => x.attempts);
    expect(attempts.find((x) => x.studentAnswerId === row.id)?.feedback?.comment).toBe(
      'Check the denominator',
    );

    expect((await inject('DELETE', url, s.teacher.headers)).statusCode).toBe(204);
    const again = await grid(work.id, s.teacher.headers);
    expect(
      defined(
        again.students.find((x) => x.studentId === a[0]),
        'student A0 in the grid',
      ).answers.find((c) => c.studentAnswerId === row.id)?.teacherFeedback,
    ).toBeNull();
  });
});

describe('insights by student, class and question, the check page, answers and exports', () => {
  it('answers each view from the same answers', async () => {
    const { s, work, q, a, wrong1, wrong2 } = await setup();
    const h = s.teacher.headers;

    const student = (
      await inject('GET', `/api/v3/assignments/${work.id}/insights/students/${a[0]}`, h)
    ).json() as StudentInsights;
    expect(student.student).toMatchObject({ studentId: a[0], correctCount: 2, answeredCount: 3 });
    expect(student.questions).toHaveLength(3);
    const secondQuestion = defined(student.questions[1], 'the second question of A0');
    expect(defined(secondQuestion.attempts[0], 'a first attempt').misconception?.misconceptionId).toBe(
      wrong2.misconception_id,
    );
    expect(student.misconceptions[0]).toMatchObject({ misconceptionId: wrong2.misconception_id, count: 1 });
    const stranger = await inject(
      'GET',
      `/api/v3/assignments/${work.id}/insights/students/${s.otherStudent.studentId}`,
      h,
    );
    expect(stranger.statusCode).toBe(404);

    const group = (
      await inject('GET', `/api/v3/assignments/${work.id}/insights/groups/${s.classA.id}`, h)
    ).json() as GroupInsights;
    expect(group).toMatchObject({ groupId: s.classA.id, code: '8A' });
    expect(group.totals).toMatchObject({ studentCount: 3, answeredCount: 4, correctCount: 2 });
    expect(group.topMisconceptions.map((m) => m.misconceptionId).sort()).toEqual(
      [wrong1.misconception_id, wrong2.misconception_id].sort(),
    );

    const byQuestion = (
      await inject('GET', `/api/v3/assignments/${work.id}/questions/${q[1]}/insights`, h)
    ).json() as QuestionInsights;
    expect(byQuestion).toMatchObject({
      questionId: q[1],
      answeredCount: 2,
      previousQuestionId: q[0],
      nextQuestionId: q[2],
    });
    const chosen = defined(
      byQuestion.options.find((o) => o.letter === wrong2.letter),
      'the chosen wrong option',
    );
    expect(chosen.count).toBe(2);
    expect(chosen.misconception?.howToFix).toBeTruthy();
    expect(byQuestion.notAnswered).toHaveLength(3);

    const answers = (
      await inject(
        'GET',
        `/api/v3/assignments/${work.id}/answers?request.take=2&request.filter.studentId=${a[0]}`,
        h,
      )
    ).json() as AnswerList;
    expect(answers.total).toBe(3);
    expect(answers.items).toHaveLength(2);
    const badFilter = await inject(
      'GET',
      `/api/v3/assignments/${work.id}/answers?request.filter.studentId=x`,
      h,
    );
    expect(badFilter.statusCode).toBe(400);

    const check = (
      await inject('GET', `/api/v3/schools/${s.school.id}/consolidated-insights`, h)
    ).json() as ConsolidatedInsights;
    const recent = defined(
      check.recentWork.find((w) => w.assignmentId === work.id),
      'the work among the recent work',
    );
    expect(recent).toMatchObject({
      studentCount: 5,
      completedCount: 1,
      averageScorePercent: 40,
      questionCount: 3,
    });
    expect(check.mostWrongQuestions[0]).toMatchObject({
      assignmentId: work.id,
      questionId: q[1],
      wrongCount: 2,
    });
    expect(check.topMisconceptions[0]).toMatchObject({
      misconceptionId: wrong2.misconception_id,
      studentCount: 2,
      assignmentIds: [work.id],
    });

    const csv = await inject('GET', `/api/v3/assignments/${work.id}/insights/teacher/export?format=csv`, h);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename=".+-results\.csv"/);
    expect(csv.body.split('\n')[0]).toContain('Last name');
    expect(csv.body).toContain(`${wrong2.letter} ✗`);
    const pdf = await inject('GET', `/api/v3/assignments/${work.id}/insights/teacher/export?format=pdf`, h);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const badFormat = await inject(
      'GET',
      `/api/v3/assignments/${work.id}/insights/teacher/export?format=xls`,
      h,
    );
    expect(badFormat.statusCode).toBe(400);
  });

  it('builds the independent-study grid from practice answers of the caller’s classes', async () => {
    const { s, work, q, a } = await setup();
    const [inserted] = await t.database.query<{ id: number }>(
      `insert into quiz_sessions (school_id, student_id, topic_unit_id, kind) values ($1, $2, null, 'Generic') returning id`,
      [s.school.id, a[2]],
    );
    const session = defined(inserted, 'the inserted quiz session');
    for (const [questionId, correct] of [
      [q[0], true],
      [q[1], false],
    ] as const) {
      const option = defined(
        (await optionsOf(questionId)).find((o) => o.is_correct === correct),
        `a ${correct ? 'right' : 'wrong'} option`,
      );
      await t.database.query(
        `insert into practice_answers (school_id, quiz_session_id, student_id, question_id, answer_id, letter, is_correct,
           misconception_id, time_taken_ms, client_answer_id)
         select $1, $2, $3, qa.question_id, qa.id, qa.letter, qa.is_correct, qa.misconception_id, 15000, $5
         from question_answers qa where qa.question_id = $4 and qa.letter = $6`,
        [s.school.id, session.id, a[2], questionId, randomUUID(), option.letter],
      );
    }
    const res = await inject(
      'GET',
      `/api/v3/quizzes/${work.quizId}/quiz-insights?schoolId=${s.school.id}`,
      s.teacher.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const g = res.json() as ResultsGrid;
    expect(g.work).toMatchObject({ assignmentId: null, quizId: work.quizId, canEdit: false });
    expect(g.students).toHaveLength(1);
    expect(g.students[0]).toMatchObject({
      studentId: a[2],
      answeredCount: 2,
      correctCount: 1,
      status: 'InProgress',
    });
    const missingSchool = await inject(
      'GET',
      `/api/v3/quizzes/${work.quizId}/quiz-insights`,
      s.teacher.headers,
    );
    expect(missingSchool.statusCode).toBe(400);
    const byQuestion = await inject(
      'GET',
      `/api/v3/quizzes/${work.quizId}/quiz-insights/questions/${q[1]}?schoolId=${s.school.id}`,
      s.teacher.headers,
    );
    expect(byQuestion.statusCode, byQuestion.body).toBe(200);
    expect((byQuestion.json() as QuestionInsights).answeredCount).toBe(1);
  });
});
