import { expect, type Page, test } from '@playwright/test';
import { downloadCsv } from './downloads.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { PHONE } from './viewports.ts';

const SHOTS = 'test-results';

async function signInToSchool(page: Page) {
  await signIn(page, 'demo.teacher');
  await expect(page).toHaveURL(/\/\d+$/);
  await dismissCookieBanner(page);
  return new URL(page.url()).pathname.split('/')[1] ?? '';
}

test.describe('reports', () => {
  test('a teacher opens the reports: school, classes and one class in depth, with CSVs', async ({ page }) => {
    test.setTimeout(240_000);
    const schoolId = await signInToSchool(page);

    // The index: a card for each report.
    await page.goto(`/${schoolId}/reports`);
    await expect(page).toHaveTitle('Reports - Mathsight');
    for (const name of ['School', 'Classes', 'Group', 'Growth', 'Baseline']) {
      await expect(page.getByRole('main').getByRole('link', { name, exact: true }).first()).toBeVisible();
    }
    await expectNoAxeViolations(page);

    // The school report: year groups and classes with real numbers from the demo term.
    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'School' }).click();
    await expect(page).toHaveURL(new RegExp(`/${schoolId}/reports/school$`));
    await expect(page).toHaveTitle('School report - Mathsight');
    const years = page.getByRole('table', { name: 'Year groups' });
    await expect(years.getByRole('rowheader').first()).toContainText('Year', { timeout: 60_000 });
    const classes = page.getByRole('table', { name: 'Classes' });
    await expect(classes.getByRole('rowheader').first()).toBeVisible();
    await expect(classes).toContainText('%');
    await expect(
      page.getByRole('list', { name: 'Most common misconceptions' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Topics taught and not yet taught' })).toBeVisible();
    await page.mouse.move(700, 10);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/reports-school-laptop.png`, fullPage: true });

    const classesCsv = await downloadCsv(page, 'Download CSV of the classes');
    expect(classesCsv.header).toMatch(
      /^Class,Year group,Students,Work due,Handed in,Completion %,Score %,Strand measures: secure,/,
    );
    expect(classesCsv.lines.length - 1).toBe(await classes.getByRole('rowheader').count());
    const misconceptionsCsv = await downloadCsv(page, 'Download CSV of the misconceptions');
    expect(misconceptionsCsv.header).toBe('Misconception,Times chosen,Classes,Chosen most by');

    // A longer window is kept in the address.
    await page.getByLabel('Period').selectOption('3');
    await expect(page).toHaveURL(/months=3/);
    await expect(years.getByRole('rowheader').first()).toBeVisible();

    // Classes side by side.
    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Classes' }).click();
    await expect(page).toHaveURL(new RegExp(`/${schoolId}/reports/classes\\?months=3$`));
    await expect(page).toHaveTitle('Class reports - Mathsight');
    await expect(page.getByRole('figure', { name: 'Completion and score by class' })).toBeVisible();
    await expectNoAxeViolations(page);
    const classesPageCsv = await downloadCsv(page, 'Download CSV of the classes');
    expect(classesPageCsv.name).toBe('class-reports.csv');
    await page.screenshot({ path: `${SHOTS}/reports-classes-laptop.png`, fullPage: true });

    // One class in depth: from its row.
    const first = page
      .getByRole('table', { name: 'Classes' })
      .getByRole('rowheader')
      .first()
      .getByRole('link');
    const code = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/${schoolId}/reports/group\\?groupId=\\d+`));
    await expect(page).toHaveTitle('Group report - Mathsight');
    await expect(page.getByRole('main').getByLabel('Class')).toHaveValue(/\d+/);
    await expect(page.getByRole('table', { name: `Topics of ${code}` })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: `Work of ${code}` })
        .getByRole('row')
        .nth(1),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/reports-group-laptop.png`, fullPage: true });
    const workCsv = await downloadCsv(page, 'Download CSV of the work');
    expect(workCsv.header).toBe('Work,Kind,Set,Due,Students,Handed in,Completion %,Score %');
    const topicsCsv = await downloadCsv(page, 'Download CSV of the topics');
    expect(topicsCsv.header).toBe(
      'Topic,Strand,First answers,Right first time %,Secure,Developing,Not yet,Not enough answers yet',
    );

    // Group inference insights: what one piece of work's answers suggest, per student, and its CSV.
    await expect(page.getByRole('heading', { name: 'What the answers suggest' })).toBeVisible();
    await expect(page.getByTestId('inference-tally-row').first()).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: /^Show each student/ }).click();
    await expect(page.getByTestId('inference-row').first()).toContainText(/Likely|Possible/);
    const inferencesCsv = await downloadCsv(page, 'Download CSV of what the answers suggest');
    expect(inferencesCsv.header).toBe(
      'Student ID,First name,Last name,Class,Misconception ID,Misconception,Wrong answers,Chances,Strength',
    );
    await expectNoAxeViolations(page);
    const inferences = page.getByRole('region', { name: 'What the answers suggest' });
    await inferences.screenshot({ path: `${SHOTS}/reports-group-inferences-laptop.png` });

    // The picker chooses another class.
    const options = await page.getByRole('main').getByLabel('Class').locator('option').count();
    if (options > 1) {
      await page.getByRole('main').getByLabel('Class').selectOption({ index: 1 });
      await expect(page).toHaveURL(/groupId=\d+/);
    }

    // At phone width.
    await page.setViewportSize(PHONE);
    await page.goto(`/${schoolId}/reports/school`);
    await expect(page.getByRole('table', { name: 'Year groups' })).toBeVisible({ timeout: 60_000 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/reports-school-phone.png`, fullPage: true });
    await page.goto(`/${schoolId}/reports/group`);
    await expect(page).toHaveURL(/groupId=\d+/);
    await expect(page.getByRole('heading', { name: 'Work' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('inference-tally-row').first()).toBeVisible({ timeout: 60_000 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/reports-group-phone.png`, fullPage: true });
    await inferences.screenshot({ path: `${SHOTS}/reports-group-inferences-phone.png` });
  });
});
