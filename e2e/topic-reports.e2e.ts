import { expect, type Page, test } from '@playwright/test';
import { downloadCsv } from './downloads.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { LAPTOP, PHONE } from './viewports.ts';

const SHOTS = 'test-results';

async function signInToSchool(page: Page) {
  await signIn(page, 'demo.teacher');
  await expect(page).toHaveURL(/\/\d+$/);
  await dismissCookieBanner(page);
  return new URL(page.url()).pathname.split('/')[1] ?? '';
}

/** Passes axe and is photographed at laptop and phone size (the phone without sideways scrolling). */
async function checkBothSizes(page: Page, name: string) {
  await page.mouse.move(700, 10);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/${name}-laptop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => {
    const { document, innerWidth } = globalThis as unknown as {
      document: { documentElement: { scrollWidth: number } };
      innerWidth: number;
    };
    return document.documentElement.scrollWidth - innerWidth;
  });
  expect(overflow, `${name} scrolls sideways by ${overflow}px on a phone`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize(LAPTOP);
}

test.describe('topic insights and the diagnostic report', () => {
  test('a teacher reads a topic across the school and a diagnostic quiz by misconception, with their CSVs', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(LAPTOP);
    const schoolId = await signInToSchool(page);

    // The reports index offers both.
    await page.goto(`/${schoolId}/reports`);
    for (const name of ['Topics', 'Diagnostic']) {
      await expect(page.getByRole('main').getByRole('link', { name, exact: true }).first()).toBeVisible();
    }

    // Topic insights: the most answered topic of the demo term by year group and class.
    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Topics' }).click();
    await expect(page).toHaveURL(new RegExp(`/${schoolId}/reports/topics$`));
    await expect(page).toHaveTitle('Topic insights - Mathsight');
    const years = page.getByRole('table', { name: 'Year groups' });
    await expect(years.getByRole('rowheader').first()).toContainText('Year', { timeout: 60_000 });
    const classes = page.getByRole('table', { name: 'Classes' });
    await expect(classes.getByRole('rowheader').first()).toBeVisible();
    await expect(classes).toContainText('%');

    // Another topic from the chooser is kept in the address.
    const topic = page.getByLabel('Topic', { exact: true });
    const first = await topic.inputValue();
    const other = await topic
      .locator('option')
      .evaluateAll(
        (options, shown) =>
          (options as Array<{ value: string }>).map((o) => o.value).find((v) => v !== shown) ?? null,
        first,
      );
    if (other) {
      await topic.selectOption(other);
      await expect(page).toHaveURL(new RegExp(`topicUnitId=${other}`));
      await expect(topic).toHaveValue(other);
      await expect(years.or(page.getByText('No answers in this topic yet'))).toBeVisible({ timeout: 60_000 });
      await topic.selectOption(first);
      await expect(years.getByRole('rowheader').first()).toBeVisible({ timeout: 60_000 });
    }
    await checkBothSizes(page, 'topic-insights');

    const topicsCsv = await downloadCsv(page, 'Export CSV of topic insights');
    expect(topicsCsv.header).toBe(
      'Kind,Name,Year group,Students,Students who answered,First answers,Right first time %,Secure,Developing,Not yet,Not enough answers yet,Misconception 1,Students 1,Misconception 2,Students 2,Misconception 3,Students 3',
    );
    expect(topicsCsv.lines.length - 1).toBe(
      (await years.getByRole('rowheader').count()) + (await classes.getByRole('rowheader').count()),
    );
    expect(topicsCsv.name).toMatch(/^topic-insights-[a-z0-9-]+\.csv$/);

    // The diagnostic report: the sidebar's class and its latest diagnostic quiz.
    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Diagnostic' }).click();
    await expect(page).toHaveURL(new RegExp(`/${schoolId}/reports/diagnostic\\?groupId=\\d+`));
    await expect(page).toHaveTitle('Diagnostic report - Mathsight');
    const misconceptions = page.getByRole('table', { name: /^Misconceptions in / });
    await expect(misconceptions.getByRole('rowheader').first()).toBeVisible({ timeout: 60_000 });
    await expect(misconceptions.getByRole('columnheader', { name: 'Students', exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: /^Questions of / })
        .getByRole('rowheader')
        .first(),
    ).toHaveText('Q1');
    const quiz = page.getByLabel('Diagnostic quiz');
    const quizzes = await quiz.locator('option').count();
    if (quizzes > 1) {
      await quiz.selectOption({ index: 1 });
      await expect(page).toHaveURL(/quizId=\d+/);
      await expect(misconceptions.getByRole('rowheader').first()).toBeVisible({ timeout: 60_000 });
    }
    await checkBothSizes(page, 'diagnostic-class');

    const classCsv = await downloadCsv(page, 'Export CSV of the misconceptions');
    expect(classCsv.header).toBe(
      'Misconception,Questions,Students who chose it,% of those who answered,Students',
    );
    expect(classCsv.lines.length - 1).toBe(await misconceptions.getByRole('rowheader').count());
    const questionsCsv = await downloadCsv(page, 'Export CSV of the questions');
    expect(questionsCsv.header).toBe('Question,Text,Answered,Right,Right first time %');
    expect(questionsCsv.lines[1]).toMatch(/^Q1,/);

    // A year group: counts only, no names.
    const scope = page.getByLabel('Class or year group');
    const year = await scope.locator('optgroup[label="Year groups"] option').first().getAttribute('value');
    expect(year).toMatch(/^year:\d+$/);
    await scope.selectOption(year ?? '');
    await expect(page).toHaveURL(/yearGroupId=\d+/);
    const yearTable = page.getByRole('table', { name: /^Misconceptions in Year / });
    await expect(yearTable.or(page.getByText(/^No diagnostic quiz set to Year/))).toBeVisible({
      timeout: 60_000,
    });
    if (await yearTable.isVisible()) {
      await expect(yearTable.getByRole('columnheader', { name: 'Students', exact: true })).toHaveCount(0);
      const yearCsv = await downloadCsv(page, 'Export CSV of the misconceptions');
      expect(yearCsv.header).toBe('Misconception,Questions,Students who chose it,% of those who answered');
    }
    await checkBothSizes(page, 'diagnostic-year');
  });
});
