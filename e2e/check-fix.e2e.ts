import { expect, type Page, test } from '@playwright/test';
import { apiHeaders, endedWorkWithAnswers } from './demo-api.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';

const DAY_MS = 86_400_000;

async function signInToSchool(page: Page) {
  await signIn(page, 'demo.teacher');
  await expect(page).toHaveURL(/\/\d+$/);
  await dismissCookieBanner(page);
  return new URL(page.url()).pathname.split('/')[1] ?? '';
}

/** The numbers in one column of the grid, in row order; students without a value ("–") are left out. */
async function columnNumbers(page: Page, column: string): Promise<number[]> {
  const texts = await page
    .locator(`[data-testid="results-row"] td[data-column="${column}"]`)
    .allTextContents();
  return texts.filter((t) => /\d/.test(t)).map((t) => Number.parseInt(t, 10));
}

test.describe('check and fix', () => {
  test('a teacher checks a finished assignment, sorts and filters it, opens a question and sets follow-up work from it', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const schoolId = await signInToSchool(page);

    // Check: recent work, the questions most answered wrongly, the misconceptions most held.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Check', exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${schoolId}/check$`));
    await expect(page).toHaveTitle('Check - Mathsight');
    await expect(page.getByTestId('recent-work-row').first()).toBeVisible();
    await expect(page.getByTestId('wrong-question').first()).toBeVisible();
    await expect(page.getByTestId('top-misconception').first()).toBeVisible();
    // Off the navigation link just clicked: axe judges the page as it rests, not a hover state.
    await page.mouse.move(700, 10);
    await expectNoAxeViolations(page);

    // A finished assignment of the demo school: results by student (other journeys' new work may
    // fill the first rows, so all of them).
    const showAll = page.getByRole('button', { name: /^Show all/ });
    if (await showAll.isVisible()) await showAll.click();
    // The demo school's own: other journeys' ended work may have no answers to sort.
    const endedId = await endedWorkWithAnswers(page.request, schoolId);
    const finished = page
      .getByTestId('recent-work-row')
      .filter({ has: page.locator(`a[href$="/assignments/${endedId}"]`) });
    const name = (await finished.getByRole('link').textContent()) ?? '';
    await finished.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${schoolId}/assignments/\\d+$`));
    await expect(page.getByTestId('results-title')).toHaveText(name);
    await expect(page).toHaveTitle(`Results: ${name} - Mathsight`);
    await expect(page.getByTestId('results-row').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Both downloads come through the HTTP client with the bearer token.
    for (const format of ['CSV', 'PDF']) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: `Download ${format}` }).click();
      expect((await download).suggestedFilename()).toMatch(new RegExp(`-results\\.${format.toLowerCase()}$`));
    }

    // Sort by score, both ways; students without answers stay last.
    await page.getByTestId('sort-score').click();
    await expect(page.getByRole('columnheader', { name: /Score/ })).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await columnNumbers(page, 'score');
    expect(ascending.length).toBeGreaterThan(3);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await page.getByTestId('sort-score').click();
    await expect(page.getByRole('columnheader', { name: /Score/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const descending = await columnNumbers(page, 'score');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    // Only wrong answers: no right answer is left in the grid.
    const grid = page.getByTestId('results-grid');
    await expect(grid.getByRole('button', { name: /^Question \d+: [A-D], right/ }).first()).toBeAttached();
    await page.getByTestId('answers-filter').click();
    await page.getByRole('option', { name: 'Wrong answers only' }).click();
    await expect(grid.getByRole('button', { name: /^Question \d+: [A-D], right/ })).toHaveCount(0);
    await expect(grid.getByRole('button', { name: /^Question \d+: [A-D], wrong/ }).first()).toBeAttached();
    await expectNoAxeViolations(page);

    // A question: who chose what and why.
    await grid.getByRole('link', { name: 'Q1: question 1 results' }).click();
    await expect(page).toHaveURL(new RegExp(`/${schoolId}/assignments/\\d+/questions/\\d+$`));
    await expect(page.getByTestId('question-title')).toHaveText('Question 1');
    await expect(page.getByRole('heading', { name: 'How students answered' })).toBeVisible();
    await expect(page.getByText('To re-teach it:').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Follow-up work from one of its misconceptions, in two clicks.
    await page.getByRole('link', { name: 'Set follow-up work on this misconception' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${schoolId}/fix/\\d+\\?misconceptionId=\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Fix: ${name}`);
    await expect(page.getByTestId('fix-misconception').getByRole('checkbox', { checked: true })).toHaveCount(
      1,
    );
    await expect(page.getByTestId('fix-summary')).toContainText(/Follow-up work for \d+ students?/);
    await expectNoAxeViolations(page);
    await page.getByTestId('set-fix').click();
    const created = page.getByTestId('fix-created-link');
    await expect(created).toBeVisible();

    // It is in the plan.
    await created.click();
    await expect(page).toHaveURL(new RegExp(`/${schoolId}/plan/\\d+$`));
    await expect(page.getByTestId('assignment-name')).toContainText(`Fix: ${name}`);
    await expect(page.getByRole('link', { name: 'View results' })).toBeVisible();

    // The list of work worth fixing.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Fix', exact: true })
      .click();
    await expect(page).toHaveTitle('Fix - Mathsight');
    await expect(page.getByTestId('fix-candidate').first()).toBeVisible();
    await page.mouse.move(700, 10);
    await expectNoAxeViolations(page);
  });

  test('a student’s answer appears in the teacher’s grid within 2 seconds, without reloading; the teacher comments on it and corrects its mark', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    // Work of our own for 7A/Ma1, open now, so no other test's work is touched.
    const teacher = await apiHeaders(request, 'demo.teacher');
    const me = (await (
      await request.get('/api/v4/users/me?includes=groups', { headers: teacher })
    ).json()) as {
      schoolId: number;
      groups: Array<{ groupId: number; code: string }>;
    };
    const group = me.groups.find((g) => g.code === '7A/Ma1');
    const quizzes = (await (
      await request.get('/api/v3/quizzes?request.take=20', { headers: teacher })
    ).json()) as {
      items: Array<{ quizId: number; kind: string }>;
    };
    const quizId = quizzes.items.find((q) => q.kind === 'TopicPathway')?.quizId;
    const set = await request.post(`/api/v3/quizzes/${quizId}/assignments`, {
      headers: teacher,
      data: {
        schoolId: me.schoolId,
        groupIds: [group?.groupId],
        name: `Live check ${Date.now()}`,
        startDate: new Date(Date.now() - 60_000).toISOString(),
        endDate: new Date(Date.now() + 2 * DAY_MS).toISOString(),
      },
    });
    expect(set.status()).toBe(201);
    const { assignmentId } = (await set.json()) as { assignmentId: number };

    const schoolId = await signInToSchool(page);
    await page.goto(`/${schoolId}/assignments/${assignmentId}`);
    await expect(page.getByTestId('live-status')).toHaveText(/^Live/);

    // The student, in a browser context of their own, answers through the API with their own token.
    const studentContext = await browser.newContext();
    try {
      const student = await apiHeaders(studentContext.request, 'demo.student');
      const studentMe = (await (
        await studentContext.request.get('/api/v4/users/me', { headers: student })
      ).json()) as {
        user: { firstName: string; lastName: string };
      };
      const started = await studentContext.request.post(`/api/v3/assignments/${assignmentId}/quiz-sessions`, {
        headers: student,
      });
      expect(started.ok()).toBe(true);
      const session = (await started.json()) as {
        quizSessionId: number;
        questions: Array<{ questionId: number }>;
      };
      const row = page
        .getByTestId('results-row')
        .filter({ hasText: `${studentMe.user.firstName} ${studentMe.user.lastName}` });
      await expect(row.getByText('–').first()).toBeAttached();

      const answered = await studentContext.request.post(
        `/api/v3/quiz-sessions/${session.quizSessionId}/answers`,
        {
          headers: student,
          data: {
            questionId: session.questions[0]?.questionId,
            letter: 'B',
            timeTakenMs: 15_000,
            clientAnswerId: crypto.randomUUID(),
          },
        },
      );
      expect(answered.status()).toBe(201);
      await expect(row.getByLabel(/^Question 1: B, (right|wrong)/)).toBeAttached({
        timeout: 2_000,
      });
      await expect(row.locator('td[data-column="completion"]')).not.toHaveText('0%');

      // A comment on the answer, from its cell (once the quiet refresh has brought the answer's id).
      await row.getByRole('button', { name: /^Question 1: B/ }).click({ timeout: 10_000 });
      const dialog = page.getByRole('dialog', { name: /^Comment for / });
      await dialog.getByLabel('Your comment').fill('Check which part of the ratio the question asks for.');
      await dialog.getByRole('button', { name: 'Save comment' }).click();
      await expect(dialog).toBeHidden();
      await expect(row.getByRole('button', { name: /^Question 1: B, .*has your comment/ })).toBeAttached();

      // Correcting the mark re-marks the answer: the question's and the student's numbers follow.
      await page.getByTestId('results-grid').getByRole('link', { name: 'Q1: question 1 results' }).click();
      const score = page.getByTestId('question-score');
      await expect(score).toHaveText(/^[01] of 1 right/);
      const wasRight = (await score.textContent())?.startsWith('1 of 1');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Correct the mark' }).click();
      const mark = page.getByRole('dialog', { name: 'Correct the mark of question 1' });
      await mark.getByRole('radio', { name: wasRight ? /^A/ : /^B/ }).check();
      await mark.getByTestId('confirm-mark').click();
      await expect(mark).toBeHidden();
      await expect(score).toHaveText(wasRight ? '0 of 1 right (0%)' : '1 of 1 right (100%)');
      await expect(page.getByText('Mark corrected')).toBeVisible();
      await page.getByRole('link', { name: 'Back to results by student' }).click();
      // A score is over the work's questions (decision 0013): 1 right of them all, not of the 1 answered.
      const oneRight = `${Math.round(100 / session.questions.length)}%`;
      await expect(row.locator('td[data-column="score"]')).toHaveText(wasRight ? '0%' : oneRight);
    } finally {
      await studentContext.close();
    }
  });

  test('independent study: a student practises a topic on their own and the teacher sees it by student and by question', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const teacher = await apiHeaders(request, 'demo.teacher');
    const quizzes = (await (
      await request.get('/api/v3/quizzes?request.take=100', { headers: teacher })
    ).json()) as {
      items: Array<{ quizId: number; kind: string; topicUnitId: number | null; shortCode: string }>;
    };
    const quiz = quizzes.items.filter((q) => q.kind === 'TopicPathway' && q.topicUnitId).at(-1);
    const quizQuestions = (await (
      await request.get(`/api/v3/quizzes/${quiz?.quizId}`, { headers: teacher })
    ).json()) as { questions: Array<{ questionId: number }> };
    const inQuiz = new Set(quizQuestions.questions.map((q) => q.questionId));

    // The student practises the quiz's topic until one of the quiz's own questions has been answered
    // (or the topic's questions run out: the demo term may have had them practise some already).
    const studentContext = await browser.newContext();
    let studentName = '';
    try {
      const student = await apiHeaders(studentContext.request, 'demo.student');
      const studentMe = (await (
        await studentContext.request.get('/api/v4/users/me', { headers: student })
      ).json()) as { user: { firstName: string; lastName: string } };
      studentName = `${studentMe.user.firstName} ${studentMe.user.lastName}`;
      const practice = await studentContext.request.post('/api/v3/dynamic-quiz-sessions', {
        headers: student,
        data: { topicUnitId: quiz?.topicUnitId },
      });
      expect(practice.ok()).toBe(true);
      const session = (await practice.json()) as { quizSessionId: number; nextQuestionId: number | null };
      let next = session.nextQuestionId;
      let hit = false;
      for (let i = 0; i < 60 && next !== null && !hit; i += 1) {
        hit = inQuiz.has(next);
        const answered = await studentContext.request.post(
          `/api/v3/quiz-sessions/${session.quizSessionId}/answers`,
          {
            headers: student,
            data: { questionId: next, letter: 'A', timeTakenMs: 20_000, clientAnswerId: crypto.randomUUID() },
          },
        );
        expect(answered.status()).toBe(201);
        next = ((await answered.json()) as { nextQuestionId: number | null }).nextQuestionId;
      }
    } finally {
      await studentContext.close();
    }

    const schoolId = await signInToSchool(page);
    // From the quiz's page in the library.
    await page.goto(`/${schoolId}/quizzes/${quiz?.shortCode}`);
    await page.getByTestId('independent-study-link').click();
    await expect(page).toHaveURL(new RegExp(`/${schoolId}/independent-study/${quiz?.quizId}$`));
    await expect(page.getByText(/^Independent study ·/)).toBeVisible();
    const row = page.getByTestId('results-row').filter({ hasText: studentName });
    await expect(row).toHaveCount(1);
    await expect(row.getByLabel(/^Question \d+: [A-D], (right|wrong)/).first()).toBeAttached();
    await expectNoAxeViolations(page);
    await page.getByTestId('results-grid').getByRole('link', { name: 'Q1: question 1 results' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/${schoolId}/independent-study/${quiz?.quizId}/questions/\\d+$`),
    );
    await expect(page.getByTestId('question-title')).toHaveText('Question 1');
    await expect(page.getByRole('button', { name: 'Correct the mark' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
