import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { apiHeaders } from './demo-api.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';

// Issue 14 point 6, the student page: demo.teacher opens a student of the demo school's simulated
// term, reads their topics (and exports them), misconceptions, work, predictions, effort and growth (with
// its PDF), each tab at its own address with real numbers, at laptop and phone size.
const SHOTS = 'e2e/.artifacts/screens';
const STILL_LOADING = '[aria-busy="true"], .mantine-Skeleton-root';

async function settleAndCheck(page: Page, name: string) {
  await expect(page.locator(STILL_LOADING)).toHaveCount(0);
  const overflow = await page.evaluate(() => {
    const g = globalThis as unknown as {
      document: { documentElement: { scrollWidth: number } };
      innerWidth: number;
    };
    return g.document.documentElement.scrollWidth - g.innerWidth;
  });
  expect(overflow, `${name} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/student-page-${name}-${width}.png`, fullPage: true });
}

test('a teacher opens a student’s page: topics, misconceptions, work, predictions, effort and growth', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'demo.teacher');
  await expect(page).toHaveURL(/\/\d+$/);
  await dismissCookieBanner(page);
  const schoolId = new URL(page.url()).pathname.split('/')[1] ?? '';

  // A student of the simulated term with topics, misconceptions held and fixed, and work.
  const headers = await apiHeaders(request, 'demo.teacher');
  const list = (await (
    await request.get(`/api/v3/schools/${schoolId}/students`, { headers, params: { 'request.take': '40' } })
  ).json()) as { items: Array<{ studentId: number; firstName: string; lastName: string }> };
  let chosen: (typeof list.items)[number] | undefined;
  for (const s of list.items) {
    const base = `/api/v3/schools/${schoolId}/students/${s.studentId}/profile`;
    const m = (await (await request.get(`${base}/misconceptions`, { headers })).json()) as {
      held: unknown[];
      fixed: unknown[];
    };
    if (m.held.length > 0 && m.fixed.length > 0) {
      chosen = s;
      break;
    }
  }
  if (!chosen) throw new Error('no demo student holds and has fixed misconceptions');
  const name = `${chosen.firstName} ${chosen.lastName}`;
  const home = `/${schoolId}/students/${chosen.studentId}`;

  // Topics: by strand, each with a label and its uncertainty.
  await page.goto(home);
  // The first visit loads the page's code: generous, as the shared machine can be slow.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('tab', { name: 'Topics' })).toHaveAttribute('aria-selected', 'true');
  const topicRows = page.getByTestId('topic-row');
  await expect(topicRows.first()).toBeVisible();
  expect(await topicRows.count()).toBeGreaterThan(1);
  await expect(topicRows.first()).toContainText(/secure|developing|not yet|not enough answers yet/);
  await expect(topicRows.first()).toContainText('±');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^topics-.+\.csv$/);
  await settleAndCheck(page, 'topics');

  // Misconceptions: held now and fixed before, at their own address.
  await page.getByRole('tab', { name: 'Misconceptions' }).click();
  await expect(page).toHaveURL(`${home}/misconceptions`);
  await expect(page.getByTestId('held-list').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('fixed-list').getByRole('listitem').first()).toBeVisible();
  await settleAndCheck(page, 'misconceptions');

  // Work: score, share answered and effort, linked to the student's review of each.
  await page.getByRole('tab', { name: 'Work' }).click();
  await expect(page).toHaveURL(`${home}/work`);
  const work = page.getByTestId('work-row');
  await expect(work.first()).toBeVisible();
  await expect(
    page
      .getByTestId('work-row')
      .filter({ hasText: /\d+% right · \d+ of \d+ answered/ })
      .first(),
  ).toBeVisible();
  await settleAndCheck(page, 'work');

  // Predictions: each topic's typical question, with a range or "not enough answers yet".
  await page.getByRole('tab', { name: 'Predictions' }).click();
  await expect(page).toHaveURL(`${home}/predictions`);
  await expect(page.getByTestId('predicted-topic-row').first()).toBeVisible();
  await expect(
    page
      .getByTestId('predicted-topic-row')
      .filter({ hasText: /\d+% \(\d+–\d+%\)/ })
      .first(),
  ).toBeVisible();
  await settleAndCheck(page, 'predictions');

  // Effort: this term's totals and a bar a week, its numbers in a table.
  await page.getByRole('tab', { name: 'Effort' }).click();
  await expect(page).toHaveURL(`${home}/effort`);
  await expect(page.getByTestId('effort-totals')).toContainText('Effort points');
  await expect(page.getByRole('heading', { name: 'Effort points each week' })).toBeVisible();
  await settleAndCheck(page, 'effort');

  // Growth: every strand's baseline, now and growth ± SE in words, one strand week by week, its PDF.
  await page.getByRole('tab', { name: 'Growth' }).click();
  await expect(page).toHaveURL(`${home}/growth`);
  await expect(page.getByTestId('growth-strand-row')).toHaveCount(5);
  await expect(page.getByTestId('growth-strand-row').filter({ hasText: '±' }).first()).toBeVisible();
  await expect(page.getByRole('figure', { name: /week by week/ })).toBeVisible();
  await expect(page.getByTestId('growth-words')).toContainText(chosen.firstName);
  const growthPdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download growth PDF' }).click();
  const pdfFile = await growthPdf;
  expect(pdfFile.suggestedFilename()).toMatch(/-growth-[a-z]+\.pdf$/);
  const pdf = (await readFile((await pdfFile.path()) ?? '')).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
  await settleAndCheck(page, 'growth');

  // The review of a piece of work opens from the work tab.
  await page.getByRole('tab', { name: 'Work' }).click();
  const reviewLink = page.getByTestId('work-row').first().getByRole('link');
  await reviewLink.click();
  await expect(page).toHaveURL(new RegExp(`/assignments/\\d+/students/${chosen.studentId}$`));

  // At phone size every tab fits and passes axe.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const tab of ['', '/misconceptions', '/work', '/predictions', '/effort', '/growth']) {
    await page.goto(`${home}${tab}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await settleAndCheck(page, tab.slice(1) || 'topics');
  }
});
