import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiHeaders, setWorkForDemoStudent } from './demo-api.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { PHONE } from './viewports.ts';

/**
 * Issue 11 points 1 and 2: a teacher's comment reaches the student (a badge on the work card and a
 * notification), the student reviews their work question by question with the comment beside its
 * question, closed work opens read-only from Done, and the teacher opens the same review from the grid.
 */

const DAY_MS = 86_400_000;

type Headers = Record<string, string>;

/** Plain text (no maths) is compared as it is; text with `$…$` maths is checked where it is shown. */
const plain = (text: string) => !text.includes('$') && !text.includes('\\');

/**
 * demo.student starts the work, answers question 1 with a wrong option that carries a misconception
 * (read from the teacher's view of the question) and hands in, all through the API.
 */
async function answerWronglyAndHandIn(request: APIRequestContext, teacher: Headers, assignmentId: number) {
  const student = await apiHeaders(request, 'demo.student');
  const me = (await (await request.get('/api/v4/users/me', { headers: student })).json()) as {
    user: { firstName: string; lastName: string };
  };
  const started = await request.post(`/api/v3/assignments/${assignmentId}/quiz-sessions`, {
    headers: student,
  });
  expect(started.ok()).toBe(true);
  const session = (await started.json()) as {
    quizSessionId: number;
    questions: Array<{ questionId: number }>;
  };
  const questionId = session.questions[0]?.questionId;
  const question = (await (
    await request.get(`/api/v3/questions/${questionId}`, { headers: teacher })
  ).json()) as {
    stem: string;
    answers: Array<{
      letter: string;
      text: string;
      isCorrect: boolean;
      misconception: { name: string; howToFix: string } | null;
    }>;
  };
  const wrong = question.answers.find((a) => !a.isCorrect && a.misconception);
  const right = question.answers.find((a) => a.isCorrect);
  if (!wrong?.misconception || !right)
    throw new Error(`question ${questionId} has no wrong option with a misconception`);
  const answered = await request.post(`/api/v3/quiz-sessions/${session.quizSessionId}/answers`, {
    headers: student,
    data: { questionId, letter: wrong.letter, timeTakenMs: 20_000, clientAnswerId: crypto.randomUUID() },
  });
  expect(answered.status()).toBe(201);
  const finished = await request.post(`/api/v3/quiz-sessions/${session.quizSessionId}/finish`, {
    headers: student,
  });
  expect(finished.ok()).toBe(true);
  return {
    studentName: `${me.user.firstName} ${me.user.lastName}`,
    wrong: { ...wrong, misconception: wrong.misconception },
    right,
  };
}

async function signInToSchool(page: Page) {
  await signIn(page, 'demo.teacher');
  await expect(page).toHaveURL(/\/\d+$/);
  await dismissCookieBanner(page);
  return new URL(page.url()).pathname.split('/')[1] ?? '';
}

test.describe.configure({ mode: 'serial' });

