import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiHeaders } from './demo-api.ts';
import { expectNoAxeViolations, signIn } from './fixtures.ts';
import { chooseClass, followNavigation, openNavigation } from './sidebar.ts';
import { PHONE } from './viewports.ts';

const MINUTE_MS = 60_000;

/**
 * Sets demo.teacher's 7A/Ma1 and 8B/Ma2 each a diagnostic quiz of its own, open now and due within
 * the hour and a half (so it leads "Due this week", the plan and notifications). Answers the class ids.
 */
async function workForTwoClasses(request: APIRequestContext, names: { a: string; b: string }) {
  const headers = await apiHeaders(request, 'demo.teacher');
  const me = (await (await request.get('/api/v4/users/me?includes=groups', { headers })).json()) as {
    schoolId: number;
    groups: Array<{ groupId: number; code: string }>;
  };
  const quizzes = (await (
    await request.get('/api/v3/quizzes', {
      headers,
      params: { 'request.take': '20', 'request.filter.kind': 'Diagnostic' },
    })
  ).json()) as { items: Array<{ quizId: number }> };
  const quizId = quizzes.items[0]?.quizId;
  const now = Date.now();
  const ids: Record<string, number> = {};
  for (const [code, name] of [
    ['7A/Ma1', names.a],
    ['8B/Ma2', names.b],
  ] as const) {
    const group = me.groups.find((g) => g.code === code);
    if (!group) throw new Error(`${code} is not demo.teacher's`);
    ids[code] = group.groupId;
    const set = await request.post(`/api/v3/quizzes/${quizId}/assignments`, {
      headers,
      data: {
        schoolId: me.schoolId,
        groupIds: [group.groupId],
        name,
        startDate: new Date(now - MINUTE_MS).toISOString(),
        endDate: new Date(now + 90 * MINUTE_MS).toISOString(),
      },
    });
    expect(set.status()).toBe(201);
  }
  return { schoolId: me.schoolId, ids };
}

/** Entries that name 8B/Ma2 and not 7A/Ma1: work of the other class only. */
const onlyOfB = (entries: ReturnType<Page['getByTestId']>) =>
  entries.filter({ hasText: '8B/Ma2' }).filter({ hasNotText: '7A/Ma1' });

/** Check's recent work, all of it. */
async function showAllRecentWork(page: Page) {
  await expect(page.getByTestId('recent-work-row').first()).toBeVisible();
  const showAll = page.getByRole('button', { name: /^Show all/ });
  if (await showAll.isVisible()) await showAll.click();
}

