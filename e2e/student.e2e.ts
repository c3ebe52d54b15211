import { type APIRequestContext, expect, type Page, type Route, test } from '@playwright/test';
import { apiHeaders, setWorkForDemoStudent } from './demo-api.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';

interface AnswerEvent {
  assignmentId: number;
  questionId: number;
  letter: string;
  attempt: number;
  isCorrect: boolean;
}

/**
 * The work to do: the seed leaves demo.student's open work unstarted, and its open diagnostic quiz
 * (feedback after each question) is the one no other test touches. Only if the seed ever stops
 * providing one does the test set its own, which adds an entry to 7A/Ma1's calendar.
 */
async function workToDo(request: APIRequestContext, teacher: Record<string, string>) {
  const student = await apiHeaders(request, 'demo.student');
  const list = (await (
    await request.get('/api/v3/students/me/assignments', {
      headers: student,
      params: { 'request.filter.group': 'Upcoming' },
    })
  ).json()) as {
    items: Array<{
      assignmentId: number;
      name: string;
      kind: string;
      feedbackMode: string;
      startedAt: string | null;
      dueStatus: string;
    }>;
  };
  const seeded = list.items.find(
    (w) =>
      w.kind === 'DiagnosticQuiz' &&
      w.feedbackMode === 'AfterEachQuestion' &&
      w.startedAt === null &&
      (w.dueStatus === 'Open' || w.dueStatus === 'DueSoon'),
  );
  if (seeded) return { assignmentId: seeded.assignmentId, name: seeded.name };
  const name = `Student journey ${Date.now()}`;
  return { assignmentId: await setWorkForDemoStudent(request, teacher, { name, kind: 'Diagnostic' }), name };
}

/** A teacher's live-answer socket subscribed to one assignment; it collects every answer event. */
async function watchAnswers(
  request: APIRequestContext,
  headers: Record<string, string>,
  assignmentId: number,
) {
  const { token } = (await (await request.get('/api/v3/realtime/token', { headers })).json()) as {
    token: string;
  };
  const base = new URL(test.info().project.use.baseURL ?? '');
  const socket = new WebSocket(`ws://${base.host}/api/v3/realtime?token=${encodeURIComponent(token)}`);
  const events: AnswerEvent[] = [];
  const subscribed = new Promise<void>((resolve, reject) => {
    socket.addEventListener('message', (e) => {
      const message = JSON.parse(String(e.data)) as { type: string; event?: AnswerEvent; message?: string };
      if (message.type === 'subscribed') resolve();
      if (message.type === 'error') reject(new Error(message.message));
      if (message.type === 'answer' && message.event) events.push(message.event);
    });
    socket.addEventListener('error', () => reject(new Error('the realtime socket failed')));
  });
  await new Promise<void>((resolve) => socket.addEventListener('open', () => resolve(), { once: true }));
  socket.send(JSON.stringify({ type: 'subscribe', assignmentId }));
  await subscribed;
  return { events, close: () => socket.close() };
}

/** Chooses an option of the question on screen (the radio is visually hidden; its label is the target). */
async function choose(page: Page, letter: string) {
  await page
    .locator('label')
    .filter({ hasText: `Option ${letter}:` })
    .click();
}

