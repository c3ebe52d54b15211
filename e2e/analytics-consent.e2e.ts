import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './fixtures.ts';
import { LAPTOP } from './viewports.ts';

interface Sent {
  action: string;
  page: string | undefined;
}

/** Every tracking call the page makes, as it leaves (issue 32 point 1), and the server's answers. */
function watchTracking(page: Page) {
  const sent: Sent[] = [];
  const answers: boolean[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/tracking-events')) {
      const body = request.postDataJSON() as { action: string; properties?: { page?: string } };
      sent.push({ action: body.action, page: body.properties?.page });
    }
  });
  page.on('response', async (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/tracking-events')) {
      answers.push(((await response.json()) as { recorded: boolean }).recorded);
    }
  });
  return { sent, answers };
}

async function setAnalytics(page: Page, on: boolean) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Cookie settings' }).click();
  const analytics = page.getByRole('switch', { name: 'Analytics cookies' });
  if ((await analytics.isChecked()) !== on) await analytics.click({ force: true });
  await expect(analytics).toBeChecked({ checked: on });
  await page.getByRole('button', { name: 'Save & Close' }).click();
}

test('analytics follow the cookie choice: accepted, refused, accepted again (issue 32)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(LAPTOP);
  const { sent, answers } = watchTracking(page);

  // A visitor accepts: the sign-in page's view waits in the queue and is sent once they are signed in,
  // with the dashboard's; the school's id is not in the page.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('mathsight.tracking-queue')))
    .toContain('/login');
  await signIn(page, 'demo.teacher');
  await expect(page).toHaveURL(/\/\d+$/);
  await expect.poll(() => sent.map((s) => s.page)).toEqual(expect.arrayContaining(['/login', '/']));
  // Every call sent is answered: both counts read at each poll (a view sent while waiting moves both).
  await expect.poll(() => sent.length - answers.length).toBe(0);
  expect(answers.every(Boolean)).toBe(true);
  expect(sent.every((s) => !/\d/.test(s.page ?? ''))).toBe(true);

  // Refused from the user menu: nothing more leaves, whatever the teacher opens.
  await setAnalytics(page, false);
  const before = sent.length;
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Plan', exact: true })
    .click();
  await expect(page).toHaveURL(/\/plan$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Students', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(sent.length).toBe(before);
  expect(await page.evaluate(() => sessionStorage.getItem('mathsight.tracking-queue'))).toBeNull();

  // A change of mind: the next page is counted again.
  await setAnalytics(page, true);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Plan', exact: true })
    .click();
  await expect.poll(() => sent.slice(before).map((s) => s.page)).toContain('/plan');
  await expectNoAxeViolations(page);
});
