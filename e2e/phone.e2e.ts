import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiHeaders, endedWorkWithAnswers } from './demo-api.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { PHONE } from './viewports.ts';

/**
 * Phone size, screen by screen. The journeys run at laptop size (students and parents on their phones
 * where a journey has them); here every screen a teacher, an administrator, a student and a newcomer
 * opens is loaded at 390 × 844 and must show its heading, settle, need no sideways scrolling and pass
 * axe. A screenshot of each is kept in e2e/.artifacts/screens/phone-*.png to look at.
 */
test.use({ viewport: PHONE });

const SHOTS = 'e2e/.artifacts/screens';
const STILL_LOADING = '[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root';

/** Loads a screen, waits for it to settle, and checks it fits the phone and passes axe. */
async function expectFitsPhone(page: Page, path: string, name: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator(STILL_LOADING)).toHaveCount(0);
  const overflow = await page.evaluate(() => {
    const { document, innerWidth } = globalThis as unknown as {
      document: { documentElement: { scrollWidth: number } };
      innerWidth: number;
    };
    return document.documentElement.scrollWidth - innerWidth;
  });
  expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/phone-${name}.png`, fullPage: true });
}

async function signInToSchool(page: Page, userName: string) {
  await signIn(page, userName);
  await expect(page).toHaveURL(/\/\d+$/);
  await dismissCookieBanner(page);
  return new URL(page.url()).pathname.split('/')[1] ?? '';
}

/** demo.teacher signed in, with a piece of ended work that has answers and one student of the school. */
async function signInAsTeacher(page: Page, request: APIRequestContext) {
  const schoolId = await signInToSchool(page, 'demo.teacher');
  const ended = await endedWorkWithAnswers(request, schoolId);
  const listed = (await (
    await request.get(`/api/v3/schools/${schoolId}/students`, {
      headers: await apiHeaders(request, 'demo.teacher'),
      params: { 'request.take': '1' },
    })
  ).json()) as { items: Array<{ studentId: number }> };
  const studentId = listed.items[0]?.studentId;
  if (!studentId) throw new Error('the demo school has no students');
  return { schoolId, ended, studentId };
}

test.describe('at phone size', () => {
  // A teacher's screens, in three tests so that the two workers share them (one test of 30 screens
  // kept a worker busy for over two minutes while the other sat idle at the end of the run).
  test('a teacher’s screens of work fit, and the menu and a question card’s comment open whole', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { schoolId, ended } = await signInAsTeacher(page, request);
    const screens: Array<[string, string]> = [
      [`/${schoolId}`, 'dashboard'],
      [`/${schoolId}/plan`, 'plan'],
      [`/${schoolId}/plan/calendar`, 'plan-calendar'],
      [`/${schoolId}/plan/${ended}`, 'plan-assignment'],
      [`/${schoolId}/check`, 'check'],
      [`/${schoolId}/fix`, 'fix'],
      [`/${schoolId}/fix/${ended}`, 'fix-assignment'],
      [`/${schoolId}/assignments/${ended}`, 'results'],
      [`/${schoolId}/quizzes`, 'library'],
      [`/${schoolId}/questions`, 'question-bank'],
      [`/${schoolId}/notifications`, 'notifications'],
      [`/${schoolId}/settings`, 'settings'],
      ['/account', 'account'],
    ];
    for (const [path, name] of screens) await expectFitsPhone(page, path, name);

    // The navigation is behind the burger; it opens with the class chooser and every entry.
    await page.goto(`/${schoolId}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const close = page.getByRole('button', { name: 'Close navigation' });
    await expect(close).toBeVisible();
    const nav = page.getByTestId('main-nav');
    await expect(nav.getByTestId('class-selector')).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Plan/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/phone-navigation.png` });
    await close.click();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();

    // A comment from a question's card (a phone shows a card per question, not the grid's rows).
    await page.goto(`/${schoolId}/assignments/${ended}`);
    const card = page.getByTestId('question-card').first();
    await card.getByRole('listitem').first().getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: /^Comment for / });
    await expect(dialog.getByTestId('feedback-question')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a teacher’s screens of students and growth fit', async ({ page, request }) => {
    test.setTimeout(180_000);
    const { schoolId, studentId } = await signInAsTeacher(page, request);
    const screens: Array<[string, string]> = [
      [`/${schoolId}/students`, 'students'],
      [`/${schoolId}/students/effort`, 'students-effort'],
      [`/${schoolId}/students/proficiency`, 'students-proficiency'],
      [`/${schoolId}/students/growth`, 'students-growth'],
      [`/${schoolId}/students/baseline`, 'students-baseline'],
      [`/${schoolId}/students/${studentId}`, 'student'],
      [`/${schoolId}/students/${studentId}/effort`, 'student-effort'],
      [`/${schoolId}/students/${studentId}/growth`, 'student-growth'],
    ];
    for (const [path, name] of screens) await expectFitsPhone(page, path, name);
  });

  test('a teacher’s reports and leagues fit', async ({ page, request }) => {
    test.setTimeout(180_000);
    const { schoolId } = await signInAsTeacher(page, request);
    const screens: Array<[string, string]> = [
      [`/${schoolId}/reports`, 'reports'],
      [`/${schoolId}/reports/school`, 'reports-school'],
      [`/${schoolId}/reports/classes`, 'reports-classes'],
      [`/${schoolId}/reports/group`, 'reports-group'],
      [`/${schoolId}/reports/topics`, 'reports-topics'],
      [`/${schoolId}/reports/diagnostic`, 'reports-diagnostic'],
      [`/${schoolId}/reports/growth`, 'reports-growth'],
      [`/${schoolId}/reports/baseline`, 'reports-baseline'],
      [`/${schoolId}/reports/exports`, 'reports-exports'],
      [`/${schoolId}/motivate`, 'motivate'],
      [`/${schoolId}/motivate/class-league`, 'class-league'],
      [`/${schoolId}/motivate/school-league`, 'school-league'],
      [`/${schoolId}/motivate/group-league`, 'group-league'],
    ];
    for (const [path, name] of screens) await expectFitsPhone(page, path, name);
  });

  test('an administrator’s screens for running the school fit', async ({ page, request }) => {
    test.setTimeout(240_000);
    const schoolId = await signInToSchool(page, 'demo.admin');
    // The user menu's Plus badge is whole at this width (it was clipped once).
    const badge = page.getByTestId('user-menu').getByText('Plus', { exact: true });
    await expect(badge).toBeVisible();
    expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    const admin = await apiHeaders(request, 'demo.admin');
    const groups = (await (
      await request.get(`/api/v3/schools/${schoolId}/groups`, { headers: admin })
    ).json()) as { items: Array<{ groupId: number }> };
    const groupId = groups.items[0]?.groupId;
    if (!groupId) throw new Error('the demo school has no classes');
    const screens: Array<[string, string]> = [
      [`/${schoolId}/settings/classes`, 'settings-classes'],
      [`/${schoolId}/settings/classes/${groupId}`, 'settings-class'],
      [`/${schoolId}/settings/classes/${groupId}/teachers/edit`, 'class-teachers-edit'],
      [`/${schoolId}/classes/${groupId}/students/edit`, 'class-students-edit'],
      [`/${schoolId}/classes/${groupId}/students/move`, 'class-students-move'],
      [`/${schoolId}/settings/assignments`, 'settings-assignments'],
      [`/${schoolId}/settings/students`, 'settings-students'],
      [`/${schoolId}/settings/students/add-classes`, 'students-add-classes'],
      [`/${schoolId}/settings/teachers`, 'settings-teachers'],
      [`/${schoolId}/classes/notifications`, 'class-notifications'],
      [`/${schoolId}/uploads`, 'uploads'],
      ['/config', 'config'],
    ];
    for (const [path, name] of screens) await expectFitsPhone(page, path, name);
  });

  test('the screens before signing in fit', async ({ page }) => {
    await page.goto('/login');
    await dismissCookieBanner(page);
    const screens: Array<[string, string]> = [
      ['/login', 'login'],
      ['/login/forgot-password', 'forgot-password'],
      ['/signup', 'signup'],
      ['/signup/teacher', 'signup-teacher'],
      ['/signup/student/invite-code', 'signup-student-code'],
      ['/no/such/page', 'not-found'],
    ];
    for (const [path, name] of screens) await expectFitsPhone(page, path, name);
  });
});
