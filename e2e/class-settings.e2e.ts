import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { apiHeaders } from './demo-api.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';

/** Set CLASS_SHOTS=<folder> to keep a screenshot of each screen at both widths (not in CI). */
const SHOTS = process.env.CLASS_SHOTS;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

// Running a school's classes (issue 13 point 5) on the demo school, as its administrator. The two
// classes and their students are made for the journey (other journeys use the demo classes), and
// the journey deletes both at the end.
test('an administrator edits a class, sets its co-teachers, moves a student and deletes it', async ({
  page,
  request,
}) => {
  // Axe runs on seven screens on two busy cores.
  test.setTimeout(360_000);
  const tag = randomUUID().slice(0, 6);
  const codeA = `9E/e2e-${tag}`;
  const codeB = `9F/e2e-${tag}`;
  const surname = `Moss${tag}`;
  const headers = await apiHeaders(request, 'demo.admin');
  const me = (await (await request.get('/api/v4/users/me', { headers })).json()) as {
    userSchools: Array<{ schoolId: number; name: string }>;
    teacherId: number;
  };
  const schoolId = me.userSchools.find((s) => s.name === 'Oakfield Academy')?.schoolId;
  if (!schoolId) throw new Error('demo.admin is not in Oakfield Academy');
  const makeClass = async (code: string) => {
    const made = await request.post(`/api/v3/schools/${schoolId}/groups`, {
      headers,
      data: { code, yearGroupIds: [10] },
    });
    expect(made.status()).toBe(201);
    return ((await made.json()) as { groupId: number }).groupId;
  };
  const groupA = await makeClass(codeA);
  const groupB = await makeClass(codeB);
  const added = await request.post(`/api/v3/groups/${groupA}/students`, {
    headers,
    data: {
      students: [
        { firstName: 'Ada', lastName: surname },
        { firstName: 'Zoë', lastName: surname },
      ],
    },
  });
  expect(added.status()).toBe(201);
  // A colleague to teach class A with the administrator.
  const staff = (await (
    await request.get(
      `/api/v3/schools/${schoolId}/teachers?request.filter.schoolMembershipStatus=Confirmed&request.take=100`,
      { headers },
    )
  ).json()) as { items: Array<{ teacherId: number; firstName: string; lastName: string }> };
  const colleague = staff.items.find((t) => t.teacherId !== me.teacherId);
  if (!colleague) throw new Error('the demo school has one teacher');
  const colleagueName = `${colleague.firstName} ${colleague.lastName}`;

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'demo.admin');
  await expect(page).toHaveURL(/\/\d+$/);
  await dismissCookieBanner(page);

  // Class editing: the administrator's own classes, and the way to all of them.
  await page.goto(`/${schoolId}/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Class settings' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Your classes' }).getByRole('rowheader', { name: codeA }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'settings-1366');
  await page.getByRole('link', { name: "All of the school's classes" }).click();

  // Every class of the school: search for the journey's two.
  await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Classes' });
  await page.getByRole('textbox', { name: 'Search' }).fill(tag);
  await expect(table.getByRole('rowheader')).toHaveText([codeA, codeB]);
  await expectNoAxeViolations(page);
  await shot(page, 'settings-classes-1366');

  // Edit class A: a taken code is refused beside the field, then a description and a new department.
  await page.getByRole('link', { name: `Edit ${codeA}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${codeA}` })).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Class code' });
  await code.fill(codeB);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('A class in this school already has this code. Choose another.')).toBeVisible();
  await expectNoAxeViolations(page);
  await code.fill(codeA);
  await page.getByRole('textbox', { name: /Description/ }).fill('Year 9, set 2');
  await page.getByRole('combobox', { name: /Department/ }).fill(`Statistics ${tag}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Saved ${codeA}.`)).toBeVisible();
  await shot(page, 'settings-class-1366');

  // Co-teachers: the colleague teaches it too.
  await page.getByRole('link', { name: 'Edit teachers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Teachers of ${codeA}` })).toBeVisible();
  await page.getByRole('checkbox', { name: colleagueName }).check();
  await page.getByRole('button', { name: 'Save teachers' }).click();
  await expect(
    page.getByText(new RegExp(`${codeA.replace('/', '\\/')} is taught by .*${colleagueName}`)),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'class-teachers-1366');

  // Move Zoë into class B.
  await page.getByRole('link', { name: 'Back to the class' }).click();
  await page.getByRole('link', { name: 'Move students to another class' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Move students of ${codeA}` })).toBeVisible();
  await page.getByRole('checkbox', { name: `${surname}, Zoë` }).check();
  await page.getByRole('combobox', { name: 'Move them to' }).click();
  await page.getByRole('option', { name: codeB, exact: true }).click();
  await expectNoAxeViolations(page);
  await shot(page, 'class-students-move-1366');
  await page.getByRole('button', { name: 'Move 1 student' }).click();
  const moving = page.getByRole('dialog', { name: `Move 1 student to ${codeB}?` });
  await expect(moving).toContainText('Their past answers stay with them');
  await moving.getByRole('button', { name: 'Move 1 student' }).click();
  await expect(page.getByText(`Moved 1 student to ${codeB}.`)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `${surname}, Zoë` })).toHaveCount(0);

  // The students edit screen: Ada is still in class A.
  await page.goto(`/${schoolId}/classes/${groupA}/students/edit`);
  await expect(page.getByRole('heading', { level: 1, name: `Students of ${codeA}` })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `${surname}, Ada` })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'class-students-edit-1366');

  // Class B's page lists Zoë; switch to class A on the same view.
  await page.goto(`/${schoolId}/classes/${groupB}`);
  await expect(page.getByRole('heading', { level: 1, name: `Class ${codeB}` })).toBeVisible();
  await expect(page.getByTestId('class-students')).toHaveText(`${surname}, Zoë`);
  await expectNoAxeViolations(page);
  await shot(page, 'class-page-1366');
  await page.getByRole('link', { name: 'Switch class' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Switch class' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'class-switch-1366');
  await page.getByRole('link', { name: new RegExp(`^${codeA.replace('/', '\\/')}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Class ${codeA}` })).toBeVisible();
  await expect(page.getByTestId('class-students')).toHaveText(`${surname}, Ada`);

  // Delete class A: the warning names what goes; the students stay in the school.
  await page.goto(`/${schoolId}/settings/classes`);
  await page.getByRole('textbox', { name: 'Search' }).fill(tag);
  await page.getByRole('button', { name: `Delete ${codeA}` }).click();
  const deleting = page.getByRole('dialog', { name: `Delete ${codeA}?` });
  await expect(deleting).toContainText(`${codeA} has 1 student, 0 pieces of set work and 0 answers.`);
  await expect(deleting).toContainText('the students stay in the school');
  await expectNoAxeViolations(page);
  await shot(page, 'settings-classes-delete-1366');
  await deleting.getByRole('button', { name: `Delete ${codeA}` }).click();
  await expect(deleting).toBeHidden();
  await expect(table.getByRole('rowheader')).toHaveText([codeB]);

  // At phone width the list scrolls inside the page, and axe passes.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('textbox', { name: 'Search' }).fill(tag);
  await expect(table.getByRole('rowheader')).toHaveText([codeB]);
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await shot(page, 'settings-classes-390');
  if (SHOTS) {
    for (const [name, path] of [
      ['settings', `/${schoolId}/settings`],
      ['settings-class', `/${schoolId}/settings/classes/${groupB}`],
      ['class-teachers', `/${schoolId}/settings/classes/${groupB}/teachers/edit`],
      ['class-students-edit', `/${schoolId}/classes/${groupB}/students/edit`],
      ['class-students-move', `/${schoolId}/classes/${groupB}/students/move`],
      ['class-page', `/${schoolId}/classes/${groupB}/work`],
      ['class-switch', `/${schoolId}/classes/${groupB}/switch`],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      await shot(page, `${name}-390`);
    }
  }

  // Class B goes too, as the demo school was.
  expect((await request.delete(`/api/v3/groups/${groupB}`, { headers })).status()).toBe(204);
});
