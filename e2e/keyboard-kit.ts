import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures.ts';

/** Keyboard-only journeys' steps (issue 26 point 6): press keys, then assert where the focus is. */

export const isFocused = (target: Locator) => target.evaluate((el) => el === el.ownerDocument.activeElement);

/** Presses Tab until the target has the focus; fails after `most` presses. */
export async function tabTo(page: Page, target: Locator, most = 25) {
  for (let i = 0; i < most; i++) {
    if (await isFocused(target)) return i;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target} in ${most} presses`);
}

/** Whether the focused element is inside the main navigation column. */
export const focusInNavigation = (page: Page) =>
  page.getByTestId('main-nav').evaluate((nav) => nav.contains(nav.ownerDocument.activeElement));

/**
 * Signs in by typing and Enter, and turns the cookie banner down by keyboard. A teacher lands on the
 * dashboard (its school's id is returned), a student on their home (pass `student`).
 */
export async function signInByKeyboard(page: Page, userName: string, student?: { password: string }) {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Username or email'));
  await page.keyboard.type(userName);
  await tabTo(page, page.getByLabel('Password', { exact: true }), 3);
  await page.keyboard.type(student?.password ?? DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  if (student) await expect(page).toHaveURL(/\/student$/);
  else {
    await expect(page).toHaveURL(/\/\d+$/);
    await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
  }
  const reject = page.getByRole('button', { name: 'Reject' });
  if (await reject.isVisible()) {
    await tabTo(page, reject, 80);
    await page.keyboard.press('Enter');
    await expect(reject).toBeHidden();
  }
  return student ? '' : (new URL(page.url()).pathname.split('/')[1] ?? '');
}
