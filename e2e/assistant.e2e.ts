import { expect, test } from '@playwright/test';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { LAPTOP, PHONE } from './viewports.ts';

test.describe('the teacher assistant (issue 29)', () => {
  test('a teacher asks about their classes, follows a suggestion, rates and deletes the conversation', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(LAPTOP);
    await signIn(page, 'demo.teacher');
    await expect(page).toHaveURL(/\/\d+$/);
    await dismissCookieBanner(page);

    // The demo school has the assistant switched on: the menu shows it.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Assistant', exact: true })
      .click();
    await expect(page).toHaveURL(/\/assistant$/);
    await expect(page.getByRole('heading', { name: 'Teacher assistant', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What you can ask' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/assistant-empty-laptop.png', fullPage: true });

    await page.getByRole('textbox', { name: 'Your question' }).fill('Which classes do I teach?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const answer = page.getByLabel("The assistant's answer").last();
    await expect(answer).toContainText('You teach');
    await expect(answer.getByRole('link').first()).toHaveAttribute('href', /^\/\d+\/classes\/\d+$/);

    // Unsure: suggestions, never a guess; one of them asked in a click.
    await page.getByRole('textbox', { name: 'Your question' }).fill('Book me a train to Leeds');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(page.getByText('I am not sure what you are asking, so I will not guess.')).toBeVisible();
    await page
      .getByRole('button', { name: /^Who has not done this week's work in / })
      .first()
      .click();
    await expect(page.getByLabel("The assistant's answer")).toHaveCount(3);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/assistant-answers-laptop.png', fullPage: true });

    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/assistant-answers-phone.png', fullPage: true });
    await page.setViewportSize(LAPTOP);

    await page
      .getByLabel("The assistant's answer")
      .first()
      .getByRole('button', { name: 'Helpful', exact: true })
      .click();
    await expect(
      page.getByLabel("The assistant's answer").first().getByRole('button', { name: 'Helpful', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');

    const list = page.getByRole('list', { name: 'Your conversations' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await list.getByRole('button', { name: /^Delete the conversation/ }).click();
    await expect(page.getByText('None kept yet.')).toBeVisible();
  });
});
