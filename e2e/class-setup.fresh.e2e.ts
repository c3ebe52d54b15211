import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { createFreshSchool, createFreshTeacher, FRESH_PASSWORD, freshBaseUrl } from './fresh.ts';
import { linkIn, waitForMail } from './mail.ts';

// The join-class flow on the server with no demo data: a teacher adds a class, pastes its students'
// names and prints their sign-in cards, invites a colleague by email; the colleague accepts from
// the email and teaches the class; a student signs in with the username and password on a card.
test.use({ baseURL: freshBaseUrl });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/.artifacts/screens/class-setup-${name}.png`, fullPage: true });
}

/** The same screen at phone width too, then back to the laptop. */
async function shotBoth(page: Page, name: string) {
  await shot(page, `${name}-laptop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await shot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a teacher adds a class with its students and a co-teacher; both sign in and find it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const tag = randomUUID().slice(0, 6);
  const teacher = await createFreshTeacher(request, { firstName: 'Priya', lastName: 'Shah' });
  const schoolId = await createFreshSchool(request, teacher, `Kirkstall Academy ${tag}`, {
    addressLine1: '2 Abbey Road',
    city: 'Leeds',
    zipOrPostCode: 'LS5 3HS',
  });

  await signIn(page, teacher.email, FRESH_PASSWORD);
  await dismissCookieBanner(page);
  await page.goto(`/${schoolId}/classes/new`);

  // Step 1: the class, in the Mathematics department by default.
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.getByLabel('Class code').fill('9K/Ma2');
  await expect(page.getByRole('combobox', { name: 'Department (Optional)' })).toHaveValue('Mathematics');
  await page.getByRole('button', { name: 'Add class' }).click();

  // Step 2: names pasted as a register lists them, with a line the teacher must finish.
  await expect(page.getByRole('heading', { name: "Add 9K/Ma2's students" })).toBeVisible();
  const names = page.getByLabel("Students' names");
  await names.fill("Ravi Patel\nNguyễn, Thị Mai\nZoë O'Brien\nCher");
  await expect(page.getByText('Line 4 (“Cher”): add a last name.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add 3 students' })).toBeDisabled();
  await names.fill("Ravi Patel\nNguyễn, Thị Mai\nZoë O'Brien\nCher Lloyd");
  await expectNoAxeViolations(page);
  await shotBoth(page, 'students');
  await page.getByRole('button', { name: 'Add 4 students' }).click();

  const cards = page.getByRole('list', { name: 'Sign-in cards' }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  const zoe = cards.filter({ hasText: "Zoë O'Brien" });
  const userName = ((await zoe.getByText(/^Username:/).textContent()) ?? '').replace('Username:', '').trim();
  const password = ((await zoe.getByText(/^Password:/).textContent()) ?? '').replace('Password:', '').trim();
  expect(userName).toMatch(/^zoe\.obrien\d*$/);
  expect(password).toMatch(/^[a-z]+-[a-z]+-\d{2}$/);
  await expectNoAxeViolations(page);
  await shotBoth(page, 'cards');
  await page.getByRole('button', { name: 'Next: co-teachers' }).click();

  // Step 3: no colleague has joined yet, so one is invited by email.
  await expect(page.getByRole('heading', { name: 'Teach 9K/Ma2 with colleagues' })).toBeVisible();
  await expect(page.getByText('No other teachers have joined your school yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Invite someone by email' }).click();
  const colleagueEmail = `tom.reed.${tag}@kirkstall.example.sch.uk`;
  await page.getByLabel('First name').fill('Tom');
  await page.getByLabel('Last name').fill('Reed');
  await page.getByLabel('Email').fill('tom.reed');
  await page.getByRole('button', { name: 'Add teachers' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(colleagueEmail);
  await expectNoAxeViolations(page);
  await shotBoth(page, 'teachers');
  await page.getByRole('button', { name: 'Add teachers' }).click();
  await expect(page.getByText(`We emailed an invitation to ${colleagueEmail}`)).toBeVisible();
  await page.getByRole('button', { name: 'Next: the class code' }).click();
  await expect(page.getByRole('heading', { name: '9K/Ma2 is ready' })).toBeVisible();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();

  // The colleague accepts from the email: a new account, Confirmed at the school, teaching the class.
  const mail = await waitForMail(request, colleagueEmail, 'invited you to teach 9K/Ma2');
  const colleagueContext = await browser.newContext({
    baseURL: freshBaseUrl,
    viewport: { width: 1366, height: 900 },
  });
  const colleague = await colleagueContext.newPage();
  await colleague.goto(linkIn(mail, '/signup/teacher/invite-code'));
  await dismissCookieBanner(colleague);
  await expect(
    colleague.getByText(
      `Priya Shah invited ${colleagueEmail} to teach the class 9K/Ma2 at Kirkstall Academy ${tag}`,
    ),
  ).toBeVisible();
  await expect(colleague.getByLabel('First name')).toHaveValue('Tom');
  await colleague.getByLabel('Choose a password').fill('a quiet morning in the library');
  await expectNoAxeViolations(colleague);
  await shotBoth(colleague, 'accept');
  await colleague.getByRole('button', { name: 'Accept and open the class' }).click();
  await expect(colleague).toHaveURL(new RegExp(`/${schoolId}(/|$)`));
  await expect(colleague.getByRole('heading', { name: 'Your classes', exact: true })).toBeVisible();
  await expect(colleague.getByText('4 students')).toBeVisible();
  // The link works once.
  await colleague.goto(linkIn(mail, '/signup/teacher/invite-code'));
  await expect(
    colleague.getByText('This invitation has been used or has expired.', { exact: false }),
  ).toBeVisible();
  await colleagueContext.close();

  // A student signs in with the card.
  const studentContext = await browser.newContext({
    baseURL: freshBaseUrl,
    viewport: { width: 390, height: 844 },
  });
  const student = await studentContext.newPage();
  await signIn(student, userName, password);
  await expect(student).toHaveURL(/\/student$/);
  await studentContext.close();
});