test.describe('the class chosen in the sidebar', { tag: '@alone' }, () => {
  test('the sidebar class filters every screen of work, survives a reload and follows the teacher to another browser', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(360_000);
    const stamp = `${Date.now()}`;
    const names = { a: `Class pick A ${stamp}`, b: `Class pick B ${stamp}` };
    const { schoolId, ids } = await workForTwoClasses(request, names);

    await signIn(page, 'demo.teacher');
    await expect(page).toHaveURL(new RegExp(`/${schoolId}$`));
    // Functional cookies on: the choice is also kept with user state.
    await page.getByRole('button', { name: 'Accept' }).click();

    // All classes: both classes' work on the dashboard.
    const scope = page.getByTestId('class-scope');
    await expect(scope).toHaveText(/^Showing all your classes · choose one in the (sidebar|menu)$/);
    const dueThisWeek = page.getByRole('region', { name: 'Due this week' });
    await expect(dueThisWeek.getByRole('link', { name: names.a })).toBeVisible();
    await expect(dueThisWeek.getByRole('link', { name: names.b })).toBeVisible();

    // 7A/Ma1 in the sidebar.
    await chooseClass(page, '7A/Ma1');
    await expect(scope).toHaveText('Showing 7A/Ma1 · change in the sidebar');

    // Dashboard: only 7A/Ma1's work.
    await expect(dueThisWeek.getByRole('link', { name: names.a })).toBeVisible();
    await expect(page.getByRole('link', { name: names.b })).toHaveCount(0);
    await expect(onlyOfB(page.getByTestId('dashboard-work'))).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Plan list: no class filter of its own; the sidebar's class.
    await followNavigation(page, 'Plan');
    await expect(page).toHaveTitle('Plan - Mathsight');
    await expect(page.getByLabel('Classes')).toHaveCount(0);
    await expect(scope).toContainText('Showing 7A/Ma1');
    await page.getByTestId('plan-search').fill(`Class pick B ${stamp}`);
    await expect(page.getByTestId('plan-empty')).toContainText(
      'No upcoming work for 7A/Ma1 matches these filters.',
    );
    await page.getByTestId('plan-search').fill(`Class pick A ${stamp}`);
    await expect(
      page.getByRole('list', { name: 'Upcoming work' }).getByRole('link', { name: names.a }),
    ).toBeVisible();
    await page.getByTestId('plan-search').fill('');
    await expect(onlyOfB(page.getByTestId('assignment-row'))).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Calendar: 7A/Ma1's work only.
    await page.getByRole('link', { name: 'Calendar', exact: true }).click();
    await expect(page).toHaveTitle('Plan calendar - Mathsight');
    await expect(page.getByTestId('plan-calendar')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('link', { name: new RegExp(names.a) }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(names.b) })).toHaveCount(0);
    await expect(scope).toContainText('Showing 7A/Ma1');
    await expectNoAxeViolations(page);

    // Check: recent work, all of 7A/Ma1.
    await followNavigation(page, 'Check');
    await expect(page).toHaveTitle('Check - Mathsight');
    await expect(scope).toContainText('Showing 7A/Ma1');
    await showAllRecentWork(page);
    await expect(page.getByTestId('recent-work-row').filter({ hasText: names.a })).toHaveCount(1);
    await expect(page.getByTestId('recent-work-row').filter({ hasNotText: '7A/Ma1' })).toHaveCount(0);
    await page.mouse.move(700, 10);
    await expectNoAxeViolations(page);

    // Fix: finished work of 7A/Ma1 only.
    await followNavigation(page, 'Fix');
    await expect(page).toHaveTitle('Fix - Mathsight');
    await expect(scope).toContainText('Showing 7A/Ma1');
    const candidates = page.getByTestId('fix-candidate');
    await expect(candidates.first()).toBeVisible();
    await expect(candidates.filter({ hasNotText: '7A/Ma1' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Notifications (through the bell): 7A/Ma1's work only.
    await page.getByTestId('notifications-bell').click();
    await expect(page).toHaveTitle('Notifications - Mathsight');
    await expect(scope).toContainText('Showing 7A/Ma1');
    const upcoming = page.getByRole('list', { name: 'Upcoming notifications' });
    await expect(upcoming.getByRole('link', { name: `Due soon: ${names.a}` })).toBeVisible();
    await expect(upcoming.getByRole('link', { name: `Due soon: ${names.b}` })).toHaveCount(0);
    await expect(onlyOfB(page.getByTestId('notification'))).toHaveCount(0);
    await expectNoAxeViolations(page);

    // A reload keeps the choice.
    await page.reload();
    await expect(upcoming.getByRole('link', { name: `Due soon: ${names.a}` })).toBeVisible();
    await expect(upcoming.getByRole('link', { name: `Due soon: ${names.b}` })).toHaveCount(0);
    await expect(scope).toContainText('Showing 7A/Ma1');
    const nav = await openNavigation(page);
    await expect(nav.getByTestId('class-selector')).toHaveValue(String(ids['7A/Ma1']));

    // Another browser, on the teacher's phone: cookies accepted there too, the choice follows the
    // teacher (user state), and it is changed in the menu there.
    const other = await browser.newContext({ viewport: PHONE });
    const otherPage = await other.newPage();
    await otherPage.goto('/login');
    await otherPage.getByRole('button', { name: 'Accept' }).click();
    await signIn(otherPage, 'demo.teacher');
    await expect(otherPage.getByTestId('class-scope')).toHaveText('Showing 7A/Ma1 · change in the menu');
    await expect(otherPage.getByRole('link', { name: names.b })).toHaveCount(0);
    await expect(otherPage.getByRole('link', { name: names.a })).toBeVisible();
    await other.close();

    // All classes again: the other class's work is back everywhere.
    await chooseClass(page, 'All classes');
    await expect(scope).toContainText('Showing all your classes');
    await expect(upcoming.getByRole('link', { name: `Due soon: ${names.b}` })).toBeVisible();
    await expect(upcoming.getByRole('link', { name: `Due soon: ${names.a}` })).toBeVisible();

    await followNavigation(page, 'Fix');
    await expect(page.getByTestId('fix-candidate').first()).toBeVisible();
    await expect(page.getByTestId('fix-candidate').filter({ hasNotText: '7A/Ma1' }).first()).toBeVisible();

    await followNavigation(page, 'Check');
    await showAllRecentWork(page);
    await expect(page.getByTestId('recent-work-row').filter({ hasText: names.b })).toHaveCount(1);

    await followNavigation(page, 'Plan');
    await page.getByTestId('plan-search').fill(`Class pick B ${stamp}`);
    await expect(
      page.getByRole('list', { name: 'Upcoming work' }).getByRole('link', { name: names.b }),
    ).toBeVisible();

    await followNavigation(page, 'Dashboard');
    await expect(dueThisWeek.getByRole('link', { name: names.b })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