test.describe('review', () => {
  test('a comment reaches the student, who reviews the work with it; closed work opens read-only; the teacher sees the same review', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(600_000);
    const teacher = await apiHeaders(request, 'demo.teacher');
    const name = `Review journey ${Date.now()}`;
    const assignmentId = await setWorkForDemoStudent(request, teacher, { name, kind: 'Diagnostic' });
    const { studentName, wrong, right } = await answerWronglyAndHandIn(request, teacher, assignmentId);
    const comment = 'Compare the sizes before you choose.';

    // The teacher comments on the answer from its cell: the dialog shows the question and the choice.
    const schoolId = await signInToSchool(page);
    await page.goto(`/${schoolId}/assignments/${assignmentId}`);
    await page
      .getByTestId('results-row')
      .filter({ hasText: studentName })
      .getByRole('button', { name: new RegExp(`^Question 1: ${wrong.letter}`) })
      .click();
    const dialog = page.getByRole('dialog', { name: `Comment for ${studentName}` });
    await expect(dialog.getByTestId('feedback-question')).toContainText('Question 1');
    const chosen = dialog.getByTestId('feedback-chosen');
    await expect(chosen).toContainText(`${studentName} chose ${wrong.letter}`);
    if (plain(wrong.text)) await expect(chosen).toContainText(wrong.text);
    await expect(chosen).toContainText(`The right answer is ${right.letter}`);
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Your comment').fill(comment);
    await dialog.getByRole('button', { name: 'Save comment' }).click();
    await expect(dialog).toBeHidden();

    // The student is told, on their phone: a notification, and a badge on the work card (Done: it was handed in).
    const studentContext = await browser.newContext({ viewport: PHONE });
    const student = await studentContext.newPage();
    try {
      await signIn(student, 'demo.student');
      await expect(student).toHaveURL(/\/student$/);
      await dismissCookieBanner(student);
      const notification = student.getByTestId('student-notification').filter({ hasText: name });
      await expect(notification).toContainText(comment);
      await expect(notification.getByText('New', { exact: true })).toBeVisible();
      await student.getByRole('tab', { name: 'Done' }).click();
      const card = student
        .getByRole('list', { name: 'Done work' })
        .getByRole('listitem')
        .filter({ hasText: name });
      await expect(card.getByTestId('work-comment-badge')).toHaveText('New comment');
      await expectNoAxeViolations(student);

      // The review: the question as asked, the option chosen with its value, the right one, the
      // misconception with how to fix it, and the comment beside that question.
      await card.getByRole('link', { name: `See your results: ${name}` }).click();
      await expect(student).toHaveURL(new RegExp(`/student/work/${assignmentId}$`));
      await expect(student.getByRole('heading', { name: 'Your results', level: 1 })).toBeVisible();
      const first = student.getByTestId('review-question').first();
      await expect(first.getByRole('heading', { name: 'Question 1' })).toBeVisible();
      await expect(first.getByRole('list', { name: 'Options' }).getByRole('listitem')).toHaveCount(4);
      const outcome = first.getByTestId('review-outcome');
      await expect(outcome).toContainText(`You chose ${wrong.letter}`);
      await expect(outcome).toContainText(`The right answer is ${right.letter}`);
      if (plain(wrong.text)) await expect(outcome).toContainText(wrong.text);
      const misconception = first.getByTestId('review-misconception');
      await expect(misconception).toContainText(`What went wrong: ${wrong.misconception.name}`);
      await expect(misconception).toContainText('How to fix it:');
      const shown = first.getByTestId('review-comment');
      await expect(shown).toContainText(comment);
      await expect(shown.getByText('New', { exact: true })).toBeVisible();
      await expect(student.getByTestId('review-question').filter({ hasText: comment })).toHaveCount(1);
      await expectNoAxeViolations(student);

      // Opened: the comment is read, so the card says so without "New".
      await student.getByRole('link', { name: 'Back to your work' }).click();
      await expect(student).toHaveURL(/\/student\?group=Done$/);
      const again = student
        .getByRole('list', { name: 'Done work' })
        .getByRole('listitem')
        .filter({ hasText: name });
      await expect(again.getByTestId('work-comment-badge')).toHaveText('1 comment');

      // Closed work, never started, still opens read-only from Done.
      const closedName = `Closed review ${Date.now()}`;
      await setWorkForDemoStudent(request, teacher, {
        name: closedName,
        kind: 'Diagnostic',
        dates: {
          startDate: new Date(Date.now() - 3 * DAY_MS).toISOString(),
          endDate: new Date(Date.now() - DAY_MS).toISOString(),
        },
      });
      await student.reload();
      const closed = student
        .getByRole('list', { name: 'Done work' })
        .getByRole('listitem')
        .filter({ hasText: closedName });
      // The list is fetched again after the reload (slow on a busy machine).
      await expect(closed.getByText(/^Closed .*, not handed in$/)).toBeVisible({ timeout: 20_000 });
      await closed.getByRole('link', { name: `See your results: ${closedName}` }).click();
      await expect(student.getByRole('heading', { name: 'Your results', level: 1 })).toBeVisible();
      // The work's name under the heading (the page announcer says it too, unseen).
      await expect(student.getByTestId('work-review').getByText(closedName)).toBeVisible();
      await expect(student.getByTestId('review-question').first()).toContainText('Not answered.');
      await expect(student.getByRole('button', { name: 'Submit answer' })).toHaveCount(0);
      await expectNoAxeViolations(student);
    } finally {
      await studentContext.close();
    }

    // The teacher opens the same review from the grid: the student's name links to it.
    await page.goto(`/${schoolId}/assignments/${assignmentId}`);
    await page
      .getByTestId('results-row')
      .filter({ hasText: studentName })
      .getByRole('link', { name: studentName })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${schoolId}/assignments/${assignmentId}/students/\\d+$`));
    await expect(page.getByRole('heading', { name: studentName, level: 1 })).toBeVisible();
    const reviewed = page.getByTestId('review-question').first();
    await expect(reviewed.getByTestId('review-outcome')).toContainText(
      `${studentName.split(' ')[0]} chose ${wrong.letter}`,
    );
    await expect(reviewed.getByTestId('review-misconception')).toContainText(wrong.misconception.name);
    await expect(reviewed.getByTestId('review-comment')).toContainText(comment);
    await expect(reviewed.getByTestId('review-comment')).toContainText(
      `Read by ${studentName.split(' ')[0]}`,
    );
    await expectNoAxeViolations(page);
  });
});
