import { expect, test } from '@playwright/test';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { createFreshSchool, createFreshTeacher, FRESH_PASSWORD, freshBaseUrl } from './fresh.ts';

// The account page on the server with no demo data, so no demo account changes under another journey.
test.use({ baseURL: freshBaseUrl });

test(`a teacher changes their name, password and email choices on the account page`, async ({
  page,
  request,
}) => {
  // Three accounts' worth of password hashing (sign-up, sign-in, change): slow on a busy 2-core runner.
  test.setTimeout(240_000);
  const teacher = await createFreshTeacher(request, { firstName: 'Lena', lastName: 'Fischer' });
  const schoolName = `Fenwick Primary ${teacher.email.split('@')[0]?.split('.').at(-1)}`;
  await createFreshSchool(request, teacher, schoolName, {
    addressLine1: '2 Church Road',
    city: 'Leeds',
    zipOrPostCode: 'LS1 4AP',
  });
  await signIn(page, teacher.email, FRESH_PASSWORD);
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
  await dismissCookieBanner(page);
  await page.goto('/account');
  await expect(page).toHaveTitle('Your account - Mathsight');
  await expect(page.getByText(teacher.email)).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `e2e/.artifacts/screens/account-1366.png`, fullPage: true });

  const name = page.getByRole('form', { name: 'Your name' });
  await name.getByLabel('Last name').fill('Fischer-Brandt');
  await name.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name is saved.')).toBeVisible();

  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('not my password');
  await password.getByLabel('New password', { exact: true }).fill('quiet orchard in winter');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('That is not your current password.')).toBeVisible();
  await password.getByLabel('Current password').fill(FRESH_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed')).toBeVisible();

  await page.getByRole('checkbox', { name: /^Mathsight news/ }).uncheck();
  await expect(page.getByText('Your email choices are saved.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Leaving the school takes a confirming step.
  await page.getByRole('button', { name: `Leave ${schoolName}` }).click();
  await expect(page.getByText(`You will no longer see ${schoolName}'s classes or results.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Leave the school' }).click();
  await expect(page.getByText(`You have left ${schoolName}.`)).toBeVisible();

  // This tab is still signed in after the change; the new password is the one that works.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /^Mathsight news/ })).not.toBeChecked();
  const login = await request.post(`${freshBaseUrl}/api/v3/tokens/login-redirect`, {
    data: { username: teacher.email, password: 'quiet orchard in winter' },
  });
  expect(login.ok()).toBe(true);
});

test(`a teacher deletes their account with their password and can no longer sign in`, async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const teacher = await createFreshTeacher(request, { firstName: 'Owen', lastName: 'Pritchard' });
  const schoolName = `Moorside High ${teacher.email.split('@')[0]?.split('.').at(-1)}`;
  await createFreshSchool(request, teacher, schoolName, {
    addressLine1: '5 Mill Lane',
    city: 'Bradford',
    zipOrPostCode: 'BD1 1HY',
  });
  await signIn(page, teacher.email, FRESH_PASSWORD);
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
  await dismissCookieBanner(page);
  await page.goto('/account');
  await expect(page).toHaveTitle('Your account - Mathsight');

  const section = page.getByRole('region', { name: 'Delete your account' });
  await section.getByRole('button', { name: 'Delete your account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('The work you set stays, and its results still count.')).toBeVisible();
  const password = dialog.getByLabel('Your current password');
  await expect(password).toBeFocused();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/delete-account-1366.png` });

  // Keyboard only: a wrong password is shown beside the field.
  await page.keyboard.type('not my password');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('That is not your current password.')).toBeVisible();
  await expectNoAxeViolations(page);
  await password.fill(FRESH_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account is deleted')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/account-deleted-1366.png` });

  // The old address and password sign in no more.
  await signIn(page, teacher.email, FRESH_PASSWORD);
  await expect(page.getByTestId('login-error')).toHaveText('The username or password is incorrect.');
  const login = await request.post(`${freshBaseUrl}/api/v3/tokens/login-redirect`, {
    data: { username: teacher.email, password: FRESH_PASSWORD },
  });
  expect(login.status()).toBe(400);
});
