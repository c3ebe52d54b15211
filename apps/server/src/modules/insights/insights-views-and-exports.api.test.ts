import { randomUUID } from 'node:crypto';
import type {
  AnswerList,
  ConsolidatedInsights,
  GroupInsights,
  QuestionInsights,
  StudentInsights,
} from '@mathsight/contract/insights.ts';
import { CompactResultsGridSchema } from '@mathsight/contract/results-grid.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { daysFromNow, makeAssignment, makeSchoolWithClasses } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { inject, makeInsightsWorld, optionsOf } from '../../test/worlds/insights-world.ts';
import { RECENT_WORK_EACH } from './consolidated-sql.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

describe('insights by student, class and question, the check page, answers and exports', () => {
  it('answers each view from the same answers', async () => {
    const { s, work, q, a, wrong1, wrong2 } = await makeInsightsWorld();
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
      // As the grid's totals: over the questions set to those who started.
      averageScorePercent: 22,
      answeredPercent: 56,
      questionCount: 3,
    });
    expect(check.mostWrongQuestions[0]).toMatchObject({
      assignmentId: work.id,
      questionId: q[1],
      wrongCount: 2,
    });
    // Ranked by the share answered wrongly, not the count.
    const shares = check.mostWrongQuestions.map((w) => w.wrongCount / w.answeredCount);
    expect(shares).toEqual([...shares].sort((x, y) => y - x));
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

  it('keeps ended work on the check page however much open work is set after it', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const common = {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      createdByTeacherId: s.teacher.teacherId,
    };
    const ended = await makeAssignment(t.database.db, {
      ...common,
      name: 'Ended last week',
      startDate: daysFromNow(-10),
      endDate: daysFromNow(-3),
    });
    for (let i = 0; i <= RECENT_WORK_EACH; i++) {
      await makeAssignment(t.database.db, {
        ...common,
        name: `Open ${i}`,
        startDate: daysFromNow(-1),
        endDate: daysFromNow(7 + i),
      });
    }
    const check = (
      await inject('GET', `/api/v3/schools/${s.school.id}/consolidated-insights`, s.teacher.headers)
    ).json() as ConsolidatedInsights;
    expect(check.recentWork.filter((w) => w.dueStatus !== 'Ended')).toHaveLength(RECENT_WORK_EACH);
    expect(check.recentWork.find((w) => w.assignmentId === ended.id)?.dueStatus).toBe('Ended');
  });

  it('builds the independent-study grid from practice answers of the caller’s classes', async () => {
    const { s, work, q, a } = await makeInsightsWorld();
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
    const g = CompactResultsGridSchema.parse(res.json());
    expect(g.students[0]?.cells.answerIds).toEqual(g.questions.map(() => null));
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
