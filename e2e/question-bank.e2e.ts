import { expect, test } from '@playwright/test';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { PHONE } from './viewports.ts';

const SHOTS = 'test-results';

test.describe('the question bank', () => {
  test('a teacher finds questions by misconception, previews one, sets two to a class and finds the work in the plan', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 'demo.teacher');
    await expect(page).toHaveURL(/\/\d+$/);
    await dismissCookieBanner(page);
    const schoolId = new URL(page.url()).pathname.split('/')[1];

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Questions' }).click();
    await expect(page).toHaveURL(`/${schoolId}/questions`);
    await expect(page).toHaveTitle('Question bank - Mathsight');
    const list = page.getByRole('list', { name: 'Questions' });
    await expect(list.getByTestId('bank-question')).toHaveCount(20, { timeout: 30_000 });
    const everything = Number((await page.getByTestId('bank-count').textContent())?.replace(/\D/g, ''));
    expect(everything).toBeGreaterThan(1000);
    await expectNoAxeViolations(page);

    // By misconception: every question listed has a wrong option that leads to it.
    const misconception = page.getByRole('combobox', { name: 'Misconception' });
    await misconception.click();
    await misconception.fill('denominator');
    const option = page.getByRole('listbox', { name: 'Misconception' }).getByRole('option').first();
    const chosenName = (await option.textContent()) ?? '';
    await option.click();
    // The count shows the whole bank until the filtered page arrives: wait for it to narrow.
    const count = async () =>
      Number((await page.getByTestId('bank-count').textContent())?.replace(/\D/g, ''));
    await expect
      .poll(async () => {
        const n = await count();
        return n > 0 && n < everything;
      })
      .toBe(true);
    await expect(page.getByTestId('bank-count')).toContainText('match');
    await page.screenshot({ path: `${SHOTS}/question-bank-laptop.png`, fullPage: true });

    // The preview: the question as students see it, then every option with its misconceptions.
    const first = list.getByTestId('bank-question').first();
    await first.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Question preview' });
    await expect(preview.getByRole('radio')).toHaveCount(4);
    await expect(preview.getByText('Correct answer')).toBeVisible();
    await expect(preview.getByText(`Misconception: ${chosenName}`).first()).toBeVisible();
    await expect(preview.getByText('To re-teach:').first()).toBeVisible();
    await expect(preview.getByTestId('preview-calibration')).toContainText(/Answered|Not answered/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/question-bank-preview-laptop.png` });
    await preview.getByTestId('preview-choose').click();
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toBeHidden();

    // A second question by its checkbox; both show in the chosen bar.
    await list.getByTestId('bank-question').nth(1).getByRole('checkbox').check();
    const chosen = page.getByTestId('bank-chosen');
    await expect(chosen).toContainText('2 questions chosen');
    await expectNoAxeViolations(page);

    // Set them through the set-work flow, which opens on the classes.
    await chosen.getByRole('link', { name: 'Set these questions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set work' });
    await expect(dialog.getByRole('heading', { name: 'Who it is for' })).toBeVisible();
    await dialog.getByRole('checkbox', { name: /7A\/Ma1/ }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'When, and how' })).toBeVisible();
    await expect(dialog.getByText(/Leave it empty to use “Custom quiz: /)).toBeVisible();
    const name = `Bank starter ${Date.now()}`;
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByTestId('set-work-review')).toContainText('Custom quiz');
    await expect(dialog.getByTestId('set-work-review')).toContainText('7A/Ma1');
    await expectNoAxeViolations(page);
    await dialog.getByTestId('set-work-submit').click();

    // The new work's page, then the plan.
    await expect(page).toHaveURL(new RegExp(`/${schoolId}/plan/\\d+$`), { timeout: 30_000 });
    await expect(page.getByTestId('assignment-name')).toHaveText(name);
    await page.goto(`/${schoolId}/plan`);
    await expect(page.getByText(name).first()).toBeVisible();
  });

  test('the bank at phone size: the list, the filters and the preview fit', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'demo.teacher');
    await expect(page).toHaveURL(/\/\d+$/);
    await dismissCookieBanner(page);
    const schoolId = new URL(page.url()).pathname.split('/')[1];
    await page.goto(`/${schoolId}/questions`);
    const list = page.getByRole('list', { name: 'Questions' });
    await expect(list.getByTestId('bank-question')).toHaveCount(20, { timeout: 30_000 });
    await list.getByTestId('bank-question').first().getByRole('checkbox').check();
    await expect(page.getByTestId('bank-chosen')).toContainText('1 question chosen');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/question-bank-phone.png`, fullPage: true });
    await list.getByTestId('bank-question').nth(2).getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Question preview' });
    await expect(preview.getByRole('radio')).toHaveCount(4);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/question-bank-preview-phone.png` });
  });
});
