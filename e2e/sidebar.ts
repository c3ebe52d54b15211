import { expect, type Page } from '@playwright/test';

/** The navigation column; on a phone it is behind the burger, so this opens it. */
export async function openNavigation(page: Page) {
  const burger = page.getByRole('button', { name: 'Open navigation' });
  if (await burger.isVisible()) await burger.click();
  const nav = page.getByTestId('main-nav');
  await expect(nav.getByTestId('class-selector')).toBeVisible();
  return nav;
}

/** Folds the navigation away again on a phone (nothing to do on a laptop). */
export async function closeNavigation(page: Page) {
  const close = page.getByRole('button', { name: 'Close navigation' });
  if (await close.isVisible()) await close.click();
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
