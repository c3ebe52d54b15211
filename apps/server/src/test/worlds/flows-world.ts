import { randomUUID } from 'node:crypto';
import type { FlowItem, FlowResponseResult } from '@mathsight/contract/flows.ts';
import { expect } from 'vitest';
import { bankLetters } from '../bank-letters.ts';
import { defined } from '../defined.ts';
import { makeAssignment, makeSchoolWithClasses } from '../factories.ts';
import { getTestApp } from '../test-app.ts';

/**
 * The world the topic-flow API tests share (flows-*.api.test.ts): set work for one class, the flow
 * calls, and a student answering whatever input waits. Each helper takes the worker's one test app
 * itself, so a test file needs no set-up of its own to use them.
 */

type Headers = Record<string, string>;
export async function inject(method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) {
  const t = await getTestApp();
  return t.app.inject({ method, url, headers, ...(payload && { payload }) });
}

export const create = (headers: Headers, body: object) =>
  inject('POST', '/flow/v1/flow-generator-sessions', headers, body);
export const read = (id: number, headers: Headers) =>
  inject('GET', `/flow/v1/flow-generator-sessions/${id}`, headers);
export const respond = (
  id: number,
  headers: Headers,
  flowItemId: number,
  value: string,
  clientResponseId = randomUUID(),
) =>
  inject('POST', `/flow/v1/flow-generator-sessions/${id}/responses`, headers, {
    flowItemId,
    value,
    clientResponseId,
    timeTakenMs: 9_000,
  });

export const lettersOf = async (questionId: number) => bankLetters((await getTestApp()).database, questionId);

export const questionIdOf = (item: FlowItem) =>
  (JSON.parse(item.text ?? '{}') as { questionId: number }).questionId;

export async function answersOf(assignmentId: number, studentId: number) {
  const t = await getTestApp();
  return t.database.query<{ question_id: number; attempt: number; is_correct: boolean }>(
    'select question_id, attempt, is_correct from student_answers where assignment_id = $1 and student_id = $2 order by id',
    [assignmentId, studentId],
  );
}

/**
 * A school (makeSchoolWithClasses), topic work set for its class A, and class A's first student,
 * who does it.
 */
export async function makeFlowWorld(options: { endDate?: Date; startDate?: Date } = {}) {
  const t = await getTestApp();
  const s = await makeSchoolWithClasses(t.app, t.database.db);
  const work = await makeAssignment(t.database.db, {
    schoolId: s.school.id,
    groupIds: [s.classA.id],
    createdByTeacherId: s.teacher.teacherId,
    ...options,
  });
  return {
    s,
    work,
    student: s.student.headers,
    studentId: defined(s.studentsA[0], 'student 0 of class A').studentId,
  };
}

/** The item a session waits on: always its last one. */
export const waitingOf = (step: { items: FlowItem[] }) => defined(step.items.at(-1), 'a waiting item');

/** Answers the waiting input: right (or wrong on the given questions' first attempt), 4 for confidence, text for reflection. */
export async function answerWaiting(
  id: number,
  headers: Headers,
  waiting: FlowItem,
  wrongFirst: Set<number> = new Set(),
): Promise<FlowResponseResult> {
  let value = '4';
  if (waiting.flowItemType === 'TextInput') value = 'Find a common denominator first';
  if (waiting.flowItemType.startsWith('DiagnosticQuestion')) {
    const q = questionIdOf(waiting);
    const { right, wrong } = await lettersOf(q);
    value = waiting.flowItemType === 'DiagnosticQuestionAnswerInput' && wrongFirst.has(q) ? wrong : right;
  }
  const res = await respond(id, headers, waiting.flowItemId, value);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
