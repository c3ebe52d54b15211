import { expect, type Page, type Route, test } from '@playwright/test';
import { apiHeaders, endedWorkWithAnswers, setWorkForDemoStudent } from './demo-api.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';

/**
 * Issue 11 point 6: a results grid read at a glance. At 1366 × 900 every question of a 20-question
 * piece of work is in view beside the names, the header stays while the page scrolls, and "Live"
 * shows only on open work; at 390 × 844 a card per question replaces the wide grid.
 */

const QUESTIONS = 20;

interface Cells {
  letters: string;
  correct: string;
  answerIds: (number | null)[];
  misconceptionIds: (number | null)[];
  retries: unknown[];
  comments: unknown[];
}
interface CompactGrid {
  work: { name: string; questionCount: number; dueStatus: string | null };
  questions: Array<{ questionId: number; sequence: number; correctCount: number; answeredCount: number }>;
  students: Array<{ firstName: string; lastName: string; cells: Cells }>;
}

async function signInToSchool(page: Page) {
  await signIn(page, 'demo.teacher');
  await expect(page).toHaveURL(/\/\d+$/);
  await dismissCookieBanner(page);
  return new URL(page.url()).pathname.split('/')[1] ?? '';
}

/**
 * The demo's quizzes have at most 12 questions, so the grid's answer is widened to 20: the real
 * work's columns repeated (new ids, the next numbers), as a 20-question piece of work answers.
 */
async function widenTo20(route: Route) {
  const response = await route.fetch();
  const grid = (await response.json()) as CompactGrid;
  const n = grid.questions.length;
  const maxId = Math.max(...grid.questions.map((q) => q.questionId));
  for (let i = n; i < QUESTIONS; i++) {
    const from = grid.questions[i % n];
    if (from) grid.questions.push({ ...from, questionId: maxId + 1 + i, sequence: i + 1 });
  }
  grid.work.questionCount = QUESTIONS;
  const pick = <T>(xs: T[] | string) => Array.from({ length: QUESTIONS }, (_, i) => xs[i % n]);
  for (const s of grid.students) {
    s.cells = {
      letters: pick(s.cells.letters).join(''),
      correct: pick(s.cells.correct).join(''),
      answerIds: pick(s.cells.answerIds) as (number | null)[],
      misconceptionIds: pick(s.cells.misconceptionIds) as (number | null)[],
      retries: [],
      comments: [],
    };
  }
  await route.fulfill({ response, json: grid });
}

test.describe('results grid at 1366 × 900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('every question of a 20-question piece of work is in view, and the header stays while the page scrolls', async ({
    page,
  }) => {
    test.setTimeout(360_000);
    const schoolId = await signInToSchool(page);
    const assignmentId = await endedWorkWithAnswers(page.request, schoolId);
    await page.route(`**/api/v3/assignments/${assignmentId}/insights/teacher*`, widenTo20);
    await page.goto(`/${schoolId}/assignments/${assignmentId}`);
    // The results page and the grid load lazily: generous on two busy cores.
    await expect(page.getByTestId('results-title')).toBeVisible({ timeout: 30_000 });
    const grid = page.getByTestId('results-grid');
    await expect(grid.getByTestId('results-row').first()).toBeVisible();
    // Ended work: nothing will arrive live, so no "Live" line.
    await expect(page.getByTestId('live-status')).toHaveCount(0);

    // Every question header inside the window, and nothing to scroll sideways.
    for (let q = 1; q <= QUESTIONS; q++) {
      const header = grid.getByRole('link', { name: `Q${q}: question ${q} results` });
      await expect(header).toBeInViewport({ ratio: 1 });
    }
    const overflow = await grid.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(1366);
    await expectNoAxeViolations(page);

    // The page scrolls the rows; the header row stays under the app's header.
    const q20 = grid.getByRole('link', { name: `Q${QUESTIONS}: question ${QUESTIONS} results` });
    const before = await q20.boundingBox();
    const rows = await grid.getByTestId('results-row').count();
    expect(rows).toBeGreaterThan(15);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(300);
    await expect(q20).toBeInViewport({ ratio: 1 });
    const after = await q20.boundingBox();
    expect(after?.y).toBeLessThan(before?.y ?? 0);
    expect(after?.y ?? 0).toBeGreaterThanOrEqual(64);
    // The first row's name has gone under the header; a later one is in view.
    await expect(grid.getByTestId('results-row').first()).not.toBeInViewport();
  });

  test('open work shows that it is live', async ({ page, request }) => {
    test.setTimeout(240_000);
    const teacher = await apiHeaders(request, 'demo.teacher');
    const name = `Live grid ${Date.now()}`;
    const assignmentId = await setWorkForDemoStudent(request, teacher, { name, kind: 'Diagnostic' });
    const schoolId = await signInToSchool(page);
    await page.goto(`/${schoolId}/assignments/${assignmentId}`);
    await expect(page.getByTestId('results-title')).toHaveText(name, { timeout: 30_000 });
    await expect(page.getByTestId('live-status')).toHaveText('Live: answers appear as students work');
    await expectNoAxeViolations(page);
  });
});

test.describe('results grid at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a card per question replaces the wide grid', async ({ page }) => {
    test.setTimeout(240_000);
    const schoolId = await signInToSchool(page);
    const assignmentId = await endedWorkWithAnswers(page.request, schoolId);
    const answer = page.waitForResponse((r) =>
      r.url().includes(`/api/v3/assignments/${assignmentId}/insights/teacher`),
    );
    await page.goto(`/${schoolId}/assignments/${assignmentId}`);
    const grid = (await (await answer).json()) as CompactGrid;
    await expect(page.getByTestId('results-title')).toHaveText(grid.work.name, { timeout: 30_000 });
    await expect(page.getByTestId('live-status')).toHaveCount(0);

    // No question columns: the students' figures only, then the cards.
    await expect(page.getByTestId('results-row').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Q1: question 1 results' })).toHaveCount(0);
    const cards = page.getByTestId('question-card');
    await expect(cards).toHaveCount(grid.questions.length);
    const first = grid.questions[0];
    const card = cards.first();
    await expect(card.getByRole('heading', { name: 'Question 1' })).toBeVisible();
    await expect(card.getByTestId('question-card-right')).toHaveText(
      `${first?.correctCount} of ${first?.answeredCount} right`,
    );
    // Each student's answer to the question, named.
    const student = grid.students.find((s) => s.cells.letters[0] !== '-');
    expect(student).toBeDefined();
    const line = card.getByRole('listitem').filter({ hasText: `${student?.firstName} ${student?.lastName}` });
    const right = student?.cells.correct[0] === '1' ? 'right' : 'wrong';
    await expect(
      line.getByRole('button', { name: new RegExp(`^Question 1: ${student?.cells.letters[0]}, ${right}`) }),
    ).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
