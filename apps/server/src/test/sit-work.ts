import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { bankLetters } from './bank-letters.ts';
import type { TestApp } from './test-app.ts';

export interface AnswerPattern {
  /** Whether the i-th answer (from 0) is the wrong option: every third (i % 3 === 2) unless given. */
  wrong?: (i: number) => boolean;
  timeTakenMs?: number;
}

/**
 * A student answers questions in a quiz session through the API, as the answer statement stores them:
 * right or wrong by `pattern`, each answer acknowledged (201).
 */
export async function answerQuestions(
  t: TestApp,
  sessionId: number,
  headers: Record<string, string>,
  questionIds: readonly number[],
  pattern: AnswerPattern = {},
) {
  const wrongAt = pattern.wrong ?? ((i: number) => i % 3 === 2);
  for (const [i, questionId] of questionIds.entries()) {
    const { right, wrong } = await bankLetters(t.database, questionId);
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/v3/quiz-sessions/${sessionId}/answers`,
      headers,
      payload: {
        questionId,
        letter: wrongAt(i) ? wrong : right,
        timeTakenMs: pattern.timeTakenMs ?? 9_000,
        clientAnswerId: randomUUID(),
      },
    });
    expect(answered.statusCode).toBe(201);
  }
}

/** A student sits set work through the API: a session, then `answerQuestions`. Answers the session's id. */
export async function sitWork(
  t: TestApp,
  workId: number,
  headers: Record<string, string>,
  questionIds: readonly number[],
  pattern: AnswerPattern = {},
) {
  const session = await t.app.inject({
    method: 'POST',
    url: `/api/v3/assignments/${workId}/quiz-sessions`,
    headers,
  });
  const sessionId = session.json().quizSessionId as number;
  await answerQuestions(t, sessionId, headers, questionIds, pattern);
  return sessionId;
}
