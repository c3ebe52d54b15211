import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'mathsight-demo';

/** Signs in through the real login screen, as a person would. */
export async function signIn(page: Page, userName: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** axe over the whole page for WCAG 2.x A and AA; any violation fails with its rule and targets. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Accepts or rejects cookies so the banner does not cover what a test clicks. */
export async function dismissCookieBanner(page: Page) {
  const reject = page.getByRole('button', { name: 'Reject' });
  if (await reject.isVisible()) await reject.click();
}
