import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { createFreshSchool, createFreshTeacher, freshBaseUrl, signUpFreshTeacher } from './fresh.ts';
import { linkIn, mailTo } from './mail.ts';
import { LAPTOP, PHONE } from './viewports.ts';

// Issue 24 point 6: adding a school and reading the question bank's answers need a confirmed email
// address. A teacher who has not confirmed theirs is told what to do on both screens, sends the link
// again from there, follows it from the mail sink, and goes on.
test.use({ baseURL: freshBaseUrl });

const SHOTS = 'e2e/.artifacts/screens';

test('a teacher who has not confirmed their address is asked to, sends the link again, confirms it and reads the bank', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 6);
  const teacher = await signUpFreshTeacher(request, { firstName: 'Tom', lastName: 'Ashworth' });

  // --- No school yet, the address unconfirmed: the add tab asks for the address first.
  await signIn(page, teacher.email, teacher.password);
  await expect(page).toHaveURL(/\/schools$/);
  await dismissCookieBanner(page);
  await page.getByRole('tab', { name: 'Add your school' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Confirm your email address first' });
  await expect(notice).toContainText('adding one needs a confirmed email address');
  await expect(notice).toContainText(teacher.email);
  await expect(page.getByRole('button', { name: 'Add school' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/confirm-email-add-school-1366.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/confirm-email-add-school-390.png`, fullPage: true });
  await page.setViewportSize(LAPTOP);

  // --- A school's administrator confirms them as a teacher; their own address is still unconfirmed.
  const admin = await createFreshTeacher(request, { firstName: 'Ruth', lastName: 'Okoro' });
  const schoolId = await createFreshSchool(request, admin, `Calder High School ${tag}`);
  const joined = await request.post(`${freshBaseUrl}/api/v3/schools/${schoolId}/teachers`, {
    headers: teacher.headers,
    data: { isMakeDefault: true },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const { teacherId } = (await joined.json()) as { teacherId: number };
  const confirmedInSchool = await request.put(
    `${freshBaseUrl}/api/v3/schools/${schoolId}/teachers/${teacherId}`,
    { headers: admin.headers, data: { membershipStatus: 'Confirmed' } },
  );
  expect(confirmedInSchool.status()).toBe(204);

  // --- The question bank tells them what to do instead of failing, and sends the link again.
  await page.goto(`/${schoolId}/questions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Question bank' })).toBeVisible();
  const bankNotice = page.getByRole('alert').filter({ hasText: 'Confirm your email address first' });
  await expect(bankNotice).toContainText('the answer and the misconception behind every option');
  await expect(page.getByTestId('bank-question')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/confirm-email-question-bank-1366.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/confirm-email-question-bank-390.png`, fullPage: true });
  await page.setViewportSize(LAPTOP);
  await bankNotice.getByRole('button', { name: 'Send the link again' }).click();
  await expect(bankNotice).toContainText(`We've sent another link to ${teacher.email}.`);

  // The second email arrives at the sink; its link confirms the address.
  const confirmations = async () =>
    (await mailTo(request, teacher.email)).filter((m) => m.subject.includes('Confirm your email address'));
  await expect.poll(async () => (await confirmations()).length).toBe(2);
  const newest = (await confirmations()).at(-1);
  if (!newest) throw new Error('unreachable: the poll saw two');
  await page.goto(linkIn(newest, '/signup/confirm'));
  await expect(page.getByText(`${teacher.email} is confirmed.`)).toBeVisible();

  // --- Now the bank opens with its answers.
  await page.goto(`/${schoolId}/questions`);
  await expect(page.getByRole('list', { name: 'Questions' }).getByTestId('bank-question')).toHaveCount(20, {
    timeout: 30_000,
  });
  await expect(page.getByText('Confirm your email address first')).toHaveCount(0);
});
