import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { LAPTOP, PHONE } from './viewports.ts';

async function signInToSchool(page: Page) {
  await signIn(page, 'demo.teacher');
  await expect(page).toHaveURL(/\/\d+$/);
  await dismissCookieBanner(page);
  return new URL(page.url()).pathname.split('/')[1] ?? '';
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/growth-${name}-laptop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `test-results/growth-${name}-phone.png`, fullPage: true });
  await page.setViewportSize(LAPTOP);
}

test.describe('baseline and growth', () => {
  test('a teacher opens growth for a class, downloads its growth PDFs, then the school growth and baseline reports', async ({
    page,
  }) => {
    test.setTimeout(480_000);
    await page.setViewportSize(LAPTOP);
    const schoolId = await signInToSchool(page);

    // One class, per student: baseline, now and growth, with the chart and the table.
    await page.goto(`/${schoolId}/students/growth`);
    await expect(page).toHaveTitle('Student growth - Mathsight');
    await expect(page.getByRole('heading', { name: 'Student growth', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: /Each student's baseline/ });
    await expect(table).toBeVisible({ timeout: 60_000 });
    const rows = table.locator('tbody tr');
    const studentCount = await rows.count();
    expect(studentCount).toBeGreaterThan(3);
    // The demo term's diagnostic work has given baselines: some rows say how the student grew.
    await expect(table.getByText(/^(grew|about the same|fell)$/).first()).toBeVisible();
    await expect(page.getByRole('figure', { name: /week by week/ })).toBeVisible();
    // One student's own line.
    await table
      .getByRole('button', { name: /growth in the chart/ })
      .first()
      .click();
    await expect(table.getByRole('button', { pressed: true })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await shoot(page, 'students');

    // The growth PDFs: one A4 page per student of the class.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download growth PDFs' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/-growth-[a-z]+\.pdf$/);
    const pdf = (await readFile((await file.path()) ?? '')).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(studentCount);

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await csv).suggestedFilename()).toMatch(/-growth-[a-z]+\.csv$/);

    // A student's name opens their own growth tab.
    const firstName = table.locator('tbody tr').first().getByRole('link');
    const studentName = (await firstName.textContent()) ?? '';
    await firstName.click();
    await expect(page).toHaveURL(/\/students\/\d+\/growth$/);
    await expect(page.getByRole('heading', { level: 1, name: studentName })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('growth-strand-row')).toHaveCount(5);
    await expectNoAxeViolations(page);
    await shoot(page, 'student');

    // The class's baselines in every strand.
    await page.goto(`/${schoolId}/students/baseline`);
    await expect(page).toHaveTitle('Student baseline - Mathsight');
    await expect(page.getByRole('table', { name: /Each student's baseline in each strand/ })).toBeVisible({
      timeout: 60_000,
    });
    await expectNoAxeViolations(page);
    await shoot(page, 'students-baseline');

    // The school: by class and year group.
    await page.goto(`/${schoolId}/reports/growth`);
    await expect(page).toHaveTitle('Growth report - Mathsight');
    await expect(page.getByRole('table', { name: /Each class in/ })).toBeVisible({ timeout: 60_000 });
    const yearsChart = page.getByRole('figure', { name: /mean measure week by week/ });
    await expect(yearsChart).toBeVisible();
    // The legend in year order (Recharts sorted it as text: "Year 10" before "Year 7"), the axis in school years.
    const legend = yearsChart.locator('.mantine-ChartLegend-legendItem');
    await expect(legend.nth(1)).toBeVisible({ timeout: 30_000 });
    const legendYears = (await legend.allTextContents()).map((text) => Number(/Year (\d+)/.exec(text)?.[1]));
    expect(legendYears).toEqual([...legendYears].sort((a, b) => a - b));
    await expect(yearsChart.getByText('Working at (school year)')).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'reports');
    const schoolCsv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await schoolCsv).suggestedFilename()).toMatch(/^school-growth-[a-z]+\.csv$/);
    // A chosen class's growth PDFs, from the school view.
    await page.getByRole('combobox', { name: 'Class for the PDFs' }).selectOption({ index: 0 });
    const schoolPdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download growth PDFs' }).click();
    const schoolPdfFile = await schoolPdf;
    expect(schoolPdfFile.suggestedFilename()).toMatch(/^[a-z0-9-]+-growth-[a-z]+\.pdf$/);
    const pages = (await readFile((await schoolPdfFile.path()) ?? '')).toString('latin1');
    expect(pages.match(/\/Type \/Page\b/g)?.length ?? 0).toBeGreaterThan(0);

    await page.goto(`/${schoolId}/reports/baseline`);
    await expect(page).toHaveTitle('Baseline report - Mathsight');
    await expect(page.getByRole('columnheader', { name: 'Mean baseline' }).first()).toBeVisible({
      timeout: 60_000,
    });
    await expectNoAxeViolations(page);
    await shoot(page, 'reports-baseline');
  });
});
