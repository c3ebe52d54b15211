import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { apiHeaders, demoClass } from './demo-api.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { linkIn, waitForMail } from './mail.ts';

const SHOTS = process.env.E2E_SHOTS ?? 'e2e/.artifacts/screens';
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

/** Both widths: axe clean and a screenshot at each, nothing wider than the phone's screen. */
async function atBothWidths(page: Page, name: string) {
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
    if (size === PHONE) {
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    }
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
}

/** Chooses the class in the Invite parents section. */
async function chooseClass(page: Page, code: string) {
  await page
    .getByRole('region', { name: 'Invite parents' })
    .getByRole('combobox', { name: 'Class' })
    .selectOption({ label: code });
}

/** Fills the new-account form of /signup/parent/new and sends it. */
async function makeParentAccount(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Your parent account' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Pat');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Carer');
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill('plum-harbour-sixty-kites');
  await form.getByRole('button', { name: 'Make my account' }).click();
}

// Issue 27 points 1–3: a teacher invites a class's parents by email and prints its letters; a parent
// signs up with a letter's code on a phone and lands on /parent; the email's link works once. The
// class is the journey's own (made through the API, two students signed up with its code), so no
// other journey's parents or counts change.
test('a teacher emails and prints parent invitations; parents sign up with a letter on a phone and by the email once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const tag = randomUUID().slice(0, 6);
  const headers = await apiHeaders(request, 'demo.teacher');
  const { schoolId } = await demoClass(request, headers);
  const code = `P${tag}`;
  const made = await request.post(`/api/v3/schools/${schoolId}/groups`, { headers, data: { code } });
  expect(made.ok(), await made.text()).toBe(true);
  const { invitation } = (await made.json()) as { invitation: { code: string } };
  const names = [
    { firstName: 'Ffion', lastName: `Letters${tag}` },
    { firstName: 'Kofi', lastName: `Letters${tag}` },
  ];
  for (const [i, n] of names.entries()) {
    const joined = await request.post(`/api/v3/invitations/${invitation.code}/students`, {
      data: { ...n, userName: `pl.${tag}.${i}`, password: 'plum-harbour-sixty-kites' },
    });
    expect(joined.ok(), await joined.text()).toBe(true);
  }

  // The teacher's settings › Parents: the class's counts, its students, not invited yet.
  await page.setViewportSize(LAPTOP);
  await signIn(page, 'demo.teacher');
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
  await dismissCookieBanner(page);
  await page.goto(`/${schoolId}/settings/parents`);
  await expect(page.getByRole('heading', { level: 2, name: 'Invite parents' })).toBeVisible();
  await chooseClass(page, code);
  const table = page.getByRole('table', { name: `Parent invitations for ${code}` });
  await expect(table.getByTestId('invitation-row')).toHaveCount(2);
  await expect(page.getByTestId('invitable-count')).toContainText(
    `${code}: 2 of 2 students can still invite a parent; 0 with an address to email`,
  );

  // A parent's address typed for Ffion, and the class's invitations emailed.
  const mum = `ffion.mum.${tag}@example.com`;
  await page.getByRole('button', { name: `Addresses of Ffion Letters${tag}'s parents` }).click();
  const dialog = page.getByRole('dialog', { name: `Parent addresses for Ffion Letters${tag}` });
  await dialog.getByRole('textbox', { name: 'Parent email', exact: true }).fill(mum);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save addresses' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `Email invitations to ${code}` }).click();
  await expect(page.getByText(/^1 invitation sent; 1 student has no address/)).toBeVisible();
  await expect(table).toContainText(`Emailed to ${mum}, sent`);

  // The class's letters: one PDF, each student's name and code in it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${code}'s letters (PDF)` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`parent-letters-${code.toLowerCase()}.pdf`);
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(await download.path())));
  expect(pdf.numPages).toBe(2);
  const { text } = await extractText(pdf, { mergePages: false });
  // The code is set with letter spacing, so the text extraction may put a space between some of its letters
  // (which ones depends on the random code's glyph widths): read it with spaces allowed, then drop them.
  const codes = text.map(
    (pageText) =>
      /Parent code\s*((?:[A-Z2-9] ?){5}- ?(?:[A-Z2-9] ?){4}[A-Z2-9])/
        .exec(pageText)?.[1]
        ?.replaceAll(' ', '') ?? '',
  );
  expect(text[0]).toContain(`Ffion Letters${tag}`);
  expect(text[1]).toContain(`Kofi Letters${tag}`);
  expect(codes.every((c) => /^[A-Z2-9]{5}-[A-Z2-9]{5}$/.test(c))).toBe(true);
  await expect(table).toContainText('Letter, printed');
  await atBothWidths(page, 'parent-invitations');

  // A parent on a phone follows Kofi's letter (its QR code's address) and signs up.
  const phone = await browser.newContext({ viewport: PHONE, locale: 'en-GB', timezoneId: 'Europe/London' });
  const parentPage = await phone.newPage();
  await parentPage.goto('/signup/parent');
  await dismissCookieBanner(parentPage);
  await expect(parentPage.getByRole('link', { name: 'Enter my parent code' })).toBeVisible();
  await atBothWidths(parentPage, 'parent-start');
  await parentPage.setViewportSize(PHONE);
  await parentPage.goto(`/signup/parent/invite-code?code=${codes[1]?.replace('-', '')}`);
  await expect(parentPage.getByText(/^Kofi at /)).toBeVisible();
  await atBothWidths(parentPage, 'parent-code');
  await parentPage.setViewportSize(PHONE);
  await parentPage.getByRole('button', { name: "That's my child: continue" }).click();
  await expect(parentPage.getByRole('form', { name: 'Your parent account' })).toBeVisible();
  await atBothWidths(parentPage, 'parent-details');
  await parentPage.setViewportSize(PHONE);
  await makeParentAccount(parentPage, `kofi.carer.${tag}@example.com`);
  await expect(parentPage).toHaveURL(/\/parent$/);
  // Straight to the child's week (parent-home.e2e.ts walks through it).
  await expect(parentPage.getByRole('heading', { level: 1, name: "Kofi's week" })).toBeVisible();
  await parentPage.screenshot({ path: `${SHOTS}/parent-home-after-sign-up-390.png`, fullPage: true });

  // The email's link signs Ffion's mum up once; the second time the code is not recognised.
  const mail = await waitForMail(request, mum, 'on Mathsight');
  const link = linkIn(mail, '/signup/parent/invite-code');
  const second = await phone.newPage();
  await second.goto(link);
  await second.getByRole('button', { name: "That's my child: continue" }).click();
  await makeParentAccount(second, mum);
  await expect(second).toHaveURL(/\/parent$/);
  await expect(second.getByRole('heading', { level: 1, name: "Ffion's week" })).toBeVisible();
  const third = await (await browser.newContext({ viewport: PHONE })).newPage();
  await third.goto(link);
  await expect(third.getByText("We don't recognise that code. Check it with your teacher.")).toBeVisible();
  await phone.close();

  // Back on the settings page: both joined, none waiting by email, the letter's code used.
  await page.setViewportSize(LAPTOP);
  await page.reload();
  await chooseClass(page, code);
  await expect(page.getByTestId('invitable-count')).toContainText(`${code}: 0 of 2 students`);
  await expect(table.getByText(/^Joined:/)).toHaveCount(2);
});
