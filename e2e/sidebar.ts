import { expect, type Page } from '@playwright/test';

/** Whether the page is phone-sized, where the navigation is behind the burger (below 48em). */
const onPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768;

/** The navigation column; on a phone it is behind the burger, so this opens it. */
export async function openNavigation(page: Page) {
  // Decided by the viewport, not by whether the burger is drawn yet: a page still loading has none.
  if (onPhone(page)) {
    const burger = page.getByRole('button', { name: /^(Open|Close) navigation$/ });
    await expect(burger).toBeVisible();
    if ((await burger.getAttribute('aria-label')) === 'Open navigation') await burger.click();
    await expect(page.getByRole('button', { name: 'Close navigation' })).toBeVisible();
  }
  const nav = page.getByTestId('main-nav');
  await expect(nav.getByTestId('class-selector')).toBeVisible();
  return nav;
}

/** Folds the navigation away again on a phone (nothing to do on a laptop). */
export async function closeNavigation(page: Page) {
  if (!onPhone(page)) return;
  const close = page.getByRole('button', { name: 'Close navigation' });
  // Choosing in the menu may have folded it already.
  if (await close.isVisible()) await close.click();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
}

/** Chooses a class (by its code) or "All classes" in the sidebar's class selector, as a teacher would. */
export async function chooseClass(page: Page, code: string | 'All classes') {
  const nav = await openNavigation(page);
  const select = nav.getByTestId('class-selector');
  if (code === 'All classes') {
    await select.selectOption({ label: 'All classes' });
  } else {
    const value = await select.locator('option', { hasText: code }).first().getAttribute('value');
    if (!value) throw new Error(`${code} is not offered in the class selector`);
    await select.selectOption(value);
  }
  await closeNavigation(page);
}

/** Follows an entry of the main navigation (Dashboard, Plan, Check, Fix, …). */
export async function followNavigation(page: Page, label: string) {
  const nav = await openNavigation(page);
  await nav.getByRole('link', { name: new RegExp(`^${label}`) }).click();
}
