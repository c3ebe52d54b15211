import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { dismissCookieBanner, expectNoAxeViolations } from './fixtures.ts';
import { FRESH_PASSWORD, freshApiHeaders, freshBaseUrl } from './fresh.ts';
import { linkIn, waitForMail } from './mail.ts';
import { PHONE } from './viewports.ts';

// A school's first day, on the server with no demo data: a teacher signs up and confirms their email
// over SMTP, adds the school and a class and gets its code; the class's first work is set; a student
// signs up with the code and does it; the teacher sees the answers.
test.use({ baseURL: freshBaseUrl });

/** The teacher works on a laptop; the student joins on a phone. */
async function shot(page: Page, name: string) {
  const size = page.viewportSize()?.width === PHONE.width ? 'phone' : 'laptop';
  await page.screenshot({ path: `e2e/.artifacts/screens/first-day-${name}-${size}.png`, fullPage: true });
}

test.describe("a school's first day", () => {
  test('a teacher signs up, confirms, adds the school and a class; a student joins with the code, does the work, and the teacher sees it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(360_000);
    const tag = randomUUID().slice(0, 6);
    const email = `amira.haddad.${tag}@stmarks.example.sch.uk`;

    // --- The teacher signs up.
    await page.goto('/login');
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page).toHaveTitle('Create an account - Mathsight');
    await expectNoAxeViolations(page);
    await shot(page, 'role-picker');
    await page.getByRole('link', { name: /I'm a teacher/ }).click();
    await expect(page.getByRole('heading', { name: 'Create your teacher account' })).toBeVisible();
    await page.getByLabel('First name').fill('Amira');
    await page.getByLabel('Last name').fill('Haddad');
    await page.getByLabel('School email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('password1');
    await expect(page.getByText('Strength: Very weak')).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    // Refused beside the fields: the terms, and a password on the breached list.
    await expect(page.getByText('Agree to the terms to create an account')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
    await expect(page.getByText(/Strength: (Strong|Very strong)/)).toBeVisible();
    await page.getByLabel("I agree to Mathsight's terms of use and privacy notice").check();
    await expectNoAxeViolations(page);
    await shot(page, 'teacher-form');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/signup\/confirm$/);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expectNoAxeViolations(page);
    const mail = await waitForMail(request, email, 'Confirm your email address');
    await page.goto(linkIn(mail, '/signup/confirm'));
    await expect(page.getByText(`${email} is confirmed.`)).toBeVisible();
    await shot(page, 'confirmed');
    await page.getByRole('link', { name: 'Continue' }).click();

    // --- No school yet: add it.
    await expect(page).toHaveURL(/\/schools$/);
    // Another run may have added a St Mark's of its own: search for this run's.
    await page.getByLabel('School name, town or postcode').fill(`St Mark ${tag}`);
    await expect(page.getByText(/No school matches/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Add your school' }).click();
    // The name searched for is already in the form.
    await expect(page.getByLabel('School name', { exact: true })).toHaveValue(`St Mark ${tag}`);
    await page.getByLabel('School name', { exact: true }).fill(`St Mark's Academy ${tag}`);
    await page.getByLabel('Address').fill('4 Castle Street');
    await page.getByLabel('Town or city').fill('Durham');
    await page.getByLabel('Postcode').fill('dh1 3ha');
    await expectNoAxeViolations(page);
    await shot(page, 'add-school');
    await page.getByRole('button', { name: 'Add school' }).click();

    // --- The first class and its code.
    await expect(page).toHaveURL(/\/\d+\/classes\/new\/?$/);
    const schoolId = Number(new URL(page.url()).pathname.split('/')[1]);
    await page.getByLabel('Class code').fill('7M/Ma1');
    await page.getByLabel('Description (Optional)').fill('Year 7 maths');
    await page.getByRole('combobox', { name: 'Year groups (Optional)' }).click();
    await page.getByRole('option', { name: 'Year 7', exact: true }).click();
    await page.keyboard.press('Escape');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add class' }).click();
    // Students and co-teachers can wait: these students sign up with the code (class-setup.e2e.ts adds them by name).
    await page.getByRole('button', { name: 'Skip: they will sign up with the class code' }).click();
    await page.getByRole('button', { name: 'Skip: I teach it alone' }).click();
    await expect(page.getByRole('heading', { name: '7M/Ma1 is ready' })).toBeVisible();
    const displayCode = (await page.getByTestId('class-code').textContent()) ?? '';
    expect(displayCode).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    await expectNoAxeViolations(page);
    await shot(page, 'class-code');

    // --- The school home guides the next step: the class has no students yet, so its code is at hand.
    await page.goto(`/${schoolId}`);
    await dismissCookieBanner(page);
    const steps = page.getByTestId('first-steps');
    await expect(page.getByRole('heading', { name: 'Get your school started' })).toBeVisible();
    await expect(steps.getByText('Add a class (done)')).toBeVisible();
    await page.getByRole('button', { name: 'Show the code for 7M/Ma1' }).click();
    await expect(steps.getByTestId('class-code')).toHaveText(displayCode);
    await expectNoAxeViolations(page);
    await shot(page, 'dashboard');

    // --- The class's first work (set through the API: the set-work flow has journeys of its own).
    const teacher = await freshApiHeaders(request, email);
    const me = (await (
      await request.get(`${freshBaseUrl}/api/v4/users/me`, {
        headers: teacher,
        params: { includes: 'groups', schoolId },
      })
    ).json()) as { groups: Array<{ groupId: number; code: string }> };
    const group = me.groups.find((g) => g.code === '7M/Ma1');
    expect(group).toBeDefined();
    const quizzes = (await (
      await request.get(`${freshBaseUrl}/api/v3/quizzes`, {
        headers: teacher,
        params: { 'request.take': '100', 'request.filter.kind': 'Diagnostic' },
      })
    ).json()) as { items: Array<{ quizId: number; questionCount: number }> };
    const quiz = quizzes.items.toSorted((a, b) => a.questionCount - b.questionCount)[0];
    const set = await request.post(`${freshBaseUrl}/api/v3/quizzes/${quiz?.quizId}/assignments`, {
      headers: teacher,
      data: {
        schoolId,
        groupIds: [group?.groupId],
        startDate: new Date(Date.now() - 60_000).toISOString(),
        endDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        name: 'First diagnostic',
        feedbackMode: 'AfterEachQuestion',
      },
    });
    expect(set.status()).toBe(201);
    const { assignmentId } = (await set.json()) as { assignmentId: number };

    // --- A student signs up with the code, in a browser of their own.
    const studentContext = await browser.newContext({ baseURL: freshBaseUrl, viewport: PHONE });
    const student = await studentContext.newPage();
    await student.goto('/signup');
    await dismissCookieBanner(student);
    await student.getByRole('link', { name: /I'm a student/ }).click();
    await student.getByRole('link', { name: 'Enter my class code' }).click();
    // Typed as a student might: lower case, no dash.
    await student
      .getByRole('textbox', { name: 'Class code' })
      .fill(displayCode.replace('-', ' ').toLowerCase());
    await student.getByRole('button', { name: 'Check my code' }).click();
    await expect(student.getByText(`7M/Ma1 (Year 7 maths) at St Mark's Academy ${tag}`)).toBeVisible();
    await expectNoAxeViolations(student);
    await shot(student, 'student-code');
    await student.getByRole('button', { name: "That's my class: continue" }).click();
    await student.getByLabel('First name').fill('Zoë');
    await student.getByLabel('Last name').fill("O'Brien");
    await student.getByLabel('Username').fill(`zoe.obrien.${tag}`);
    await student.getByLabel('Password', { exact: true }).fill('orange kite river');
    await expectNoAxeViolations(student);
    await shot(student, 'student-details');
    await student.getByRole('button', { name: 'Join 7M/Ma1' }).click();

    // --- The student does the class's first work.
    await expect(student).toHaveURL(/\/student$/);
    const card = student.getByRole('list', { name: 'Upcoming work' }).getByRole('listitem').filter({
      hasText: 'First diagnostic',
    });
    await card.getByRole('button', { name: 'Start: First diagnostic' }).click();
    for (let n = 1; n <= 40; n++) {
      const submit = student.getByRole('button', { name: 'Submit answer' });
      const handIn = student.getByRole('button', { name: 'Hand in' });
      await expect(submit.or(handIn)).toBeVisible();
      if (await handIn.isVisible()) break;
      await student.locator('label').filter({ hasText: 'Option A:' }).click();
      await submit.click();
      await expect(student.getByTestId('answer-feedback')).toBeVisible();
      await student.getByRole('button', { name: /^(Next question|Finish)$/ }).click();
    }
    await student.getByRole('button', { name: 'Hand in' }).click();
    await expect(student.getByTestId('review-score')).toBeVisible();
    await studentContext.close();

    // --- The teacher sees the answers.
    await page.goto(`/${schoolId}/assignments/${assignmentId}`);
    await expect(page.getByRole('heading', { name: 'First diagnostic' })).toBeVisible();
    await expect(page.getByText("O'Brien").first()).toBeVisible();
    await shot(page, 'results');
  });
});
