import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiHeaders, demoClass, setWorkForDemoStudent } from './demo-api.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { PHONE } from './viewports.ts';

const SHOTS = 'test-results';
const DAY_MS = 86_400_000;

type FlowItem = { flowItemId: number; flowItemType: string };

/**
 * demo.student starts the work as a lesson through the flows API, as the student area does, says how
 * confident they are and answers the first question with A, whether right or not: a lesson in progress.
 */
async function studentStartsLesson(request: APIRequestContext, assignmentId: number) {
  const headers = await apiHeaders(request, 'demo.student');
  const created = await request.post('/flow/v1/flow-generator-sessions', {
    headers,
    data: { kind: 'TopicPathwayQuiz', assignmentId },
  });
  expect(created.status()).toBe(201);
  const session = (await created.json()) as { flowGeneratorSessionId: number; items: FlowItem[] };
  let waiting = session.items.at(-1);
  for (const value of ['4', 'A']) {
    if (!waiting) throw new Error('no input waiting');
    const res = await request.post(
      `/flow/v1/flow-generator-sessions/${session.flowGeneratorSessionId}/responses`,
      {
        headers,
        data: { flowItemId: waiting.flowItemId, value, clientResponseId: randomUUID(), timeTakenMs: 20_000 },
      },
    );
    expect(res.status()).toBe(200);
    waiting = ((await res.json()) as { items: FlowItem[] }).items.at(-1);
  }
  const me = (await (await request.get('/api/v4/users/me', { headers })).json()) as {
    user: { firstName: string; lastName: string };
  };
  return `${me.user.lastName}, ${me.user.firstName}`;
}

/** Clicks an Export CSV button and answers the file's lines (without the byte-order mark) and its name. */
async function downloadCsv(page: Page, buttonName: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName }).click();
  const download = await downloading;
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  return { lines: text.trim().split(/\r?\n/), name: download.suggestedFilename() };
}

test.describe('lesson progress and the routine', () => {
  test('a teacher follows a class through a lesson, exports it, and reads the retrieval-practice routine', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const teacher = await apiHeaders(request, 'demo.teacher');
    const { schoolId, groupId } = await demoClass(request, teacher);
    const name = `Lesson progress ${Date.now()}`;
    const assignmentId = await setWorkForDemoStudent(request, teacher, { name, kind: 'TopicPathway' });
    const studentName = await studentStartsLesson(request, assignmentId);

    await signIn(page, 'demo.teacher');
    await dismissCookieBanner(page);

    // From the reports index: the Lessons card, then the class and the work.
    await page.goto(`/${schoolId}/reports`);
    await page.getByRole('main').getByRole('link', { name: 'Lessons', exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${schoolId}/reports/lesson-progress`));
    await expect(page).toHaveTitle('Lesson progress - Mathsight');
    await page.goto(`/${schoolId}/reports/lesson-progress?groupId=${groupId}`);
    const work = page.getByRole('combobox', { name: 'Work' });
    await expect(work).toBeVisible({ timeout: 60_000 });
    await work.click();
    await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByTestId('lesson-progress-summary')).toContainText(name);

    const table = page.getByRole('table', { name: 'Lesson progress in 7A/Ma1' });
    const row = table.getByTestId('lesson-progress-row').filter({ hasText: studentName });
    await expect(row).toContainText('In progress');
    await expect(row).toContainText(/Question 1 of \d+, second try|Question 2 of \d+/);
    await expect(row).toContainText('1 of');
    await expect(row.getByRole('progressbar')).toBeVisible();
    // Everyone else in the class has not started it.
    await expect(
      table.getByTestId('lesson-progress-row').filter({ hasText: 'Not started' }).first(),
    ).toBeVisible();
    await page.mouse.move(700, 10);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/lesson-progress-laptop.png`, fullPage: true });

    const csv = await downloadCsv(page, 'Export CSV of the lesson progress in 7A/Ma1');
    expect(csv.name).toMatch(/^lesson-progress-7a-ma1-lesson-progress-\d+\.csv$/);
    expect(csv.lines[0]).toBe(
      'Class,Work,Last name,First name,Status,Steps done,Steps,Progress %,Questions answered,Questions,' +
        'Right first time,Right on second try,Time spent (minutes),Last worked on,Where they stopped',
    );
    expect(csv.lines.length - 1).toBe(await table.getByTestId('lesson-progress-row').count());

    // The teacher reads the student's lesson from their row.
    await row.getByRole('link', { name: /^Open lesson of / }).click();
    await expect(page).toHaveURL(/\/topic-session\/\d+$/);

    // At phone width.
    await page.setViewportSize(PHONE);
    await page.goto(`/${schoolId}/reports/lesson-progress?groupId=${groupId}`);
    await expect(page.getByRole('table', { name: 'Lesson progress in 7A/Ma1' })).toBeVisible({
      timeout: 60_000,
    });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/lesson-progress-phone.png`, fullPage: true });

    // The routine under a piece of retrieval practice's insights: this class's weeks, this one set.
    const quiz = (await (
      await request.get('/api/v3/quizzes', {
        headers: teacher,
        params: { 'request.take': '1', 'request.filter.kind': 'TopicPathway' },
      })
    ).json()) as { items: Array<{ quizId: number }> };
    const detail = (await (
      await request.get(`/api/v3/quizzes/${quiz.items[0]?.quizId}`, { headers: teacher })
    ).json()) as { questions: Array<{ questionId: number }> };
    const now = Date.now();
    const set = await request.post(`/api/v3/groups/${groupId}/retrieval-practice-assignments`, {
      headers: teacher,
      data: {
        startDate: new Date(now - 60_000).toISOString(),
        endDate: new Date(now + 2 * DAY_MS).toISOString(),
        questionIds: detail.questions.slice(0, 3).map((q) => q.questionId),
        name: `Routine ${now}`,
      },
    });
    expect(set.status()).toBe(201);
    const rp = (await set.json()) as { assignmentId: number };
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/${schoolId}/plan/${rp.assignmentId}`);
    const routine = page.getByRole('table', { name: 'Retrieval practice routine of 7A/Ma1' });
    await expect(routine).toBeVisible({ timeout: 60_000 });
    await expect(routine.getByRole('row').nth(1)).not.toContainText('None set');
    await expectNoAxeViolations(page);
    await page
      .getByRole('region', { name: 'Routine', exact: true })
      .screenshot({ path: `${SHOTS}/routine-laptop.png` });
    const routineCsv = await downloadCsv(page, 'Export CSV of the routine of 7A/Ma1');
    expect(routineCsv.lines[0]).toMatch(/^Class,Year group,Teachers,Week starting,Retrieval practice set,/);
    expect(routineCsv.lines).toHaveLength(13);
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await page.getByRole('region', { name: 'Routine', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/routine-phone.png`, fullPage: true });
  });
});
