import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { createFreshSchool, createFreshTeacher, FRESH_PASSWORD, freshBaseUrl } from './fresh.ts';
import { linkIn, waitForMail } from './mail.ts';

// Issue 13, the school's teachers: on the server with no demo data an administrator invites a
// colleague by email, the colleague accepts from the link, the administrator makes them an
// administrator and back, and removes another teacher, whose class is left to be given a teacher.
test.use({ baseURL: freshBaseUrl });

async function shotBoth(page: Page, name: string) {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `e2e/.artifacts/screens/${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('an administrator invites a colleague, makes them an administrator and back, and removes a teacher', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, five emails and axe at two widths three times: longer than the default minute.
  test.setTimeout(480_000);
  const tag = randomUUID().slice(0, 6);
  const schoolName = `Calder Vale School ${tag}`;
  const admin = await createFreshTeacher(request, { firstName: 'Ruth', lastName: 'Okoro' });
  const schoolId = await createFreshSchool(request, admin, schoolName);

  // Another teacher, already confirmed, who teaches a class of their own.
  const leaver = await createFreshTeacher(request, { firstName: 'Leo', lastName: 'Hart' });
  const joined = await request.post(`${freshBaseUrl}/api/v3/schools/${schoolId}/teachers`, {
    headers: leaver.headers,
    data: { isMakeDefault: true },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const { teacherId: leaverId } = (await joined.json()) as { teacherId: number };
  const confirmed = await request.put(`${freshBaseUrl}/api/v3/schools/${schoolId}/teachers/${leaverId}`, {
    headers: admin.headers,
    data: { membershipStatus: 'Confirmed' },
  });
  expect(confirmed.status()).toBe(204);
  const made = await request.post(`${freshBaseUrl}/api/v3/schools/${schoolId}/groups`, {
    headers: leaver.headers,
    data: { code: '7R/Ma', yearGroupIds: [] },
  });
  expect(made.status(), await made.text()).toBe(201);

  // The administrator opens the school's teachers and invites a colleague by email.
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, admin.email, FRESH_PASSWORD);
  await dismissCookieBanner(page);
  await page.goto(`/${schoolId}/settings/teachers`);
  await expect(page.getByRole('heading', { level: 1, name: 'Teachers' })).toBeVisible();
  const table = page.getByRole('table', { name: "The school's teachers" });
  await expect(table.getByRole('row', { name: /Leo Hart/ })).toContainText('7R/Ma');
  await expect(table.getByRole('row', { name: /Ruth Okoro/ })).toContainText('Administrator');

  const colleagueEmail = `tom.price.${tag}@school.example`;
  const invite = page.getByRole('region', { name: 'Invite teachers' });
  const row = invite.getByRole('group', { name: 'Teacher 1' });
  await row.getByLabel('First name').fill('Tom');
  await row.getByLabel('Last name').fill('Price');
  await row.getByLabel('Email').fill(colleagueEmail);
  await invite.getByRole('button', { name: 'Send invitations' }).click();
  await expect(invite.getByTestId('invited')).toContainText(`Tom Price (${colleagueEmail})`);
  await shotBoth(page, 'school-teachers');

  // The colleague accepts from the email: a new account, a Confirmed teacher of the school.
  const mail = await waitForMail(request, colleagueEmail, `invited you to join ${schoolName}`);
  const colleagueContext = await browser.newContext({
    baseURL: freshBaseUrl,
    viewport: { width: 390, height: 844 },
  });
  const colleague = await colleagueContext.newPage();
  await colleague.goto(linkIn(mail, '/signup/teacher/invite-code'));
  await dismissCookieBanner(colleague);
  await expect(
    colleague.getByText(`Ruth Okoro invited ${colleagueEmail} to teach at ${schoolName}`),
  ).toBeVisible();
  await colleague.getByLabel('Choose a password').fill('a quiet morning in the library');
  await colleague.getByRole('button', { name: 'Accept and join the school' }).click();
  await expect(colleague).toHaveURL(new RegExp(`/${schoolId}(/|$)`));
  await colleagueContext.close();

  // The administrator makes them an administrator, and back.
  await page.reload();
  const tomRow = table.getByRole('row', { name: /Tom Price/ });
  await expect(tomRow).toBeVisible();
  await expect(tomRow).not.toContainText('Administrator');
  await tomRow.getByRole('button', { name: 'Actions for Tom Price' }).click();
  await page.getByRole('menuitem', { name: 'Make administrator' }).click();
  await expect(page.getByText('Tom Price is now an administrator.')).toBeVisible();
  await expect(tomRow).toContainText('Administrator');
  // Keyboard: the menu opens and is answered without a mouse.
  await tomRow.getByRole('button', { name: 'Actions for Tom Price' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Remove administrator' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Remove administrator' }).press('Enter');
  await expect(page.getByText('Tom Price is no longer an administrator.')).toBeVisible();
  await expect(tomRow).not.toContainText('Administrator');

  // The administrator removes Leo; his class stays, with nobody teaching it, and is linked.
  await table.getByRole('button', { name: 'Actions for Leo Hart' }).click();
  await page.getByRole('menuitem', { name: 'Remove from school' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Leo Hart from the school?' });
  await expect(dialog.getByText('7R/Ma will have no teacher')).toBeVisible();
  await shotBoth(page, 'school-teachers-remove');
  await dialog.getByRole('button', { name: 'Remove Leo Hart' }).click();
  await expect(page.getByText('Leo Hart is no longer a teacher of this school')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose teachers for 7R/Ma' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Leo Hart/ })).toHaveCount(0);
  await shotBoth(page, 'school-teachers-removed');
});
