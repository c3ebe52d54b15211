import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, dismissCookieBanner, expectNoAxeViolations, signOut } from './fixtures.ts';
import { PHONE } from './viewports.ts';

// Google sign-in (issue 28) against the local OpenID provider the suite starts (servers.ts: oidc):
// a new teacher signs up with Google; the demo teacher's password account is linked only after the
// password is typed on "Confirm it's you".

async function shot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['laptop', { width: 1366, height: 900 }],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: `e2e/.artifacts/screens/google-sign-in-${name}-${size}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The provider's own pages: its login form (any password for a demo account), then consent. */
async function signInAtProvider(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('Google sign-in', () => {
  test('a new teacher signs up with Google, and next time Google signs them straight in', async ({
    page,
  }) => {
    await page.goto('/signup/teacher');
    await dismissCookieBanner(page);
    await page.getByRole('button', { name: 'Sign up with Google' }).click();
    await signInAtProvider(page, 'google-new');
    await expect(page).toHaveURL(/\/oauth-login/);
    await expect(page.getByRole('heading', { name: 'Create your teacher account' })).toBeVisible();
    await expect(page.getByText('sam.rivera@example.org')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Sam');
    await expect(page.getByLabel('Last name')).toHaveValue('Rivera');
    await page.getByLabel(/I agree to the terms/).check();
    await shot(page, 'sign-up');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).not.toHaveURL(/\/oauth-login|\/login/);

    await signOut(page);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    // The provider remembers them and their consent: Google sends them straight back, signed in.
    await expect(page).toHaveURL(/localhost:\d+\/(?!oauth-login|login)/);
    await expect(page).not.toHaveURL(/\/oauth-login|\/login/);
  });

  test("the demo teacher's account is linked only after its password", async ({ page }) => {
    await page.goto('/login');
    await dismissCookieBanner(page);
    await shot(page, 'login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await signInAtProvider(page, 'google-tom');
    await expect(page.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible();
    await page.getByLabel('Mathsight password').fill('not the password');
    await page.getByRole('button', { name: 'Link Google and sign in' }).click();
    await expect(page.getByText('The username or password is incorrect.')).toBeVisible();
    await shot(page, 'confirm');
    await page.getByLabel('Mathsight password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Link Google and sign in' }).click();
    await expect(page).not.toHaveURL(/\/oauth-login|\/login/);
  });

  test('a cancelled Google sign-in says so, with a way back', async ({ page }) => {
    await page.goto('/oauth-login?error=access_denied&state=x');
    await dismissCookieBanner(page);
    await expect(page.getByText('You cancelled signing in with Google.')).toBeVisible();
    await shot(page, 'cancelled');
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});
