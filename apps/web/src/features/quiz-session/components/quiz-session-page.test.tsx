import { quizSessionPaths } from '@mathsight/contract/quiz-sessions.paths.ts';
import type {
  QuizSession,
  QuizSessionQuestion,
  QuizSummary,
  StudentAnswer,
  SubmitAnswerRequest,
} from '@mathsight/contract/quiz-sessions.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { accessRoute } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeToken } from '../../../test/tokens.ts';

const SESSION_ID = 7;

function question(questionId: number, sequence: number): QuizSessionQuestion {
  return {
    questionId,
    sequence,
    stem: `What is question ${questionId}?`,
    diagramSvg: null,
    diagramAlt: null,
    options: (['A', 'B', 'C', 'D'] as const).map((letter, i) => ({
      answerId: questionId * 10 + i,
      letter,
      text: `answer ${letter}`,
    })),
    answers: [],
    canRetry: false,
  };
}

function session(overrides: Partial<QuizSession> = {}): QuizSession {
  return {
    quizSessionId: SESSION_ID,
    kind: 'TopicPathwayQuiz',
    assignmentId: 3,
    topicUnitId: null,
    name: 'Fractions homework',
    feedbackMode: 'AfterEachQuestion',
    askConfidence: true,
    endDate: '2099-01-01T16:00:00Z',
    startedAt: '2026-11-23T09:00:00Z',
    finishedAt: null,
    questions: [question(10, 1), question(11, 2)],
    nextQuestionId: null,
    ...overrides,
  };
}

/**
 * The server's rules for the stub: C is right; feedback only after each question; the same
 * clientAnswerId answers the stored answer (created false).
 */
function answerServer(withFeedback = true) {
  const stored = new Map<string, StudentAnswer>();
  const sent: SubmitAnswerRequest[] = [];
  const handler = (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as SubmitAnswerRequest;
    sent.push(body);
    const again = stored.get(body.clientAnswerId);
    const answer: StudentAnswer = again ?? {
      studentAnswerId: stored.size + 1,
      clientAnswerId: body.clientAnswerId,
      questionId: body.questionId,
      letter: body.letter,
      attempt: body.attempt ?? 1,
      confidence: body.confidence ?? null,
      timeTakenMs: body.timeTakenMs,
      answeredAt: '2026-11-23T10:00:00Z',
      feedback: withFeedback
        ? {
            isCorrect: body.letter === 'C',
            correctLetter: 'C',
            misconception:
              body.letter === 'C'
                ? null
                : { misconceptionId: 5, name: 'Adds the denominators', howToFix: 'Keep the denominator.' },
          }
        : null,
    };
    stored.set(body.clientAnswerId, answer);
    return jsonResponse(again ? 200 : 201, {
      answer,
      created: !again,
      answeredCount: 1,
      questionCount: 2,
      nextQuestionId: null,
    });
  };
  return { handler, sent };
}

const summary: QuizSummary = {
  quizSessionId: SESSION_ID,
  assignmentId: 3,
  completedAt: '2026-11-23T10:05:00Z',
  questionCount: 2,
  answeredCount: 2,
  correctCount: 1,
  scorePercent: 50,
  questions: [
    {
      questionId: 10,
      sequence: 1,
      answered: true,
      isCorrect: false,
      letter: 'A',
      correctLetter: 'C',
      correctOnRetry: true,
      misconception: { misconceptionId: 5, name: 'Adds the denominators', howToFix: 'Keep the denominator.' },
    },
    {
      questionId: 11,
      sequence: 2,
      answered: true,
      isCorrect: true,
      letter: 'C',
      correctLetter: 'C',
      correctOnRetry: false,
      misconception: null,
    },
  ],
  misconceptionsToWorkOn: [
    { misconceptionId: 5, name: 'Adds the denominators', howToFix: 'Keep the denominator.', count: 1 },
  ],
};

