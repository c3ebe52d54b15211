import type {
  QuizSession,
  QuizSessionQuestion,
  StudentAnswer,
  SubmitAnswerResponse,
} from '@mathsight/contract/quiz-sessions.ts';
import { describe, expect, it } from 'vitest';
import { answeredOf, currentQuestion, questionLabel, withAnswer } from './session-progress.ts';

function question(questionId: number, sequence: number, answers: StudentAnswer[] = []): QuizSessionQuestion {
  return {
    questionId,
    sequence,
    stem: `Question ${questionId}`,
    diagramSvg: null,
    diagramAlt: null,
    options: (['A', 'B', 'C', 'D'] as const).map((letter, i) => ({
      answerId: questionId * 10 + i,
      letter,
      text: letter,
    })),
    answers,
    canRetry: false,
  };
}

function answer(questionId: number, overrides: Partial<StudentAnswer> = {}): StudentAnswer {
  return {
    studentAnswerId: questionId * 100 + (overrides.attempt ?? 1),
    clientAnswerId: null,
    questionId,
    letter: 'B',
    attempt: 1,
    confidence: null,
    timeTakenMs: 5000,
    answeredAt: '2026-11-23T10:00:00Z',
    feedback: { isCorrect: false, correctLetter: 'C', misconception: null },
    ...overrides,
  };
}

function session(overrides: Partial<QuizSession> = {}): QuizSession {
  return {
    quizSessionId: 7,
    kind: 'TopicPathwayQuiz',
    assignmentId: 3,
    topicUnitId: null,
    name: 'Fractions',
    feedbackMode: 'AfterEachQuestion',
    askConfidence: false,
    endDate: '2026-11-27T16:00:00Z',
    startedAt: '2026-11-23T09:00:00Z',
    finishedAt: null,
    questions: [question(11, 2), question(10, 1), question(12, 3)],
    nextQuestionId: null,
    ...overrides,
  };
}

function response(a: StudentAnswer, overrides: Partial<SubmitAnswerResponse> = {}): SubmitAnswerResponse {
  return { answer: a, created: true, answeredCount: 1, questionCount: 3, nextQuestionId: null, ...overrides };
}

describe('currentQuestion', () => {
  it('starts at the first question in order', () => {
    expect(currentQuestion(session())?.questionId).toBe(10);
  });

  it('resumes at the first question without an answer', () => {
    const s = session({
      questions: [question(10, 1, [answer(10)]), question(11, 2), question(12, 3, [answer(12)])],
    });
    expect(currentQuestion(s)?.questionId).toBe(11);
    expect(questionLabel(s, question(11, 2))).toBe('Question 2 of 3');
  });

  it('has nothing left once every question has an answer', () => {
    const s = session({ questions: [question(10, 1, [answer(10)])] });
    expect(currentQuestion(s)).toBeNull();
    expect(answeredOf(s)).toEqual({ answered: 1, total: 1 });
  });

  it('follows the server in practice, until the bank runs out', () => {
    const practice = session({
      assignmentId: null,
      kind: 'Generic',
      questions: [question(10, 1, [answer(10)]), question(42, 9)],
      nextQuestionId: 42,
    });
    expect(currentQuestion(practice)?.questionId).toBe(42);
    expect(questionLabel(practice, question(42, 9))).toBe('Question 2');
    expect(currentQuestion({ ...practice, nextQuestionId: null })).toBeNull();
  });
});

describe('withAnswer', () => {
  it('adds the stored answer and opens the one retry after a wrong first answer', () => {
    const next = withAnswer(session(), response(answer(10)));
    const q = next.questions.find((x) => x.questionId === 10);
    expect(q?.answers).toHaveLength(1);
    expect(q?.canRetry).toBe(true);
    expect(currentQuestion(next)?.questionId).toBe(11);
  });

  it('never adds a resent answer twice', () => {
    const once = withAnswer(session(), response(answer(10)));
    const twice = withAnswer(once, response(answer(10), { created: false }));
    expect(twice.questions.find((x) => x.questionId === 10)?.answers).toHaveLength(1);
  });

  it('closes the retry once the second attempt is in, and never opens one when right or AtEnd', () => {
    const first = withAnswer(session(), response(answer(10)));
    const second = withAnswer(first, response(answer(10, { attempt: 2, letter: 'C' })));
    expect(second.questions.find((x) => x.questionId === 10)?.canRetry).toBe(false);

    const right = answer(10, { feedback: { isCorrect: true, correctLetter: 'B', misconception: null } });
    expect(withAnswer(session(), response(right)).questions[1]?.canRetry).toBe(false);

    const atEnd = withAnswer(session({ feedbackMode: 'AtEnd' }), response(answer(10, { feedback: null })));
    expect(atEnd.questions.find((x) => x.questionId === 10)?.canRetry).toBe(false);
  });

  it('takes the next practice question from the answer', () => {
    const practice = session({ assignmentId: null, questions: [question(10, 1)], nextQuestionId: 10 });
    expect(withAnswer(practice, response(answer(10), { nextQuestionId: 55 })).nextQuestionId).toBe(55);
  });
});
