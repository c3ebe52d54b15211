import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { createFreshSchool, createFreshTeacher, FRESH_PASSWORD, freshBaseUrl } from './fresh.ts';
import { linkIn, waitForMail } from './mail.ts';
import { LAPTOP } from './viewports.ts';

// A second teacher asks to join a school on the server with no demo data; its administrator is
// emailed, confirms them from the dashboard, and the teacher is told by email and let in.
test.use({ baseURL: freshBaseUrl });

test(`a teacher asks to join a school and its administrator confirms them`, async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 6);
  const schoolName = `Holme Valley School ${tag}`;
  const admin = await createFreshTeacher(request, { firstName: 'Ruth', lastName: 'Okoro' });
  await createFreshSchool(request, admin, schoolName, {
    addressLine1: '1 Mill Lane',
    city: 'Holmfirth',
    zipOrPostCode: 'HD9 7AA',
  });
  const joiner = await createFreshTeacher(request, { firstName: 'Dev', lastName: 'Malik' });

  // The joiner finds the school and asks to join; they wait on the pending screen.
  await signIn(page, joiner.email, FRESH_PASSWORD);
  await expect(page).toHaveURL(/\/schools$/);
  await dismissCookieBanner(page);
  await page.getByLabel('School name, town or postcode').fill(`holme ${tag}`);
  const result = page.getByRole('listitem', { name: schoolName });
  await expect(result.getByText('1 teacher on Mathsight')).toBeVisible();
  await result.getByRole('button', { name: 'This is my school' }).click();
  await expect(result.getByText(`An administrator of ${schoolName} confirms you`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: `e2e/.artifacts/screens/join-school-1366.png`,
    fullPage: true,
  });
  await result.getByRole('button', { name: 'Ask to join' }).click();
  await expect(page).toHaveURL(/\/\d+\/pending$/);

  // The administrator is emailed, signs in and confirms them from the dashboard.
  const asked = await waitForMail(request, admin.email, 'asked to join');
  expect(asked.subject).toBe(`Dev Malik asked to join ${schoolName} on Mathsight`);
  const adminContext = await browser.newContext({ baseURL: freshBaseUrl, viewport: LAPTOP });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin.email, FRESH_PASSWORD);
  await dismissCookieBanner(adminPage);
  // The bell counts the teacher waiting; the administrator answers from the dashboard.
  await expect(adminPage.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  const waiting = adminPage.getByRole('region', { name: 'Teachers waiting to join' });
  await expect(waiting.getByText('Dev Malik', { exact: true })).toBeVisible();
  await expectNoAxeViolations(adminPage);
  await adminPage.screenshot({
    path: `e2e/.artifacts/screens/teachers-waiting-1366.png`,
    fullPage: true,
  });
  await waiting.getByRole('button', { name: 'Confirm Dev Malik' }).click();
  await expect(adminPage.getByText(`Dev Malik can now use ${schoolName}. We've emailed them.`)).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(adminPage.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  // From the link at the foot of that email, without signing in, the administrator turns school
  // updates off.
  await adminContext.clearCookies();
  await adminPage.evaluate('window.localStorage.clear()');
  await adminPage.goto(linkIn(asked, '/unsubscribe'));
  await expect(adminPage.getByRole('heading', { name: 'Email preferences' })).toBeVisible();
  await expect(adminPage.getByText(`${admin.email[0]}•••@school.example`)).toBeVisible();
  await adminPage.getByRole('checkbox', { name: /^School updates/ }).uncheck();
  await adminPage.getByRole('button', { name: 'Save my choices' }).click();
  await expect(adminPage.getByText('Your choices are saved.')).toBeVisible();
  await expect(adminPage.getByRole('checkbox', { name: /^School updates/ })).not.toBeChecked();
  await expectNoAxeViolations(adminPage);
  await adminPage.screenshot({
    path: `e2e/.artifacts/screens/unsubscribe-1366.png`,
    fullPage: true,
  });
  await adminContext.close();

  // The joiner is told by email and, signing in again, is in the school.
  await waitForMail(request, joiner.email, `You can now use Mathsight at ${schoolName}`);
  await page.goto('/loginredirect');
  await expect(page.getByTestId('dashboard-greeting')).toContainText('Dev');
  await expect(page.getByText(schoolName).first()).toBeVisible();
});
