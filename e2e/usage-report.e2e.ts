import { expect, test } from '@playwright/test';
import { downloadCsv } from './downloads.ts';
import { expectNoAxeViolations, signIn } from './fixtures.ts';
import { LAPTOP, PHONE } from './viewports.ts';

test.describe("a school's usage report (issue 32 point 2)", () => {
  test('an administrator with analytics accepted reads the weeks, classes, features and experiments, and the CSV has the same rows', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(LAPTOP);
    await page.goto('/login');
    // Accepting analytics: the pages this administrator opens are the features the report counts.
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await signIn(page, 'demo.admin');
    await expect(page).toHaveURL(/\/\d+$/);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Plan', exact: true })
      .click();
    await expect(page).toHaveURL(/\/plan$/);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Reports', exact: true })
      .click();
    await page.getByRole('link', { name: 'Usage', exact: true }).first().click();
    await expect(page).toHaveURL(/\/reports\/usage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();

    // The demo school's answers fill the weeks; the pages opened above are features used.
    const weeks = page.getByRole('table', { name: 'Week by week' });
    await expect(weeks.getByRole('row')).toHaveCount(13);
    await expect(page.getByRole('table', { name: 'Classes' }).getByRole('rowheader').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Experiments' }).getByRole('rowheader')).toHaveCount(2);
    await expect
      .poll(
        async () => {
          await page.reload();
          // The report's tables, once loaded (the weeks always have rows).
          await expect(weeks.getByRole('row')).toHaveCount(13);
          return page.getByRole('table', { name: 'Features used' }).getByRole('rowheader').allTextContents();
        },
        { timeout: 30_000 },
      )
      .toContain('plan');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/usage-report-laptop.png', fullPage: true });

    // The CSV of the weeks: the screen's heading row and its 12 weeks.
    const file = await downloadCsv(page, 'Download CSV of week by week');
    expect(file.name).toMatch(/^usage-weeks-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.header).toBe((await weeks.getByRole('columnheader').allTextContents()).join(','));
    expect(file.lines).toHaveLength(13);
    const firstAnswers = (await weeks.getByRole('row').nth(1).getByRole('cell').allTextContents()).join(',');
    expect(file.lines[1]?.split(',').slice(1).join(',')).toBe(firstAnswers);

    // Four weeks chosen: fewer rows.
    await page.getByLabel('Weeks').selectOption('4');
    await expect(weeks.getByRole('row')).toHaveCount(5);

    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/usage-report-phone.png', fullPage: true });
  });

  test("a teacher who is not an administrator has no Usage tab, and the address says it is the administrators'", async ({
    page,
  }) => {
    await page.setViewportSize(LAPTOP);
    await signIn(page, 'demo.teacher');
    await expect(page).toHaveURL(/\/\d+$/);
    const schoolId = new URL(page.url()).pathname.split('/')[1];
    await page.goto(`/${schoolId}/reports`);
    await expect(page.getByRole('navigation', { name: 'Reports' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Usage', exact: true })).toHaveCount(0);
    await page.goto(`/${schoolId}/reports/usage`);
    await expect(
      page.getByText("Only a school administrator can read the school's usage report."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
