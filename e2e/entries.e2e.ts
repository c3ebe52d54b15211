import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiHeaders } from './demo-api.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { PHONE } from './viewports.ts';

const DAY_MS = 86_400_000;

/** The same diagnostic quiz set for 9A/Ma1 (ended yesterday) and 8B/Ma2 (ended two days ago). */
async function sameQuizForTwoClasses(request: APIRequestContext, name: string) {
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
  for (const [code, endedDaysAgo] of [
    ['9A/Ma1', 1],
    ['8B/Ma2', 2],
  ] as const) {
    const group = me.groups.find((g) => g.code === code);
    const set = await request.post(`/api/v3/quizzes/${quizId}/assignments`, {
      headers,
      data: {
        schoolId: me.schoolId,
        groupIds: [group?.groupId],
        name,
        startDate: new Date(now - (endedDaysAgo + 7) * DAY_MS).toISOString(),
        endDate: new Date(now - endedDaysAgo * DAY_MS).toISOString(),
      },
    });
    expect(set.status()).toBe(201);
  }
}

async function signInToSchool(page: Page) {
  await signIn(page, 'demo.teacher');
  await expect(page).toHaveURL(/\/\d+$/);
  await dismissCookieBanner(page);
  return new URL(page.url()).pathname.split('/')[1] ?? '';
}

/** The bell's unread count from its name ("Notifications, 4 unread"; "Notifications" at 0). */
async function bellCount(page: Page) {
  const label = (await page.getByTestId('notifications-bell').getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

// One journey marks every notification read: the tests run one after the other.
test.describe.configure({ mode: 'serial' });

test.describe('entries', { tag: '@alone' }, () => {
  test('entries of the same quiz for two classes are told apart; the bell is the page’s count; mark all as read', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    // Unique to the run: a retry must not find the first attempt's entries.
    const name = `Entries check-up ${Date.now()}`;
    await sameQuizForTwoClasses(request, name);
    const schoolId = await signInToSchool(page);

    // Notifications (Done): two "Finished: …" links, described by their class and date.
    await page.goto(`/${schoolId}/notifications?group=Done`);
    const done = page.getByRole('list', { name: 'Finished work notifications' });
    const entries = done.getByRole('link', { name: `Finished: ${name}`, exact: true });
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toHaveAccessibleDescription(/^9A\/Ma1 · Ended \w{3} \d{1,2} \w{3}/);
    await expect(entries.nth(1)).toHaveAccessibleDescription(/^8B\/Ma2 · Ended \w{3} \d{1,2} \w{3}/);

    // The bell and the page count the same thing.
    const unread = page.getByTestId('unread-count');
    await expect(unread).toHaveText(/^\d+ unread\.$/);
    const pageCount = Number.parseInt((await unread.textContent()) ?? '', 10);
    expect(pageCount).toBeGreaterThanOrEqual(2);
    expect(await bellCount(page)).toBe(pageCount);
    await expectNoAxeViolations(page);

    // Mark all as read: both go to 0, and the button rests.
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(unread).toHaveText('All read.');
    await expect(page.getByTestId('notifications-bell')).toHaveAttribute('aria-label', 'Notifications');
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    // The badge itself: getByText alone matches any text holding "new", work names of other runs included.
    await expect(done.getByText('New', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Check: the two rows of the same work name their classes.
    await page.goto(`/${schoolId}/check`);
    const showAll = page.getByRole('button', { name: /^Show all/ });
    await expect(page.getByTestId('recent-work-row').first()).toBeVisible();
    if (await showAll.isVisible()) await showAll.click();
    const rows = page.getByTestId('recent-work-row').filter({ hasText: name });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: '9A/Ma1' })).toHaveCount(1);
    await expect(rows.filter({ hasText: '8B/Ma2' })).toHaveCount(1);
    // The questions most answered wrongly: share and count, and the work's class and its end date (ended,
    // or still open: which tops the list depends on the demo's answers, retries included).
    const wrong = page.getByTestId('wrong-question').first();
    await expect(wrong.getByRole('link')).toHaveText(/\d+ % wrong · \d+ of \d+$/);
    await expect(wrong.getByTestId('wrong-question-context')).toHaveText(
      /^\S.* · (ended|ends) \w{3} \d{1,2} \w{3}/,
    );
    await page.mouse.move(700, 10);
    await expectNoAxeViolations(page);

    // Fix: every finished work names its classes and end date, and no two entries read the same.
    await page.goto(`/${schoolId}/fix`);
    const candidates = page.getByTestId('fix-candidate');
    await expect(candidates.first()).toBeVisible();
    const headings = await candidates.evaluateAll((cards) =>
      cards.map((card) => card.querySelector('a')?.parentElement?.textContent ?? ''),
    );
    for (const heading of headings) expect(heading).toMatch(/ · ended \w{3} \d{1,2} \w{3}/);
    expect(new Set(headings).size).toBe(headings.length);
    await expectNoAxeViolations(page);
  });

  test("the parent's home is the child's week, and a quiz link does not speak of teachers", async ({
    page,
  }) => {
    // A parent reads it on their phone.
    await page.setViewportSize(PHONE);
    await signIn(page, 'demo.parent');
    await expect(page).toHaveURL(/\/parent$/);
    await dismissCookieBanner(page);
    await expect(page.getByRole('heading', { level: 1, name: /'s week$/ })).toBeVisible();
    await expect(page.getByText(/Soon/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto('/quiz-session/1');
    await expect(page.getByText('Quizzes are answered by students')).toBeVisible();
    await expect(page.getByText(/Teachers see/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/parent');
    await expectNoAxeViolations(page);
  });
});