function chooseOption(letter: string) {
  fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^Option ${letter}:`) }));
}

beforeEach(() => {
  window.sessionStorage.clear();
  saveRefreshToken(makeToken({ role: ['Student'] }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

describe('/quiz-session/{id}', () => {
  it('asks each question in turn, gives feedback with the one retry, then hands in and sums up', async () => {
    const server = answerServer();
    stubFetch({
      ...accessRoute('Student'),
      [`GET ${quizSessionPaths.quizSession(SESSION_ID)}`]: () => jsonResponse(200, session()),
      [`POST ${quizSessionPaths.answers(SESSION_ID)}`]: server.handler,
      [`POST ${quizSessionPaths.finish(SESSION_ID)}`]: () => jsonResponse(200, summary),
    });
    renderApp(`/quiz-session/${SESSION_ID}`);

    expect(await screen.findByText('Question 1 of 2')).toBeTruthy();
    expect(document.title).toBe('Fractions homework - Mathsight');
    chooseOption('A');
    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));

    // Wrong: the misconception and how to fix it, the right letter kept back while a retry is open.
    expect(await screen.findByRole('heading', { name: 'Not quite' })).toBeTruthy();
    expect(screen.getByText('Adds the denominators')).toBeTruthy();
    expect(screen.getByText('Keep the denominator.')).toBeTruthy();
    expect(screen.queryByText(/The right answer is/)).toBeNull();
    expect(server.sent[0]).toMatchObject({ questionId: 10, letter: 'A', attempt: 1, confidence: 4 });
    expect(server.sent[0]?.clientAnswerId).toMatch(/^[0-9a-f-]{36}$/);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Question 1 of 2: second try')).toBeTruthy();
    // The option already marked wrong cannot be chosen for the second try.
    expect(screen.getByRole('radio', { name: /^Option A:/ })).toHaveProperty('disabled', true);
    expect(screen.getByText('Your first answer: not right')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Option C:/ })).toHaveProperty('disabled', false);
    chooseOption('C');
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByRole('heading', { name: 'Right!' })).toBeTruthy();
    expect(server.sent[1]).toMatchObject({ questionId: 10, letter: 'C', attempt: 2 });
    expect(server.sent[1]?.clientAnswerId).not.toBe(server.sent[0]?.clientAnswerId);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    // Each step that replaces the last takes focus, so it is announced (never the page body).
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Right!' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByText('Question 2 of 2')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Question 2 of 2' }));
    chooseOption('C');
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'All done!' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Hand in' }));
    expect(await screen.findByTestId('summary-score')).toHaveProperty(
      'textContent',
      '1 out of 2 right (50%)',
    );
    expect(document.activeElement?.tagName).toBe('H1');
    expect(screen.getByText('Right on second try')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your work' }).getAttribute('href')).toBe('/student');
    // Every pending answer was stored, so none is left to resend.
    expect(window.sessionStorage.getItem(`mathsight.quiz-session.${SESSION_ID}.pending`)).toBeNull();
  });

  it('keeps an answer whose reply was lost and sends it again by itself with the same clientAnswerId', async () => {
    const server = answerServer(false);
    let failNext = true;
    stubFetch({
      ...accessRoute('Student'),
      [`GET ${quizSessionPaths.quizSession(SESSION_ID)}`]: () =>
        jsonResponse(200, session({ feedbackMode: 'AtEnd', askConfidence: false })),
      [`POST ${quizSessionPaths.answers(SESSION_ID)}`]: (url, init) => {
        // Stored, but the reply never arrives.
        const response = server.handler(url, init);
        if (failNext) {
          failNext = false;
          throw new TypeError('Failed to fetch');
        }
        return response;
      },
    });
    renderApp(`/quiz-session/${SESSION_ID}`);

    await screen.findByText('Question 1 of 2');
    expect(screen.queryByText('How sure are you?')).toBeNull();
    chooseOption('B');
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Saving your answer…')).toBeTruthy();
    expect(window.sessionStorage.getItem(`mathsight.quiz-session.${SESSION_ID}.pending`)).toContain(
      server.sent[0]?.clientAnswerId,
    );

    // AtEnd: no feedback, straight on to the next question once the resend is answered.
    expect(await screen.findByText('Question 2 of 2')).toBeTruthy();
    expect(server.sent).toHaveLength(2);
    expect(server.sent[1]).toEqual(server.sent[0]);
    await waitFor(() =>
      expect(window.sessionStorage.getItem(`mathsight.quiz-session.${SESSION_ID}.pending`)).toBeNull(),
    );
  });

  it('while the server is away (503, then no connection) says it is saving, and sends the answer again until stored, once', async () => {
    const server = answerServer();
    const away = [
      () =>
        new Response(
          JSON.stringify({
            message: 'Mathsight cannot reach its database just now. Please try again in a few seconds.',
          }),
          { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '5' } },
        ),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ];
    const tries: SubmitAnswerRequest[] = [];
    stubFetch({
      ...accessRoute('Student'),
      [`GET ${quizSessionPaths.quizSession(SESSION_ID)}`]: () => jsonResponse(200, session()),
      [`POST ${quizSessionPaths.answers(SESSION_ID)}`]: (url, init) => {
        tries.push(JSON.parse(String(init.body)) as SubmitAnswerRequest);
        const failure = away.shift();
        return failure ? failure() : server.handler(url, init);
      },
    });
    renderApp(`/quiz-session/${SESSION_ID}`);

    await screen.findByText('Question 1 of 2');
    chooseOption('C');
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    const saving = await screen.findByRole('status', { name: /Saving your answer/ });
    expect(saving.textContent).toContain('We’ll keep trying');
    // Calm: no error, nothing to press, the answer kept and fixed while it is being saved.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
    expect(screen.getByRole('radio', { name: /^Option C:/ })).toHaveProperty('disabled', true);
    expect(window.sessionStorage.getItem(`mathsight.quiz-session.${SESSION_ID}.pending`)).toContain(
      tries[0]?.clientAnswerId,
    );

    // The server answers again: the answer is stored, its feedback shows, nothing is left pending.
    expect(await screen.findByRole('heading', { name: 'Right!' }, { timeout: 6000 })).toBeTruthy();
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((t) => t.clientAnswerId)).size).toBe(1);
    expect(tries[2]).toEqual(tries[0]);
    expect(server.sent).toHaveLength(1);
    expect(screen.queryByText('Saving your answer…')).toBeNull();
    expect(window.sessionStorage.getItem(`mathsight.quiz-session.${SESSION_ID}.pending`)).toBeNull();
  });

  it('shows the server’s reason when the work has closed', async () => {
    stubFetch({
      ...accessRoute('Student'),
      [`GET ${quizSessionPaths.quizSession(SESSION_ID)}`]: () => jsonResponse(200, session()),
      [`POST ${quizSessionPaths.answers(SESSION_ID)}`]: () =>
        jsonResponse(409, { message: 'This work closed on 3 March 2026 at 17:00' }),
    });
    renderApp(`/quiz-session/${SESSION_ID}`);
    await screen.findByText('Question 1 of 2');
    chooseOption('A');
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('This work closed on 3 March 2026 at 17:00')).toBeTruthy();
    // Sending it again would be refused again: the way on is back to the list.
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your work' }).getAttribute('href')).toBe('/student');
  });

  it('tells a teacher the page is for students, without asking the server', async () => {
    saveRefreshToken(makeToken({ role: ['Teacher'] }));
    const fetchMock = stubFetch({});
    renderApp(`/quiz-session/${SESSION_ID}`);
    expect(await screen.findByText('Quizzes are answered by students')).toBeTruthy();
    expect(screen.getByText(/Teachers see each student’s answers/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells a parent the page is for students, without speaking of teachers', async () => {
    saveRefreshToken(makeToken({ role: ['Parent'] }));
    const fetchMock = stubFetch({});
    renderApp(`/quiz-session/${SESSION_ID}`);
    expect(await screen.findByText('Quizzes are answered by students')).toBeTruthy();
    expect(screen.getByText(/signed in to their own account/)).toBeTruthy();
    expect(screen.queryByText(/Teachers see/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your home page' }).getAttribute('href')).toBe('/parent');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
