import { expect, test } from '@playwright/test';
import { apiHeaders, demoClass } from './demo-api.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { PHONE } from './viewports.ts';

const SHOTS = 'e2e/.artifacts/screens';

/** The proficiency measures of the rows shown (blank for a student with no answers yet). */
async function measuresShown(page: import('@playwright/test').Page) {
  const cells = page.getByTestId('proficiency-cell');
  await expect(cells.first()).toBeVisible();
  return cells.evaluateAll((nodes) =>
    nodes.map((n) => (n as unknown as { dataset: { measure: string } }).dataset.measure),
  );
}

// Issue 14 point 12: a teacher opens the students list, sorts it by proficiency, opens a student, and
// reads their classes' effort and proficiency, on the demo school's simulated term.
test('a teacher sorts the students by proficiency, opens one, and reads effort and proficiency', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'demo.teacher');
  await expect(page).toHaveURL(/\/\d+$/);
  await dismissCookieBanner(page);
  const schoolId = new URL(page.url()).pathname.split('/')[1] ?? '';

  await page.goto(`/${schoolId}/students`);
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Student reports' }).getByRole('link', { name: 'List' }),
  ).toHaveAttribute('aria-current', 'page');
  const table = page.getByRole('table', { name: 'Students with their proficiency and effort' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  const byName = await table.getByRole('rowheader').allTextContents();
  await expectNoAxeViolations(page);

  // Sort by proficiency: highest first, and the order really changed.
  await page.getByTestId('sort-proficiency').click();
  await expect(page.getByRole('columnheader', { name: /Proficiency/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect
    .poll(async () => (await table.getByRole('rowheader').allTextContents()).join('|'))
    .not.toBe(byName.join('|'));
  const measures = (await measuresShown(page)).filter((m) => m !== '').map(Number);
  expect(measures.length).toBeGreaterThan(5);
  expect(measures).toEqual([...measures].sort((a, b) => b - a));
  await page.screenshot({ path: `${SHOTS}/students-list-1366.png`, fullPage: true });

  // Open the first student: their page (the student page's heading, whatever it shows yet).
  const first = table.getByRole('rowheader').first().getByRole('link');
  const studentHref = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${studentHref}$`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // Effort: the term's weekly chart with its table, and a row per student of the class. The class is
  // named: the sidebar's class is demo.teacher's user state, which other journeys change meanwhile.
  const { groupId } = await demoClass(request, await apiHeaders(request, 'demo.teacher'));
  await page.goto(`/${schoolId}/students/effort?groupId=${groupId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Student effort' })).toBeVisible();
  await expect(page.getByRole('figure', { name: /effort each week/ })).toBeVisible();
  const effortRows = page.getByTestId('effort-row');
  await expect(effortRows.first()).toBeVisible();
  const points = await effortRows.evaluateAll((rows) =>
    rows.map((r) =>
      Number((r as unknown as { lastElementChild: { textContent: string } }).lastElementChild.textContent),
    ),
  );
  expect(points.some((p) => p > 0)).toBe(true);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/students-effort-1366.png`, fullPage: true });
  // One week instead of the term.
  await page.getByText('Week', { exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: /^Week from/ })).toBeVisible();

  // Proficiency: the heat map, walked with the keyboard; each cell carries its label and uncertainty.
  await page
    .getByRole('navigation', { name: 'Student reports' })
    .getByRole('link', { name: 'Proficiency' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Student proficiency' })).toBeVisible();
  const grid = page.getByRole('table', { name: /^Proficiency of / });
  await expect(grid).toBeVisible();
  // No blank band between the class picker and the key (the picker's flex basis once made it 12rem tall).
  const picker = await page.getByRole('main').getByLabel('Class', { exact: true }).boundingBox();
  const key = await page.getByRole('list', { name: 'Key' }).boundingBox();
  expect(picker && key && key.y - (picker.y + picker.height)).toBeLessThan(64);
  const firstCell = grid.locator('td[tabindex="0"]');
  await firstCell.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('heat-map-detail')).toContainText(
    /: (Secure|Developing|Not yet|Not enough answers yet): measure .*, likely between .* and |: no answers yet/,
  );
  expect(
    await grid
      .locator('td[data-label="secure"], td[data-label="developing"], td[data-label="not yet"]')
      .count(),
  ).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/students-proficiency-1366.png`, fullPage: true });
  await page.getByRole('button', { name: 'Show the numbers' }).click();
  await expect(page.getByRole('table', { name: /Each student of/ })).toContainText('likely between');

  // At phone size: the three screens.
  await page.setViewportSize(PHONE);
  for (const [path, name] of [
    ['students', 'students-list'],
    ['students/effort', 'students-effort'],
    ['students/proficiency', 'students-proficiency'],
  ] as const) {
    await page.goto(`/${schoolId}/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"], .mantine-Skeleton-root')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  }
});