test.describe('the student area', () => {
  test('a student does set work (a wrong answer, its retry, a resend) and hands it in while a teacher watches live', async ({
    page,
    request,
  }) => {
    test.setTimeout(360_000);
    const headers = await apiHeaders(request, 'demo.teacher');
    const { assignmentId, name } = await workToDo(request, headers);
    const live = await watchAnswers(request, headers, assignmentId);

    // The student signs in through the real login page and lands on their work.
    await signIn(page, 'demo.student');
    await expect(page).toHaveURL(/\/student$/);
    // A fresh browser is always asked about cookies; answer before the banner covers a button.
    await expect(page.getByRole('region', { name: 'Cookies on Mathsight' })).toBeVisible();
    await dismissCookieBanner(page);
    await expect(page).toHaveTitle('Your work - Mathsight');
    const upcoming = page.getByRole('list', { name: 'Upcoming work' });
    const card = upcoming.getByRole('listitem').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.getByText('Diagnostic quiz')).toBeVisible();
    await expect(card.getByText(/^Due \w{3} \d{1,2} \w{3}, \d\d:\d\d$/)).toBeVisible();
    await expectNoAxeViolations(page);

    await card.getByRole('button', { name: `Start: ${name}` }).click();
    await expect(page).toHaveURL(/\/quiz-session\/\d+$/);
    await expect(page).toHaveTitle(`${name} - Mathsight`);

    let sent = 0;
    let wrongFirst = 0;
    let retried = false;
    let resent = false;
    let checkedFeedback = false;
    for (let n = 1; n <= 40; n++) {
      const submit = page.getByRole('button', { name: 'Submit answer' });
      const handIn = page.getByRole('button', { name: 'Hand in' });
      await expect(submit.or(handIn)).toBeVisible();
      if (await handIn.isVisible()) break;
      await expect(page.getByText(/^Question \d+ of \d+$/)).toBeVisible();

      // Confidence is asked only when the work says so; it is optional.
      const sure = page.getByRole('radio', { name: '3', exact: true });
      if (n === 1 && (await sure.isVisible())) await sure.check();
      await choose(page, 'A');
      if (n === 2) {
        // The server stores the answer but its reply is lost: the page says it is saving and sends
        // the same clientAnswerId again by itself; the server answers the stored answer, counted once.
        await page.route(
          '**/api/v3/quiz-sessions/*/answers',
          async (route) => {
            await route.fetch();
            await route.abort('connectionreset');
          },
          { times: 1 },
        );
        await submit.click();
        await expect(page.getByText('Saving your answer…')).toBeVisible();
      } else if (n === 3) {
        // The answer never reaches the server, not even after a reload: it is kept in the tab, and
        // sent by itself once the connection is back.
        const refuse = (route: Route) => route.abort('internetdisconnected');
        await page.route('**/api/v3/quiz-sessions/*/answers', refuse);
        await submit.click();
        await expect(page.getByText('Saving your answer…')).toBeVisible();
        await page.reload();
        await expect(page.getByText('Saving your answer…')).toBeVisible();
        await page.unroute('**/api/v3/quiz-sessions/*/answers', refuse);
        resent = true;
      } else {
        await submit.click();
      }
      sent += 1;

      const feedback = page.getByTestId('answer-feedback');
      await expect(feedback).toBeVisible();
      if ((await feedback.getAttribute('data-correct')) === 'false') {
        wrongFirst += 1;
        const tryAgain = page.getByRole('button', { name: 'Try again' });
        await expect(tryAgain).toBeVisible();
        // While the retry is on offer the right letter stays hidden.
        await expect(feedback.getByText(/The right answer is/)).toHaveCount(0);
        if (!checkedFeedback) {
          await expectNoAxeViolations(page);
          checkedFeedback = true;
        }
        if (!retried) {
          await tryAgain.click();
          await expect(page.getByText(/: second try$/)).toBeVisible();
          await choose(page, 'B');
          await page.getByRole('button', { name: 'Submit answer' }).click();
          sent += 1;
          retried = true;
          await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
          const second = page.getByTestId('answer-feedback');
          if ((await second.getAttribute('data-correct')) === 'false')
            await expect(second.getByText(/The right answer is [ACD]\./)).toBeVisible();
        }
      }
      await page.getByRole('button', { name: /^(Next question|Finish)$/ }).click();
    }
    expect(wrongFirst).toBeGreaterThan(0);
    expect(retried).toBe(true);
    expect(resent).toBe(true);

    // Hand in, then the summary.
    await expect(page.getByRole('heading', { name: 'All done!' })).toBeVisible();
    await page.getByRole('button', { name: 'Hand in' }).click();
    // The summary is the review (issue 11): each question as asked, what was chosen and what was right.
    const summary = page.getByTestId('quiz-summary');
    await expect(summary).toBeVisible();
    await expect(summary.getByTestId('review-score')).toHaveText(/^\d+ out of \d+ right \(\d+%\)$/);
    await expect(summary.getByText(/^(Wrong|Right on second try)$/).first()).toBeVisible();
    await expect(summary.getByRole('heading', { name: 'Question by question' })).toBeVisible();
    await expect(summary.getByTestId('review-outcome').first()).toContainText('You chose');
    await expectNoAxeViolations(page);

    // The teacher's socket received one answer event per answer given, the resent one once.
    await expect.poll(() => live.events.filter((e) => e.assignmentId === assignmentId).length).toBe(sent);
    expect(live.events.filter((e) => e.attempt === 2)).toHaveLength(1);

    // Back to the list: the work is now under Done, with its score.
    await summary.getByRole('link', { name: 'Back to your work' }).click();
    await expect(page).toHaveURL(/\/student$/);
    await expect(page.getByRole('list', { name: 'Upcoming work' }).getByText(name)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Done' }).click();
    const done = page
      .getByRole('list', { name: 'Done work' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect(done).toBeVisible();
    await expect(done.getByText(/^Handed in /)).toBeVisible();
    await expect(done.getByTestId('work-score')).toHaveText(/right \(\d+%\)$/);

    // Handed in while still open: the results can be seen again, read-only.
    await done.getByRole('link', { name: `See your results: ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/student/work/${assignmentId}$`));
    await expect(page.getByTestId('work-review')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit answer' })).toHaveCount(0);
    expect(live.events.filter((e) => e.assignmentId === assignmentId)).toHaveLength(sent);
    live.close();
  });

  test('a student practises a topic on their own: questions chosen one at a time, feedback, finish', async ({
    page,
  }) => {
    await signIn(page, 'demo.student');
    await expect(page).toHaveURL(/\/student$/);
    await expect(page.getByRole('region', { name: 'Cookies on Mathsight' })).toBeVisible();
    await dismissCookieBanner(page);
    await page.getByLabel('Find a topic').fill('fractions');
    const topics = page.getByRole('list', { name: 'Topics to practise' });
    await expect(topics.getByRole('listitem').first()).toBeVisible();
    await topics
      .getByRole('button', { name: /^Practise: / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/quiz-session\/\d+$/);

    for (const n of [1, 2]) {
      await expect(page.getByText(`Question ${n}`, { exact: true })).toBeVisible();
      await choose(page, 'C');
      await page.getByRole('button', { name: 'Submit answer' }).click();
      // Practice always says how it went, and never offers a retry.
      const feedback = page.getByTestId('answer-feedback');
      await expect(feedback).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      await page.getByRole('button', { name: /^(Next question|Finish)$/ }).click();
    }
    await page.getByRole('button', { name: 'Finish practice' }).click();
    const summary = page.getByTestId('quiz-summary');
    await expect(summary.getByTestId('summary-score')).toHaveText(/^\d out of 2 right \(\d+%\)$/);
    await expect(summary.getByTestId('summary-question')).toHaveCount(2);
  });

  test('a teacher who opens a quiz-session address is told it is for students', async ({ page }) => {
    await signIn(page, 'demo.teacher');
    await expect(page).toHaveURL(/\/\d+$/);
    await dismissCookieBanner(page);
    await page.goto('/quiz-session/1');
    await expect(page.getByText('Quizzes are answered by students')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  });
});
