import { expect, test } from '@playwright/test';
import { dismissCookieBanner, expectNoAxeViolations } from './fixtures.ts';
import { createFreshTeacher, freshBaseUrl } from './fresh.ts';
import { linkIn, waitForMail } from './mail.ts';

// A forgotten password, end to end over SMTP, on the server with no demo data (so no demo account's
// password changes under another journey).
test.use({ baseURL: freshBaseUrl });

test(`a teacher resets a forgotten password by the emailed link, once`, async ({ page, request }) => {
  const teacher = await createFreshTeacher(request, { firstName: 'Owen', lastName: 'Pryce' });

  await page.goto('/login');
  await dismissCookieBanner(page);
  await page.getByRole('link', { name: 'Forgotten your password?' }).click();
  await expect(page).toHaveTitle('Forgotten password - Mathsight');
  await page.getByLabel('Username or email address').fill(teacher.email.toUpperCase());
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText(/we've sent it a link to choose a new password/)).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await waitForMail(request, teacher.email, 'Reset your Mathsight password');
  const link = linkIn(mail, '/login/reset-password/');
  await page.goto(link);
  await expect(page.getByText('Hello Owen, choose a new password.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('owenpryce');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(
    page.getByText('Do not build your password from your name, username or email address.'),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('copper heron at low tide');
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: `e2e/.artifacts/screens/reset-password-1366.png`,
    fullPage: true,
  });
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByText('Your password is changed')).toBeVisible();
  await waitForMail(request, teacher.email, 'Your Mathsight password was changed');

  // The link is spent.
  await page.goto(link);
  await expect(page.getByText('This link does not work')).toBeVisible();
  await expectNoAxeViolations(page);

  // The new password signs in; a teacher with no school is asked for one.
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(teacher.email);
  await page.getByLabel('Password', { exact: true }).fill('copper heron at low tide');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/schools$/);
});
