import type { FlowGeneratorSession } from '@mathsight/contract/flows.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { makeUser, signInUser } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import {
  answerWaiting,
  create,
  inject,
  makeFlowWorld,
  read,
  respond,
  waitingOf,
} from '../../test/worlds/flows-world.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

describe('topic flows: who may read them', () => {
  it('a teacher of another school and another student get 404 for a student’s flow', async () => {
    const { s, work, student } = await makeFlowWorld();
    const session: FlowGeneratorSession = (
      await create(student, { kind: 'TopicPathwayQuiz', assignmentId: work.id })
    ).json();
    const id = session.flowGeneratorSessionId;
    expect((await read(id, student)).statusCode).toBe(200);
    expect((await read(id, s.otherTeacher.headers)).statusCode).toBe(404);
    const classmate = await signInUser(
      t.app,
      t.database.db,
      defined(s.studentsA[1], 'student 1 of class A').userId,
    );
    expect((await read(id, classmate)).statusCode).toBe(404);
    expect((await respond(id, classmate, waitingOf(session).flowItemId, '3')).statusCode).toBe(404);
    // And a teacher of another school cannot preview this school's work.
    expect(
      (await create(s.otherTeacher.headers, { kind: 'TopicPathwayQuiz', assignmentId: work.id })).statusCode,
    ).toBe(404);
  });

  it('a teacher of the school reads a student’s lesson, read-only, and finds it from the results grid', async () => {
    const { s, work, student, studentId } = await makeFlowWorld();
    const started: FlowGeneratorSession = (
      await create(student, { kind: 'TopicPathwayQuiz', assignmentId: work.id, template: 'default' })
    ).json();
    const id = started.flowGeneratorSessionId;
    await answerWaiting(id, student, waitingOf(started));
    const own: FlowGeneratorSession = (await read(id, student)).json();
    expect(own).toMatchObject({ isReview: false, learnerName: null });

    for (const teacher of [s.teacher.headers, s.colleague.headers]) {
      const res = await read(id, teacher);
      expect(res.statusCode, res.body).toBe(200);
      const review: FlowGeneratorSession = res.json();
      expect(review).toMatchObject({ isReview: true, learnerName: 'Alex Morgan', userId: own.userId });
      expect(review.items.map((i) => i.flowItemId)).toEqual(own.items.map((i) => i.flowItemId));
    }
    // Reading is all: the waiting input is the student's to answer.
    const waiting = waitingOf(own);
    expect((await respond(id, s.teacher.headers, waiting.flowItemId, '3')).statusCode).toBe(404);
    // A Pending teacher of the school is not yet a reader of its work.
    expect((await read(id, s.pending.headers)).statusCode).toBe(404);

    const grid = (
      await inject('GET', `/api/v3/assignments/${work.id}/insights/teacher`, s.teacher.headers)
    ).json() as { students: Array<{ studentId: number; lessonFlowId: number | null }> };
    const rows = new Map(grid.students.map((r) => [r.studentId, r.lessonFlowId]));
    expect(rows.get(studentId)).toBe(id);
    expect(rows.get(defined(s.studentsA[1], 'student 1 of class A').studentId)).toBeNull();
  });

  it('a teacher’s preview stays theirs: another teacher of the school gets 404', async () => {
    const { s, work } = await makeFlowWorld();
    const preview: FlowGeneratorSession = (
      await create(s.teacher.headers, { kind: 'TopicPathwayQuiz', assignmentId: work.id })
    ).json();
    expect(preview.isPreview).toBe(true);
    expect((await read(preview.flowGeneratorSessionId, s.colleague.headers)).statusCode).toBe(404);
  });

  it('a parent cannot open a flow (403)', async () => {
    const parent = await makeUser(t.database.db, ['Parent']);
    const headers = await signInUser(t.app, t.database.db, parent.id);
    expect((await create(headers, { kind: 'Generic', topicPathwayQuizId: 1 })).statusCode).toBe(403);
  });

  it('signed out is 401', async () => {
    expect((await create({}, { kind: 'Generic', topicPathwayQuizId: 1 })).statusCode).toBe(401);
  });
});
