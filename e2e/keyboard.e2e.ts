import { expect, test } from '@playwright/test';
import { endedWorkWithAnswers } from './demo-api.ts';
import { DEMO_PASSWORD, expectNoAxeViolations } from './fixtures.ts';
import { focusInNavigation, isFocused, signInByKeyboard, tabTo } from './keyboard-kit.ts';
import { LAPTOP, PHONE } from './viewports.ts';

/**
 * By keyboard alone (issue 26 point 6): no click anywhere in this file. Each step presses keys and then
 * asserts where the focus is, as a keyboard or screen-reader user would meet the page.
 */

test.describe('by keyboard alone, on a short laptop screen', () => {
  test.use({ viewport: { width: LAPTOP.width, height: 640 } });

  test("Fix: no misconception's checkbox reached by Tab is hidden under the sticky follow-up panel", async ({
    page,
    request,
  }) => {
    const schoolId = await signInByKeyboard(page, 'demo.teacher');
    // A link followed by Enter: the new page's name is said (a live region), as a page load would be.
    await tabTo(page, page.getByTestId('main-nav').getByRole('link', { name: /^Plan/ }), 40);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${schoolId}/plan$`));
    await expect(page.getByTestId('page-announcer')).toHaveText(/^Plan/);

    const assignmentId = await endedWorkWithAnswers(request, schoolId);
    await page.goto(`/${schoolId}/fix/${assignmentId}`);
    const boxes = page.getByTestId('fix-misconception').getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    const panel = page.getByRole('region', { name: 'The follow-up work' });
    const count = await boxes.count();
    expect(count).toBeGreaterThan(2);
    let checked = 0;
    for (let i = 0; i < count; i++) {
      const box = boxes.nth(i);
      if (await box.isDisabled()) continue;
      await tabTo(page, box, 40);
      const [boxRect, panelRect] = [await box.boundingBox(), await panel.boundingBox()];
      expect(boxRect && panelRect, 'both are drawn').toBeTruthy();
      if (!boxRect || !panelRect) continue;
      expect(boxRect.y + boxRect.height, `checkbox ${i + 1} sits above the panel`).toBeLessThanOrEqual(
        panelRect.y,
      );
      expect(boxRect.y, `checkbox ${i + 1} is on screen`).toBeGreaterThanOrEqual(0);
      checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });

  test('the results grid and the plan calendar are one Tab stop each, walked with the arrow keys', async ({
    page,
    request,
  }) => {
    const schoolId = await signInByKeyboard(page, 'demo.teacher');
    const assignmentId = await endedWorkWithAnswers(request, schoolId);
    await page.goto(`/${schoolId}/assignments/${assignmentId}`);
    const table = page.getByRole('table', { name: 'Results by student' });
    await expect(table.getByTestId('results-row').first()).toBeVisible();
    const inTable = () => table.evaluate((t) => t.contains(t.ownerDocument.activeElement));
    const focused = page.locator(':focus');
    const focusedName = async () =>
      (await focused.getAttribute('aria-label')) ?? (await focused.textContent()) ?? '';

    // Tab from the region around the grid lands in the table once, and the next Tab leaves it.
    await tabTo(page, page.getByRole('region', { name: 'Results by student' }), 60);
    await page.keyboard.press('Tab');
    expect(await inTable()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await inTable(), 'one Tab leaves the table').toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await inTable()).toBe(true);

    // Down to the first student, End to their last question, Left to the one before: a few keys, not 58 Tabs.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    const last = await focusedName();
    expect(last).toMatch(/^Question \d+: /);
    await page.keyboard.press('ArrowLeft');
    const before = await focusedName();
    expect(before).toMatch(/^Question \d+: /);
    expect(Number(/^Question (\d+)/.exec(before)?.[1])).toBe(Number(/^Question (\d+)/.exec(last)?.[1]) - 1);
    await page.keyboard.press('ArrowDown');
    expect(await focusedName()).toMatch(/^Question \d+: /);
    await expectNoAxeViolations(page);

    // The calendar: one Tab stop for all its work, then the arrow keys from entry to entry.
    await page.goto(`/${schoolId}/plan/calendar`);
    const calendar = page.getByTestId('plan-calendar');
    await expect(calendar).toHaveAttribute('aria-busy', 'false');
    const entries = calendar.locator('[role="cell"] a[href]');
    await expect(entries.nth(1)).toBeVisible();
    const entryFocused = () =>
      calendar.evaluate(
        (c) =>
          c.contains(c.ownerDocument.activeElement) &&
          c.ownerDocument.activeElement?.matches('[role="cell"] a[href], [role="cell"] [title^="Show "]'),
      );
    let presses = 0;
    while (!(await entryFocused()) && presses < 40) {
      await page.keyboard.press('Tab');
      presses++;
    }
    expect(await entryFocused(), 'Tab reaches the work on the calendar').toBe(true);
    const first = (await page.locator(':focus').textContent()) ?? '';
    await page.keyboard.press('ArrowRight');
    expect(await entryFocused()).toBe(true);
    expect((await page.locator(':focus').textContent()) ?? '').not.toBe(first);
    await page.keyboard.press('Tab');
    expect(await entryFocused(), 'one Tab leaves the work on the calendar').toBe(false);
  });
});

test.describe('by keyboard alone', () => {
  test.use({ viewport: PHONE });

  test('sign in with the password shown by its toggle, every field ringed when focused, and the phone menu kept out of the Tab order until opened', async ({
    page,
  }) => {
    await page.goto('/login');
    const userName = page.getByLabel('Username or email');
    await tabTo(page, userName);
    // A focused text field is ringed (2px), not only a 1px change of border colour.
    const ring = await userName.evaluate((el) => {
      const view = el.ownerDocument.defaultView as unknown as {
        getComputedStyle: (e: unknown) => { outlineWidth: string; outlineStyle: string };
      };
      const style = view.getComputedStyle(el);
      return { width: style.outlineWidth, style: style.outlineStyle };
    });
    expect(ring).toEqual({ width: '2px', style: 'solid' });
    await page.keyboard.type('demo.teacher');

    const password = page.getByLabel('Password', { exact: true });
    await tabTo(page, password, 3);
    await page.keyboard.type(DEMO_PASSWORD);
    // The show-password toggle is the next Tab stop, named and pressed by the keyboard.
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Show password' });
    expect(await isFocused(toggle)).toBe(true);
    await expect(password).toHaveAttribute('type', 'password');
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(page);

    await tabTo(page, page.getByRole('button', { name: 'Sign in', exact: true }), 5);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/\d+$/);
    await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
    const reject = page.getByRole('button', { name: 'Reject' });
    if (await reject.isVisible()) {
      await tabTo(page, reject, 60);
      await page.keyboard.press('Enter');
      await expect(reject).toBeHidden();
    }

    // The folded menu is off screen: forty Tabs from the top never land in it.
    const burger = page.getByRole('button', { name: 'Open navigation' });
    await burger.focus();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInNavigation(page), `Tab ${i + 1} landed in the folded menu`).toBe(false);
    }

    // Opened from the burger, the menu's controls are reached; Escape folds it and gives focus back.
    await tabTo(page, burger, 80);
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Close navigation' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    let reached = false;
    for (let i = 0; i < 10 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await focusInNavigation(page);
    }
    expect(reached, 'Tab reaches the opened menu').toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(await isFocused(burger)).toBe(true);
  });
});
