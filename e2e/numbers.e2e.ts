import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiHeaders, setWorkForDemoStudent } from './demo-api.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';

/**
 * Issue 11 point 7: a score is right answers over the questions in the work, with the share answered
 * beside it (docs/decisions/0013-score-and-effort.md). A student answers the first question of a
 * new piece of work rightly and nothing else; the teacher's screens must not call that 100 %.
 */

interface GridBody {
  questions: Array<{ questionId: number; sequence: number; correctLetter: 'A' | 'B' | 'C' | 'D' }>;
}

/** demo.student, in a context of their own, answers the work's first question rightly through the API. */
async function answerFirstQuestionRightly(
  browser: Browser,
  request: APIRequestContext,
  assignmentId: number,
) {
  const teacher = await apiHeaders(request, 'demo.teacher');
  const grid = (await (
    await request.get(`/api/v3/assignments/${assignmentId}/insights/teacher`, { headers: teacher })
  ).json()) as GridBody;
  const first = grid.questions.find((q) => q.sequence === 1);
  if (!first) throw new Error('the work has no first question');
  const context = await browser.newContext();
  try {
    const student = await apiHeaders(context.request, 'demo.student');
    const started = await context.request.post(`/api/v3/assignments/${assignmentId}/quiz-sessions`, {
      headers: student,
    });
    expect(started.ok()).toBe(true);
    const { quizSessionId } = (await started.json()) as { quizSessionId: number };
    const answered = await context.request.post(`/api/v3/quiz-sessions/${quizSessionId}/answers`, {
      headers: student,
      data: {
        questionId: first.questionId,
        letter: first.correctLetter,
        confidence: 4,
        timeTakenMs: 20_000,
        clientAnswerId: crypto.randomUUID(),
      },
    });
    expect(answered.status()).toBe(201);
    const me = (await (await context.request.get('/api/v4/users/me', { headers: student })).json()) as {
      user: { firstName: string; lastName: string };
    };
    return { questionCount: grid.questions.length, studentName: `${me.user.firstName} ${me.user.lastName}` };
  } finally {
    await context.close();
  }
}

async function signInToSchool(page: Page) {
  await signIn(page, 'demo.teacher');
  await expect(page).toHaveURL(/\/\d+$/);
  await dismissCookieBanner(page);
  return new URL(page.url()).pathname.split('/')[1] ?? '';
}

test.describe('numbers that mean one thing', () => {
  test('one right answer of the work is scored over all its questions, with the share answered beside it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const teacher = await apiHeaders(request, 'demo.teacher');
    const name = `Numbers ${Date.now()}`;
    const assignmentId = await setWorkForDemoStudent(request, teacher, { name, kind: 'TopicPathway' });
    const { questionCount, studentName } = await answerFirstQuestionRightly(browser, request, assignmentId);
    expect(questionCount).toBeGreaterThan(1);
    const score = Math.round(100 / questionCount);

    // The results: the class's score is over the questions set to those who started, not 100 %.
    const schoolId = await signInToSchool(page);
    await page.goto(`/${schoolId}/assignments/${assignmentId}`);
    await expect(page.getByTestId('results-title')).toHaveText(name);
    await expect(page.getByTestId('summary-score')).toHaveText(`${score}% right · ${score}% answered`);
    const row = page.getByTestId('results-row').filter({ hasText: studentName });
    await expect(row.locator('td[data-column="score"]')).toHaveText(`${score}%`);
    await expect(row.locator('td[data-column="completion"]')).toHaveText(`${score}%`);
    await expect(row.locator('td[data-column="effort"]')).toHaveText(/^(Low|Medium|High) · \d+%$/);
    await expectNoAxeViolations(page);

    // Check: the same score, with the share answered, for the same work.
    await page.goto(`/${schoolId}/check`);
    const table = page.getByTestId('recent-work');
    await expect(table).toBeVisible();
    const showAll = page.getByRole('button', { name: /^Show all \d+$/ });
    if (await showAll.isVisible()) await showAll.click();
    const work = table.getByTestId('recent-work-row').filter({ hasText: name });
    await expect(work).toContainText(`${score}% right · ${score}% answered`);
    await expect(work).not.toContainText('100%');
    // After "Show all" a row lies under the pointer; its hover tint is not what this journey checks.
    await page.mouse.move(0, 0);
    await expectNoAxeViolations(page);
  });
});
