import { StudentInsightsSchema } from '@mathsight/contract/insights.ts';
import { StudentAssignmentListSchema } from '@mathsight/contract/quiz-sessions.ts';
import { StudentNotificationListSchema, WorkReviewSchema } from '@mathsight/contract/work-review.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { makeAssignment, signInUser } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { inject, makeInsightsWorld } from '../../test/worlds/insights-world.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;

async function notifications(headers: Headers) {
  const res = await inject('GET', '/api/v3/students/me/notifications', headers);
  expect(res.statusCode, res.body).toBe(200);
  return StudentNotificationListSchema.parse(res.json());
}

/** The student's card for this work, in Upcoming or Done. */
async function myCard(headers: Headers, assignmentId: number) {
  const items = [];
  for (const group of ['Upcoming', 'Done']) {
    const res = await inject('GET', `/api/v3/students/me/assignments?request.filter.group=${group}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    items.push(...StudentAssignmentListSchema.parse(res.json()).items);
  }
  return items.find((x) => x.assignmentId === assignmentId);
}

/**
 * A1's wrong answer to q1 (with a misconception; A1 answered 1 of 3, so has not handed in),
 * commented on by the class teacher; A1 signed in.
 */
async function commentedWorld() {
  const w = await makeInsightsWorld();
  const [answer] = await t.database.query<{ id: number }>(
    'select id from student_answers where assignment_id = $1 and student_id = $2 and question_id = $3',
    [w.work.id, w.a[1], w.q[0]],
  );
  const studentAnswerId = defined(answer, 'A1 answer to q1').id;
  const student = await signInUser(t.app, t.database.db, defined(w.s.studentsA[1], 'A1').userId);
  const saved = await inject('PUT', `/api/v3/answers/${studentAnswerId}/feedback`, w.s.teacher.headers, {
    comment: 'Line up the place values first',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...w, studentAnswerId, student };
}

async function handIn(assignmentId: number, headers: Headers) {
  const session = await inject('POST', `/api/v3/assignments/${assignmentId}/quiz-sessions`, headers);
  expect(session.statusCode, session.body).toBe(200);
  const id = (session.json() as { quizSessionId: number }).quizSessionId;
  const finished = await inject('POST', `/api/v3/quiz-sessions/${id}/finish`, headers);
  expect(finished.statusCode, finished.body).toBe(200);
}

describe('a student reviewing their work', () => {
  it('tells the student of a comment, shows it with the question once handed in, and marks it read', async () => {
    const { s, work, q, wrong1, studentAnswerId, student } = await commentedWorld();

    expect(await myCard(student, work.id)).toMatchObject({ commentCount: 1, unreadCommentCount: 1 });
    const before = await notifications(student);
    expect(before.unreadCount).toBe(1);
    expect(before.items).toEqual([
      expect.objectContaining({
        studentAnswerId,
        assignmentId: work.id,
        questionSequence: 1,
        comment: 'Line up the place values first',
        isRead: false,
      }),
    ]);

    // Before hand-in the review would give the answers away.
    const early = await inject('GET', `/api/v3/assignments/${work.id}/review`, student);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Hand in this work to see your results');

    await handIn(work.id, student);
    const res = await inject('GET', `/api/v3/assignments/${work.id}/review`, student);
    expect(res.statusCode, res.body).toBe(200);
    const review = WorkReviewSchema.parse(res.json());
    expect(review.work).toMatchObject({ assignmentId: work.id, groups: [], canEdit: false });
    expect(review.student).toMatchObject({ status: 'Completed', correctCount: 0, answeredCount: 1 });
    const first = defined(
      review.questions.find((x) => x.questionId === q[0]),
      'q1 in the review',
    );
    expect(first.stem.length).toBeGreaterThan(0);
    expect(first.options).toHaveLength(4);
    const attempt = defined(first.attempts[0], 'the attempt at q1');
    expect(attempt).toMatchObject({ letter: wrong1.letter, isCorrect: false });
    expect(attempt.misconception?.misconceptionId).toBe(wrong1.misconception_id);
    expect(attempt.misconception?.howToFix.length).toBeGreaterThan(0);
    expect(attempt.feedback).toMatchObject({
      comment: 'Line up the place values first',
      readByStudentAt: null,
    });

    const read = await inject('PUT', `/api/v3/assignments/${work.id}/review/read`, student);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ markedCount: 1 });
    expect((await notifications(student)).unreadCount).toBe(0);
    expect(await myCard(student, work.id)).toMatchObject({ commentCount: 1, unreadCommentCount: 0 });
    const again = await inject('PUT', `/api/v3/assignments/${work.id}/review/read`, student);
    expect(again.json()).toEqual({ markedCount: 0 });

    // An edited comment is news again.
    await inject('PUT', `/api/v3/answers/${studentAnswerId}/feedback`, s.teacher.headers, {
      comment: 'Line up the place values, then add',
    });
    expect((await notifications(student)).unreadCount).toBe(1);
  });

  it('opens closed work not handed in, read-only', async () => {
    const { work, student } = await commentedWorld();
    await t.database.query(`update assignments set end_date = now() - interval '1 hour' where id = $1`, [
      work.id,
    ]);
    const res = await inject('GET', `/api/v3/assignments/${work.id}/review`, student);
    expect(res.statusCode, res.body).toBe(200);
    const review = WorkReviewSchema.parse(res.json());
    expect(review.student.completedAt).toBeNull();
    expect(review.questions).toHaveLength(3);
  });

  it('refuses other students (404), teachers (403) and work not set for the student (404)', async () => {
    const { s, work, student } = await commentedWorld();
    await handIn(work.id, student);
    const url = `/api/v3/assignments/${work.id}/review`;
    const otherStudent = await signInUser(t.app, t.database.db, s.otherStudent.userId);
    expect((await inject('GET', url, otherStudent)).statusCode).toBe(404);
    expect((await inject('PUT', `${url}/read`, otherStudent)).statusCode).toBe(404);
    expect((await notifications(otherStudent)).items).toEqual([]);
    // A classmate (A0, who has handed in) sees none of A1's comments.
    expect((await notifications(s.student.headers)).items).toEqual([]);
    expect((await inject('GET', url, s.teacher.headers)).statusCode).toBe(403);

    const forClassmate = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      studentIds: [defined(s.studentsA[0], 'A0').studentId],
      endDate: new Date(Date.now() - 3_600_000),
    });
    const other = await inject('GET', `/api/v3/assignments/${forClassmate.id}/review`, student);
    expect(other.statusCode).toBe(404);
  });
});

describe("a teacher reviewing one student's work", () => {
  it("shows the student's review with the comment to the school's teachers; 404 to another school's", async () => {
    const { s, work, q, a, studentAnswerId } = await commentedWorld();
    const url = `/api/v3/assignments/${work.id}/insights/students/${a[1]}`;
    const res = await inject('GET', url, s.teacher.headers);
    expect(res.statusCode, res.body).toBe(200);
    const review = StudentInsightsSchema.parse(res.json());
    const attempt = review.questions.find((x) => x.questionId === q[0])?.attempts[0];
    expect(attempt?.feedback).toMatchObject({ studentAnswerId, comment: 'Line up the place values first' });
    expect((await inject('GET', url, s.colleague.headers)).statusCode).toBe(200);
    expect((await inject('GET', url, s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await inject('GET', url, s.student.headers)).statusCode).toBe(403);
    const notTheirs = `/api/v3/assignments/${work.id}/insights/students/${s.otherStudent.studentId}`;
    expect((await inject('GET', notTheirs, s.teacher.headers)).statusCode).toBe(404);
  });
});
