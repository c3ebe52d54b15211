import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { linkIn, waitForMail } from './mail.ts';
import { demoBaseUrl, e2eDatabaseUrl, ports } from './servers.ts';
import { PHONE } from './viewports.ts';

const DEMO_TEACHER_EMAIL = 'tom.hughes@oakfield.example.sch.uk';
const root = path.resolve(import.meta.dirname, '..');

/**
 * `npm run weekly-insights:send` against the demo server's database, sending to the suite's mail sink.
 * PostgreSQL only: a PGlite folder is the running server's alone.
 */
function sendLastWeeksEmail() {
  const databaseUrl = e2eDatabaseUrl('demo');
  if (!databaseUrl) return false;
  execFileSync('node', ['--import', 'tsx', 'apps/server/src/cli/send-weekly-insights.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${ports.mailSmtp}`,
      PUBLIC_URL: demoBaseUrl,
    },
    stdio: 'pipe',
  });
  return true;
}

test.describe('weekly insights', () => {
  test("the dashboard shows last week in the teacher's classes; the Monday email says the same and links back", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 'demo.teacher');
    await expect(page).toHaveURL(/\/\d+$/);
    await dismissCookieBanner(page);
    const schoolId = new URL(page.url()).pathname.split('/')[1] ?? '';

    const section = page.getByRole('region', { name: 'Last week in your classes' });
    await expect(section).toBeVisible();
    await expect(section.getByTestId('last-week-class').first()).toBeVisible();
    const workLink = section.getByTestId('last-week-work').first();
    const workName = (await workLink.textContent()) ?? '';
    await section.scrollIntoViewIfNeeded();
    await page.mouse.move(700, 10);
    await expectNoAxeViolations(page);
    await section.screenshot({ path: 'test-results/weekly-insights-card-laptop.png' });
    await page.setViewportSize(PHONE);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: 'test-results/weekly-insights-card-phone.png' });
    await expectNoAxeViolations(page);

    // The card's links open the work's results.
    await workLink.click();
    await expect(page).toHaveURL(new RegExp(`/${schoolId}/assignments/\\d+$`));

    if (!sendLastWeeksEmail()) {
      test.info().annotations.push({ type: 'skipped', description: 'the email step needs PostgreSQL' });
      return;
    }
    const mail = await waitForMail(request, DEMO_TEACHER_EMAIL, 'Last week in your classes');
    expect(mail.text).toContain(workName);
    expect(mail.text).toContain('/unsubscribe?token=');
    // The email's HTML as a mail client shows it: looked at, and checked with axe.
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto('about:blank');
    await page.setContent(mail.html);
    await page.screenshot({ path: 'test-results/weekly-insights-email.png', fullPage: true });
    await expectNoAxeViolations(page);
    // Its links lead into the product: the results of a piece of work, and the fix of a misconception.
    await page.goto(linkIn(mail, `/${schoolId}/assignments/`));
    await expect(page).toHaveURL(new RegExp(`/${schoolId}/assignments/\\d+$`));
    await expect(page).toHaveTitle(/^Results: /);
    await expect(page.getByTestId('results-row').first()).toBeVisible();
    if (mail.text.includes('misconceptionId=')) {
      await page.goto(linkIn(mail, `/${schoolId}/fix/`));
      await expect(page).toHaveURL(/misconceptionId=\d+/);
      await expect(page).toHaveTitle(/Fix/);
    }
  });
});
