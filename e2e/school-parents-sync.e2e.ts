import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiHeaders } from './demo-api.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';

const SHOTS = 'e2e/.artifacts/screens';

/**
 * The page as a phone shows it (390 wide, loaded afresh there, nothing wider than the screen), for
 * the screenshot only: the journey itself runs at laptop width and comes back to it.
 */
async function phoneShot(page: Page, name: string, ready: Locator) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(ready).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
  await expect(ready).toBeVisible();
}

// The school's parents and its roster (spec §2 settings/parents and settings/sync) on the demo school.
// The parent unlinked is Gareth Price (the seed's parent in 10X/Ma2, used by no other journey); the
// students imported go into a class of the journey's own and are erased again at the end (the
// import's record stays in the history, as it should).
test('an administrator sees the parents, filters by class, unlinks one, and reads the sync page after an import', async ({
  page,
  request,
}) => {
  // Axe runs five times and an import hashes three passwords, on two busy cores.
  test.setTimeout(300_000);
  const tag = randomUUID().slice(0, 6);
  const headers = await apiHeaders(request, 'demo.admin');
  const me = (await (await request.get('/api/v4/users/me', { headers })).json()) as {
    userSchools: Array<{ schoolId: number; name: string }>;
  };
  const schoolId = me.userSchools.find((s) => s.name === 'Oakfield Academy')?.schoolId;
  if (!schoolId) throw new Error('demo.admin is not in Oakfield Academy');

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'demo.admin');
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
  await dismissCookieBanner(page);

  // The settings page leads to the parents.
  await page.goto(`/${schoolId}/settings`);
  const more = page.getByRole('navigation', { name: "The school's people and roster" });
  await more.getByRole('link', { name: 'Parents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Parents' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Parents' });
  await expect(table).toContainText('Amir Hussain');
  await expect(table).toContainText('Helen Walker');
  await expect(table).toContainText('Gareth Price');
  await expect(page.getByTestId('parent-coverage')).toContainText(/\d+ of \d+ students in the school/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/school-parents-1366.png`, fullPage: true });
  await phoneShot(page, 'school-parents-390', page.getByRole('table', { name: 'Parents' }));

  // Filter by class: only 10X/Ma2's parent, and the class's own figure.
  await page
    .getByRole('search', { name: 'Find parents' })
    .getByRole('combobox', { name: 'Class' })
    .selectOption({ label: '10X/Ma2' });
  await expect(table.getByTestId('parent-row')).toHaveCount(1);
  await expect(table).toContainText('Gareth Price');
  await expect(page.getByTestId('parent-coverage')).toContainText(/1 of \d+ students in 10X\/Ma2/);

  // Unlink him from his child, after a dialog naming both; with no child left he leaves the list.
  await page.getByRole('button', { name: /^Unlink Gareth Price from / }).click();
  const dialog = page.getByRole('dialog', { name: /^Unlink Gareth Price from .+\?$/ });
  await expect(dialog).toContainText('Their account stays');
  await expect(dialog).toContainText('they will leave this list');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Unlink Gareth Price' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Gareth Price is no longer linked to /)).toBeVisible();
  await expect(page.getByTestId('parents-empty')).toContainText('No parent matches.');
  await expect(page.getByTestId('parent-coverage')).toContainText(/0 of \d+ students in 10X\/Ma2/);
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(table).toContainText('Amir Hussain');
  await expect(table).not.toContainText('Gareth Price');

  // An import (through the API, as the uploads screen sends it): three students, one row left out.
  const csv = [
    'Forename,Surname,Class,Year',
    `Ada,Sync${tag},9S/e2e-${tag},Year 9`,
    `Bo,Sync${tag},9S/e2e-${tag},Year 9`,
    `,Sync${tag},9S/e2e-${tag},Year 9`,
    `Cy,Sync${tag},9S/e2e-${tag},Year 9`,
  ].join('\n');
  const imported = await request.post(`/api/v3/schools/${schoolId}/students/collection`, {
    headers,
    data: { csv, mode: 'validOnly', createMissingClasses: true },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  const result = (await imported.json()) as {
    students: Array<{ studentId: number }>;
    classesCreated: Array<{ groupId: number }>;
  };

  try {
    await page.goto(`/${schoolId}/settings`);
    await more.getByRole('link', { name: 'Sync and imports' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sync' })).toBeVisible();
    await expect(page.getByTestId('roster-health')).toContainText(/\d+ active students in \d+ classes/);
    // The class the import made has no teacher yet: named, with a link to choose one.
    await expect(
      page.getByTestId('roster-health').getByRole('link', { name: new RegExp(`9S/e2e-${tag}`) }),
    ).toBeVisible();
    const imports = page.getByRole('table', { name: 'Student imports' });
    const ours = imports.getByTestId('import-row').first();
    await expect(ours).toContainText('Priya Shah');
    await expect(ours.getByRole('cell')).toHaveText([
      /\d/,
      'Priya Shah',
      '4',
      '3',
      '1',
      '1',
      'Valid rows only',
    ]);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/school-sync-1366.png`, fullPage: true });
    await phoneShot(page, 'school-sync-390', page.getByRole('table', { name: 'Student imports' }));

    // The primary action leads to the import.
    await page.getByRole('link', { name: 'Import students from a CSV' }).click();
    await expect(page).toHaveURL(new RegExp(`/${schoolId}/uploads$`));
  } finally {
    // The imported students are erased and their class deleted, so no other journey meets them.
    const erased = await request.delete(`/api/v3/schools/${schoolId}/students`, {
      headers,
      data: { studentIds: result.students.map((s) => s.studentId) },
    });
    expect(erased.status()).toBe(200);
    for (const c of result.classesCreated) {
      expect((await request.delete(`/api/v3/groups/${c.groupId}`, { headers })).ok()).toBe(true);
    }
  }
});
