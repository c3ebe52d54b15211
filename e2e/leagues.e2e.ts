import { expect, type Page, test } from '@playwright/test';
import { apiHeaders } from './demo-api.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { LAPTOP, PHONE } from './viewports.ts';

// Issue 14 point 7, the leagues on the demo school's simulated term: a teacher opens the class league
// (week and term), the school and group leagues; demo.student sees their place on their phone; an
// administrator turns the leagues off, and the leagues disappear for the teacher and the student. The
// switch is the demo school's, which every other journey sees, so this runs alone and turns it back on.

const SHOTS = 'e2e/.artifacts/screens';
const OFF = 'Leagues are turned off for this school';

async function settle(page: Page) {
  await expect(page.locator('[aria-busy="true"], .mantine-Skeleton-root')).toHaveCount(0);
}

async function shoot(page: Page, name: string) {
  await page.setViewportSize(LAPTOP);
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await settle(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(LAPTOP);
}

test.describe('leagues', { tag: '@alone' }, () => {
  test('a teacher opens the class league; an administrator turns leagues off and they go for the teacher and demo.student', async ({
    page,
    browser,
    request,
  }) => {
    // Three browsers and axe at two widths on two busy cores.
    test.setTimeout(360_000);
    const admin = await apiHeaders(request, 'demo.admin');
    await page.setViewportSize(LAPTOP);
    await signIn(page, 'demo.teacher');
    await expect(page).toHaveURL(/\/\d+$/);
    await dismissCookieBanner(page);
    const schoolId = new URL(page.url()).pathname.split('/')[1] ?? '';
    const setLeagues = async (enabled: boolean) => {
      const res = await request.put(`/api/v3/schools/${schoolId}/motivational-features`, {
        headers: admin,
        data: { enabled },
      });
      expect(res.ok()).toBe(true);
    };

    try {
      // Motivate, from the navigation: the three leagues.
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Motivate' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Motivate' })).toBeVisible();
      await expect(page.getByTestId('leagues-state')).toHaveText('Leagues on');
      await expectNoAxeViolations(page);
      await shoot(page, 'motivate');

      // The class league: the teacher's class, this week's simulated effort, medals at the top.
      await page.getByRole('link', { name: 'Class league' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Class league' })).toBeVisible();
      const table = page.getByTestId('league-table');
      await expect(table).toBeVisible();
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBeGreaterThan(10);
      await expect(rows.first().getByRole('cell').first()).toHaveText(/^1/);
      await expect(page.getByTestId('league-period')).toHaveText(/^Week of /);
      await expectNoAxeViolations(page);
      await shoot(page, 'class-league');

      // The term: a term's name, and more points than the week.
      const weekTop = Number(await rows.first().locator('td').nth(1).textContent());
      // Mantine's segments are labels over hidden radios: the reader clicks the label.
      await page.locator('label', { hasText: /^Term$/ }).click();
      await expect(page.getByTestId('league-period')).toHaveText(/^(Autumn|Spring|Summer) \d{4}$/);
      await settle(page);
      const termTop = Number(await rows.first().locator('td').nth(1).textContent());
      expect(termTop).toBeGreaterThanOrEqual(weekTop);
      // The CSV: the screen's columns.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const csv = await (await download).path();
      expect(csv).toBeTruthy();

      // The school league and the group league.
      await page.goto(`/${schoolId}/motivate/school-league`);
      await expect(page.getByRole('heading', { level: 1, name: 'School league' })).toBeVisible();
      await expect(page.getByTestId('league-table').locator('tbody tr').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, 'school-league');
      await page.goto(`/${schoolId}/motivate/group-league`);
      await expect(page.getByRole('heading', { level: 1, name: 'Group league' })).toBeVisible();
      await expect(page.getByTestId('league-table').locator('tbody tr')).toHaveCount(6);
      await expectNoAxeViolations(page);
      await shoot(page, 'group-league');

      // demo.student, on their phone: their place in their class league, the others by first name and initial.
      const studentContext = await browser.newContext({ viewport: PHONE });
      const student = await studentContext.newPage();
      await signIn(student, 'demo.student');
      await expect(student).toHaveURL(/\/student$/);
      await dismissCookieBanner(student);
      const card = student.getByTestId('my-class-league');
      await expect(card.getByTestId('my-league-position')).toHaveText(
        /^Your place this week: \d+(st|nd|rd|th) of \d+$/,
      );
      await expect(card.locator('tbody tr', { hasText: /You \(/ })).toHaveCount(1);
      for (const name of await card.locator('tbody th').allTextContents()) {
        expect(name).toMatch(/^(You \()?[^()]+ [A-Z]\.\)?$/);
      }
      await expectNoAxeViolations(student);
      await student.screenshot({ path: `${SHOTS}/student-class-league-390.png`, fullPage: true });

      // The administrator turns the leagues off in the school's configuration.
      const adminContext = await browser.newContext({ viewport: LAPTOP });
      const adminPage = await adminContext.newPage();
      await signIn(adminPage, 'demo.admin');
      await expect(adminPage).toHaveURL(/\/\d+$/);
      await dismissCookieBanner(adminPage);
      await adminPage.goto('/config');
      const leagues = adminPage.getByRole('switch', { name: /Show league tables to teachers and students/ });
      await expect(leagues).toBeChecked();
      await leagues.click({ force: true });
      await expect(adminPage.getByText('League tables are off for the school.')).toBeVisible();
      await adminContext.close();

      // The teacher: no Motivate in the navigation, and the league screens say the leagues are off.
      await page.goto(`/${schoolId}/motivate/class-league`);
      await expect(page.getByRole('heading', { name: OFF })).toBeVisible();
      await expect(page.getByTestId('league-table')).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Plan' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Motivate' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shoot(page, 'class-league-off');
      await page.goto(`/${schoolId}/motivate`);
      await expect(page.getByTestId('leagues-state')).toHaveText('Leagues off');
      await expect(page.getByRole('link', { name: 'Class league' })).toHaveCount(0);

      // demo.student: the card is gone once their home page loads again.
      const refused = student.waitForResponse((r) => r.url().includes('/api/v3/students/me/class-league'));
      await student.reload();
      expect((await refused).status()).toBe(409);
      await expect(student.getByRole('heading', { level: 1, name: 'Your work' })).toBeVisible();
      await expect(student.getByTestId('my-class-league')).toHaveCount(0);
      await student.screenshot({ path: `${SHOTS}/student-class-league-off-390.png`, fullPage: true });
      await studentContext.close();
    } finally {
      // Every other journey sees the demo school with its leagues on.
      await setLeagues(true);
    }
  });
});
