import { expect, test } from '@playwright/test';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';

test.describe('signed-in shell', () => {
  test('a teacher signs in, lands on the dashboard, follows every navigation entry and switches school', {
    tag: '@alone',
  }, async ({ page }) => {
    await signIn(page, 'demo.teacher');
    await expect(page).toHaveURL(/\/\d+$/);
    await dismissCookieBanner(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tom');
    await expect(page.getByRole('link', { name: '7A/Ma1' })).toBeVisible();
    await expect(page).toHaveTitle(/ - Mathsight$/);
    const schoolId = new URL(page.url()).pathname.split('/')[1];

    const nav = page.getByRole('navigation', { name: 'Main' });
    const entries: Array<[string, string]> = [
      ['Plan', `/${schoolId}/plan`],
      ['Check', `/${schoolId}/check`],
      ['Fix', `/${schoolId}/fix`],
      ['Students', `/${schoolId}/students`],
      ['Motivate', `/${schoolId}/motivate`],
      ['Reports', `/${schoolId}/reports`],
      ['Settings', `/${schoolId}/settings`],
      ['Assistant', '/assistant'],
      ['Dashboard', `/${schoolId}`],
    ];
    for (const [name, path] of entries) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/ - Mathsight$/);
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    }
    // The current page's link keeps its contrast while hovered.
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).hover();
    await expectNoAxeViolations(page);

    await page.getByLabel('School').selectOption({ label: 'Riverside High School' });
    await expect(page).not.toHaveURL(new RegExp(`/${schoolId}$`));
    await expect(page.getByRole('link', { name: '8R/Ma1' })).toBeVisible();
    await expect(page.getByRole('link', { name: '7A/Ma1' })).toHaveCount(0);

    // Back to the first school: the current school is the teacher's, and later journeys start in it.
    await page.getByLabel('School').selectOption({ label: 'Oakfield Academy' });
    await expect(page).toHaveURL(new RegExp(`/${schoolId}$`));
    await expect(page.getByRole('link', { name: '7A/Ma1' })).toBeVisible();
  });

  test('signing out clears storage and the token cookie', async ({ page, context }) => {
    await signIn(page, 'demo.admin');
    await expect(page).toHaveURL(/\/\d+$/);
    await dismissCookieBanner(page);
    expect((await context.cookies()).some((c) => c.name !== 'cookie_consent')).toBe(true);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    const storage = await page.evaluate(() => ({
      local: localStorage.length,
      session: sessionStorage.length,
    }));
    expect(storage).toEqual({ local: 0, session: 0 });
    const left = (await context.cookies()).map((c) => c.name).filter((n) => n !== 'cookie_consent');
    expect(left).toEqual([]);
    // The app no longer lets this browser in.
    await page.goto('/assistant');
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });

  test('a Pending teacher sees the pending screen', async ({ page }) => {
    await signIn(page, 'demo.pending');
    await expect(page).toHaveURL(/\/\d+\/pending$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Oakfield Academy').first()).toBeVisible();
    await dismissCookieBanner(page);
    await expectNoAxeViolations(page);
  });

  test('a wrong password shows the server’s message and keeps the username', async ({ page }) => {
    await signIn(page, 'demo.teacher', 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('The username or password is incorrect.');
    await expect(page.getByLabel('Username or email')).toHaveValue('demo.teacher');
  });

  test('signing in honours redirectTo', async ({ page }) => {
    await page.goto('/assistant');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fassistant/);
    await page.getByLabel('Username or email').fill('demo.teacher');
    await page.getByLabel('Password', { exact: true }).fill('mathsight-demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/assistant$/);
  });
});

test.describe('public screens', () => {
  test('the app’s files come compressed at build time and cached for good under their hashed names', async ({
    request,
  }) => {
    const html = await (await request.get('/login')).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const res = await request.get(script ?? '', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding']).toBe('br');
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers()['content-type']).toContain('javascript');
  });

  test('login, not-found and the style guide have no accessibility violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in - Mathsight');
    await expectNoAxeViolations(page);
    await dismissCookieBanner(page);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/style-guide');
    await expect(page).toHaveTitle('Style guide - Mathsight');
    await expectNoAxeViolations(page);
  });

  test('the accessibility check fails on a page with faults, each named by rule', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in - Mathsight');
    // Seeded faults in the real page: an image with no text and a button with no name.
    await page.evaluate(() => {
      const { document } = globalThis as unknown as {
        document: { body: { insertAdjacentHTML: (where: string, html: string) => void } };
      };
      document.body.insertAdjacentHTML('beforeend', '<img src="/favicon.svg"><button></button>');
    });
    const failure = await expectNoAxeViolations(page).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(failure).toContain('image-alt');
    expect(failure).toContain('button-name');
  });

  test('redirects land where the spec says', async ({ page }) => {
    await page.goto('/c');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/signup/new/student');
    await expect(page).toHaveURL(/\/signup\/student$/);
    await page.goto('/signup/teacher/choice');
    await expect(page).toHaveURL(/\/signup\/teacher$/);
  });
});
