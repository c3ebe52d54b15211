import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiHeaders } from './demo-api.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';

// The school's students (issue 13 point 2) on the demo school. The students archived here are made
// for the journey, in a class of their own (other journeys use the demo students), and are
// un-archived again at the end.
test('an administrator finds students, filters by class, archives one and exports the list', async ({
  page,
  request,
}) => {
  // Axe runs four times over a page of fifty rows, on two busy cores.
  test.setTimeout(360_000);
  const tag = randomUUID().slice(0, 6);
  const surname = `Quill${tag}`;
  const classCode = `9Q/e2e-${tag}`;
  const headers = await apiHeaders(request, 'demo.admin');
  const me = (await (await request.get('/api/v4/users/me', { headers })).json()) as {
    userSchools: Array<{ schoolId: number; name: string }>;
  };
  const schoolId = me.userSchools.find((s) => s.name === 'Oakfield Academy')?.schoolId;
  if (!schoolId) throw new Error('demo.admin is not in Oakfield Academy');
  const made = await request.post(`/api/v3/schools/${schoolId}/groups`, {
    headers,
    data: { code: classCode, yearGroupIds: [10] },
  });
  expect(made.status()).toBe(201);
  const { groupId } = (await made.json()) as { groupId: number };
  const added = await request.post(`/api/v3/groups/${groupId}/students`, {
    headers,
    data: {
      students: [
        { firstName: 'Zoë', lastName: surname },
        { firstName: 'Ada', lastName: surname },
      ],
    },
  });
  expect(added.status()).toBe(201);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'demo.admin');
  await expect(page).toHaveURL(/\/\d+$/);
  await dismissCookieBanner(page);
  await page.goto(`/${schoolId}/settings/students`);
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Students' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Search by name: the two made for the journey, by first name.
  await page.getByRole('textbox', { name: 'Search' }).fill(surname.toLowerCase());
  await expect(table.getByRole('rowheader')).toHaveText([`${surname}, Ada`, `${surname}, Zoë`]);

  // Filter by their class instead, once the cleared search has taken effect (a change of filter
  // starts the choice again, so the search's late change would empty it).
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await expect(table.getByRole('rowheader').nth(2)).toBeVisible();
  const find = page.getByRole('search', { name: 'Find students' });
  await find.getByRole('combobox', { name: 'Class' }).selectOption({ label: classCode });
  await expect(table.getByRole('rowheader')).toHaveText([`${surname}, Ada`, `${surname}, Zoë`]);
  await expect(table.getByRole('row').nth(1)).toContainText('Year 9');

  // Archive Zoë: she leaves the list, and shows under Archived.
  await page.getByRole('checkbox', { name: `Select Zoë ${surname}` }).check();
  await page.getByRole('button', { name: 'Archive 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive 1 student?' });
  await expect(dialog).toContainText('Their results stay in past reports');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Archive 1 student' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('rowheader')).toHaveText([`${surname}, Ada`]);
  await find.getByText('All', { exact: true }).click();
  await expect(table.getByRole('rowheader')).toHaveText([`${surname}, Ada`, `${surname}, ZoëArchived`]);
  await page.screenshot({ path: 'e2e/.artifacts/screens/school-students-1366.png', fullPage: true });

  // Export what is shown (both, with Zoë's archive state): UTF-8 with a byte-order mark.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^students-oakfield-academy-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split(/\r?\n/);
  expect(lines[0]).toBe('Last name,First name,Username,Classes,Year groups,Archived');
  expect(lines.slice(1)).toHaveLength(2);
  expect(lines[2]).toMatch(new RegExp(`^${surname},Zoë,[^,]+,${classCode.replace('/', '\\/')},Year 9,Yes$`));

  // At phone width (loaded afresh, as a phone would) the table scrolls inside the page, and axe passes.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('textbox', { name: 'Search' }).fill(surname.toLowerCase());
  await expect(table.getByRole('rowheader')).toHaveText([`${surname}, Ada`]);
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/.artifacts/screens/school-students-390.png', fullPage: true });

  // Un-archive her again, as the demo school was.
  await find.getByText('Archived', { exact: true }).click();
  await expect(table.getByRole('rowheader')).toHaveText([`${surname}, ZoëArchived`]);
  await page.getByRole('checkbox', { name: `Select Zoë ${surname}` }).check();
  await page.getByRole('button', { name: 'Un-archive 1' }).click();
  await page
    .getByRole('dialog', { name: 'Un-archive 1 student?' })
    .getByRole('button', { name: 'Un-archive 1 student' })
    .click();
  await expect(page.getByTestId('students-empty')).toContainText('No students match');
});
