import { expect, test } from '@playwright/test';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';

test.describe('topic library and quizzes', () => {
  test('a teacher searches a topic, previews its quiz with typeset maths and a diagram, and opens the quiz page', async ({
    page,
  }) => {
    await signIn(page, 'demo.teacher');
    await expect(page).toHaveURL(/\/\d+$/);
    await dismissCookieBanner(page);
    const schoolId = new URL(page.url()).pathname.split('/')[1];
    await page.goto(`/${schoolId}/quizzes`);
    await expect(page).toHaveTitle('Topic library - Mathsight');

    await page.getByLabel('Search topics').fill('angles');
    const topics = page.getByRole('list', { name: 'Topics' });
    await expect(topics.getByTestId('topic-unit').first()).toContainText(/angle/i);
    await topics.getByTestId('topic-unit').first().click();

    const preview = page.getByRole('region', { name: /angle/i });
    await expect(preview.getByText(/Question 1 ·/)).toBeVisible();
    // KaTeX writes MathML for screen readers next to the visual maths.
    await expect(preview.locator('.katex math').first()).toBeAttached();
    await expect(preview.getByRole('img').first()).toBeVisible();
    await expect(preview.getByText('Correct answer').first()).toBeVisible();
    await expect(preview.getByText(/^Misconception: /).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await preview.getByRole('link', { name: 'Open quiz page' }).click();
    await expect(page).toHaveURL(new RegExp(`/${schoolId}/quizzes/[A-Z0-9]{6}$`));
    const code = await page.getByTestId('quiz-short-code').textContent();
    await page.getByRole('button', { name: 'Why students choose the wrong answers' }).first().click();
    await expect(page.getByText('To re-teach:').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // The shared link works for a signed-in teacher, and asks anyone else to sign in.
    await page.goto(`/quizzes/${code?.toLowerCase()}`);
    await expect(page.getByTestId('quiz-short-code')).toHaveText(code ?? '');
  });

  test('a shared quiz link asks a visitor to sign in, and an unknown code says so', async ({ page }) => {
    await page.goto('/quizzes/BX7K2M');
    await expect(page.getByRole('link', { name: 'Sign in to preview' })).toBeVisible();
    await expectNoAxeViolations(page);
    await signIn(page, 'demo.teacher');
    await expect(page).toHaveURL(/\/\d+$/);
    const schoolId = new URL(page.url()).pathname.split('/')[1];
    await page.goto(`/${schoolId}/quizzes/QQQQQQ`);
    await expect(page.getByRole('heading', { name: 'No quiz has that code' })).toBeVisible();
  });
});
