import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import type { FakeRoster } from '../ops/provider-fakes/roster-data.ts';
import { dismissCookieBanner, expectNoAxeViolations } from './fixtures.ts';
import { createFreshSchool, createFreshTeacher, FRESH_PASSWORD, freshBaseUrl } from './fresh.ts';
import { classroomFakeUrl, oidcIssuer } from './servers.ts';
import { PHONE } from './viewports.ts';

// Classes synced from Google Classroom (issue 28): a school's administrator signs in with Google (the local
// OpenID provider), connects Classroom (its HTTP fake, started by the suite), previews a sync, applies it and
// sees the new class. On the fresh server, with a school of its own, so no demo journey sees the new class.
test.use({ baseURL: freshBaseUrl });

async function shot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['laptop', { width: 1366, height: 900 }],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `e2e/.artifacts/screens/roster-sync-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Classroom's roster for this run: one course the administrator owns, three students, a co-teacher unknown here. */
function classroom(teacherEmail: string, course: string): FakeRoster {
  return {
    district: { id: teacherEmail, name: 'Classroom' },
    sections: [
      {
        id: 'course-1',
        name: course,
        grade: '9',
        teacherIds: ['t-admin', 't-guest'],
        studentIds: ['s-1', 's-2', 's-3'],
      },
    ],
    students: [
      { id: 's-1', firstName: 'Ada', lastName: 'Lovelace' },
      { id: 's-2', firstName: 'Alan', lastName: 'Turing' },
      { id: 's-3', firstName: 'Grace', lastName: 'Hopper' },
    ],
    teachers: [
      { id: 't-admin', firstName: 'Nadia', lastName: 'Rahman', email: teacherEmail },
      { id: 't-guest', firstName: 'Sofia', lastName: 'Kovalevskaya', email: 'sofia@elsewhere.example' },
    ],
  };
}

test('an administrator signs in with Google, connects Classroom, previews and applies a sync, and sees the class', async ({
  page,
  request,
}) => {
  const admin = await createFreshTeacher(request);
  const schoolId = await createFreshSchool(request, admin, 'Moorside Academy');
  const sub = `google-${randomUUID().slice(0, 8)}`;
  const account = await request.post(`${oidcIssuer}/__accounts`, {
    data: {
      sub,
      email: admin.email,
      givenName: admin.firstName,
      familyName: admin.lastName,
      emailVerified: true,
    },
  });
  expect(account.status()).toBe(204);
  const course = `9Z/Ma${randomUUID().slice(0, 4)}`;
  const seeded = await request.post(`${classroomFakeUrl}/__roster`, { data: classroom(admin.email, course) });
  expect(seeded.ok()).toBe(true);

  // Google sign-in, linked to the password account after the password.
  await page.goto('/login');
  await dismissCookieBanner(page);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.locator('input[name="login"]').fill(sub);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Mathsight password').fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Link Google and sign in' }).click();
  await expect(page).not.toHaveURL(/\/oauth-login|\/login/);

  // Connect Classroom: its authorize page sends the browser straight back, connected.
  await page.goto(`/${schoolId}/settings/sync`);
  const card = page.getByTestId('sync-connection-google-classroom');
  await card.getByRole('button', { name: 'Connect Google Classroom' }).click();
  await expect(page).toHaveURL(new RegExp(`/${schoolId}/settings/sync`));
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();

  // Preview: what will change, nothing changed yet.
  const panel = card.getByTestId('provider-sync-google-classroom');
  await panel.getByRole('button', { name: 'Preview sync' }).click();
  await expect(panel.getByText('1 class will be added')).toBeVisible();
  await expect(panel.getByText('3 students will be added to classes')).toBeVisible();
  const changes = panel.getByRole('region', { name: 'Changes this sync will make' });
  await expect(changes.getByRole('cell', { name: course, exact: true })).toBeVisible();
  // The co-teacher is not a teacher here: a mis-sync for a person, the class synced without them.
  await expect(panel.getByTestId('mis-sync')).toContainText('Not a teacher of this school');
  await shot(page, 'preview');

  await panel.getByRole('button', { name: 'Apply sync' }).click();
  await expect(panel.getByText('1 class added')).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Changes made' })).toBeVisible();
  await shot(page, 'applied');

  // The class is the school's now, with its three students and its owner as its teacher.
  await page.goto(`/${schoolId}/settings/classes`);
  const row = page.getByRole('row').filter({ hasText: course });
  await expect(row).toContainText('Year 9');
  await expect(row).toContainText(`${admin.firstName} ${admin.lastName}`);
  await expect(row.getByRole('cell').nth(3)).toHaveText('3');
});
