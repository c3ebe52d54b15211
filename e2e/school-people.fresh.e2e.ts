import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { createFreshSchool, createFreshTeacher, FRESH_PASSWORD, freshBaseUrl } from './fresh.ts';

// Issue 13 points 2 and 4, the school's people, on the server with no demo data: an administrator
// edits a student and gives them a new password, adds students to a class from the list, deletes
// one for good (GDPR) and sees them gone, exports the list as a PDF, and opens a teacher's profile.
test.use({ baseURL: freshBaseUrl });

const SHOTS = process.env.PEOPLE_SHOTS_DIR ?? 'e2e/.artifacts/screens';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

test('an administrator edits a student, adds students to a class, deletes one, exports a PDF and opens a teacher', async ({
  page,
  request,
}) => {
  // Axe on five screens and dialogs, a PDF rendered on the server, on busy cores.
  test.setTimeout(480_000);
  const tag = randomUUID().slice(0, 6);
  const admin = await createFreshTeacher(request, { firstName: 'Maya', lastName: 'Lindqvist' });
  const schoolId = await createFreshSchool(request, admin, `Hollin Bank School ${tag}`);
  const api = (path: string) => `${freshBaseUrl}/api/v3${path}`;
  const makeClass = async (code: string) => {
    const made = await request.post(api(`/schools/${schoolId}/groups`), {
      headers: admin.headers,
      data: { code, yearGroupIds: [] },
    });
    expect(made.status(), await made.text()).toBe(201);
    return ((await made.json()) as { groupId: number }).groupId;
  };
  const classP = await makeClass('8P/Ma');
  await makeClass('8Q/Ma');
  const added = await request.post(api(`/groups/${classP}/students`), {
    headers: admin.headers,
    data: {
      students: [
        { firstName: 'Zoë', lastName: 'Brontë' },
        { firstName: 'Aled', lastName: 'Evans' },
        { firstName: 'Kofi', lastName: 'Mensah' },
      ],
    },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, admin.email, FRESH_PASSWORD);
  await dismissCookieBanner(page);
  await page.goto(`/${schoolId}/settings/students`);
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Students' });
  await expect(table.getByRole('rowheader')).toHaveText(['Brontë, Zoë', 'Evans, Aled', 'Mensah, Kofi']);
  await expectNoAxeViolations(page);
  await shot(page, 'students');

  // Edit Kofi: a new last name, and a new password shown once.
  await page.getByRole('button', { name: 'Edit Kofi Mensah' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Kofi Mensah' });
  await edit.getByRole('button', { name: 'Reset password' }).click();
  await expect(edit.getByTestId('new-password')).toContainText(/[a-z]+-[a-z]+-\d{2}/);
  await edit.getByRole('textbox', { name: 'Last name' }).fill('Mensah-Boateng');
  await expectNoAxeViolations(page);
  await shot(page, 'student-edit');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(table.getByRole('rowheader')).toHaveText([
    'Brontë, Zoë',
    'Evans, Aled',
    'Mensah-Boateng, Kofi',
  ]);

  // Add Zoë and Aled to 8Q/Ma from the list.
  await page.getByRole('checkbox', { name: 'Select Zoë Brontë' }).check();
  await page.getByRole('checkbox', { name: 'Select Aled Evans' }).check();
  await page.getByRole('button', { name: 'Add to classes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add students to classes' })).toBeVisible();
  await expect(page.getByTestId('chosen-people')).toHaveText('2 students: Zoë Brontë, Aled Evans');
  await page.getByRole('checkbox', { name: '8Q/Ma' }).check();
  await expectNoAxeViolations(page);
  await shot(page, 'students-add-classes');
  await page.getByRole('button', { name: 'Add to 1 class' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Brontë, Zoë/ })).toContainText('8P/Ma, 8Q/Ma');
  await expect(table.getByRole('row', { name: /Evans, Aled/ })).toContainText('8P/Ma, 8Q/Ma');

  // Delete Aled for good: the dialog says what goes, and he is gone from the list.
  await page.getByRole('checkbox', { name: 'Select Aled Evans' }).check();
  await page.getByRole('button', { name: 'Delete 1' }).click();
  const erase = page.getByRole('dialog', { name: 'Delete 1 student for good?' });
  await expect(erase).toContainText('Their answers stay, anonymised');
  await expectNoAxeViolations(page);
  await shot(page, 'students-delete');
  await erase.getByRole('checkbox', { name: 'I understand this cannot be undone' }).check();
  await erase.getByRole('button', { name: 'Delete 1 student' }).click();
  await expect(erase).toBeHidden();
  await expect(table.getByRole('rowheader')).toHaveText(['Brontë, Zoë', 'Mensah-Boateng, Kofi']);
  await page.getByRole('search', { name: 'Find students' }).getByText('All', { exact: true }).click();
  await expect(table.getByRole('rowheader')).toHaveText(['Brontë, Zoë', 'Mensah-Boateng, Kofi']);

  // Export the list as a PDF.
  const answered = page.waitForResponse(
    (r) => r.url().includes('/students/export?') && r.url().includes('format=pdf'),
  );
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Export PDF' }).click();
  const response = await answered;
  expect(response.headers()['content-type']).toBe('application/pdf');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^students-hollin-bank-school-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The teacher's profile, from the teachers list.
  await page.goto(`/${schoolId}/settings/teachers`);
  await page
    .getByRole('table', { name: "The school's teachers" })
    .getByRole('link', { name: 'Maya Lindqvist' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Maya Lindqvist/ })).toBeVisible();
  await expect(page.getByRole('link', { name: '8P/Ma' })).toBeVisible();
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'teacher-profile');

  // At phone width: the profile fits, and axe passes.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Maya Lindqvist/ })).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await shot(page, 'teacher-profile');

  // The other screens at phone width, for the record (axe ran on each at laptop width).
  await page.goto(`/${schoolId}/settings/students`);
  await expect(table.getByRole('rowheader')).toHaveText(['Brontë, Zoë', 'Mensah-Boateng, Kofi']);
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await shot(page, 'students');
  await page.getByRole('checkbox', { name: 'Select Zoë Brontë' }).check();
  await page.getByRole('button', { name: 'Take out of classes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Manage students' classes" })).toBeVisible();
  await shot(page, 'students-manage-classes');
  await page.goto(`/${schoolId}/settings/teachers`);
  await page.getByRole('checkbox', { name: 'Select Maya Lindqvist' }).check();
  await page.getByRole('button', { name: 'Add to classes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add teachers to classes' })).toBeVisible();
  await shot(page, 'teachers-add-classes');
});
