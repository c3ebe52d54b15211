import { upnCheckLetter } from '@mathsight/contract/upn.ts';
import { expect, test } from '@playwright/test';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { createFreshSchool, createFreshTeacher, FRESH_PASSWORD, freshBaseUrl } from './fresh.ts';

// Importing students (issue 13 point 3) into a school of its own on the server with no demo data, so
// no journey that reads the demo school sees these students.
test.use({ baseURL: freshBaseUrl });

const FIRST = [
  'Olivia',
  'Amelia',
  'Isla',
  'Ava',
  'Zoë',
  'Freya',
  'Oliver',
  'George',
  'Arthur',
  'Noah',
  'Muhammad',
  'Leo',
];
const LAST = [
  "O'Brien",
  'Smith-Jones',
  'Nguyễn',
  'Patel',
  'Williams',
  'Khan',
  'Davies',
  'Evans',
  'Hughes',
  'Begum',
];

/** A valid UPN (its check letter worked out: upn.test.ts checks the rule by hand) ending in the number. */
const upnOf = (n: number) => {
  const rest = `8230000000${String(n).padStart(2, '0')}`;
  return `${upnCheckLetter(rest)}${rest}`;
};
/** The same UPN with the next letter of the alphabet as its check letter: mistyped. */
const wrongCheckLetter = (n: number) => {
  const good = upnOf(n);
  const letters = 'ABCDEFGHJKLMNPQRTUVWXYZ';
  return `${letters[(letters.indexOf(good.charAt(0)) + 1) % letters.length]}${good.slice(1)}`;
};

/**
 * A 60-row SIMS-style export (UPN, legal names, registration group, NC year, DOB), semicolon-separated
 * with CRLF and a byte-order mark, with six bad rows: a missing forename (row 8), an impossible date
 * (row 20), an unknown year (row 29), a UPN with a wrong check letter (row 33), a UPN repeated from
 * row 2 (row 42) and no class (row 56).
 */
function misExport(): string {
  const lines = ['UPN;Legal Surname;Legal Forename;Reg Group;NC Year;DOB;Gender'];
  for (let i = 0; i < 60; i++) {
    const row = i + 2;
    const upn = row === 42 ? upnOf(2) : row === 33 ? wrongCheckLetter(row) : upnOf(row);
    const first = row === 8 ? '' : (FIRST[i % FIRST.length] ?? 'Sam');
    const last = LAST[(i * 7) % LAST.length] ?? 'Smith';
    const group = row === 56 ? '' : i % 2 ? '7B/Ma' : '7A/Ma';
    const year = row === 29 ? 'Year 15' : 'Year 7';
    const dob =
      row === 20
        ? '31/02/2013'
        : `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/2013`;
    lines.push([upn, last, first, group, year, dob, i % 2 ? 'M' : 'F'].join(';'));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

test('an administrator imports a 60-row file, corrects its 6 bad rows, imports and prints the slips', async ({
  page,
  request,
}) => {
  // Sixty accounts' passwords are hashed on import, and axe runs three times, on two busy cores.
  test.setTimeout(300_000);
  const teacher = await createFreshTeacher(request, { firstName: 'Priya', lastName: 'Shah' });
  const schoolId = await createFreshSchool(
    request,
    teacher,
    `Thornbury Academy ${teacher.email.split('.')[2]}`,
  );
  // One class exists already; the file's other class is made by the import.
  const made = await request.post(`${freshBaseUrl}/api/v3/schools/${schoolId}/groups`, {
    headers: teacher.headers,
    data: { code: '7A/Ma', yearGroupIds: [8] },
  });
  expect(made.status()).toBe(201);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, teacher.email, FRESH_PASSWORD);
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
  await dismissCookieBanner(page);
  await page.goto(`/${schoolId}/settings/students`);
  await page.getByRole('link', { name: 'Import students' }).click();
  await expect(page).toHaveURL(new RegExp(`/${schoolId}/uploads$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Import students' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.locator('input[type=file]').setInputFiles({
    name: 'sims-export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(misExport(), 'utf8'),
  });
  await expect(page.getByTestId('import-source')).toHaveText('sims-export.csv: 60 rows');
  await expect(page.getByRole('combobox', { name: 'Legal Forename' })).toHaveValue('firstName');
  await expect(page.getByRole('combobox', { name: 'Reg Group' })).toHaveValue('className');
  await expect(page.getByRole('combobox', { name: 'Gender' })).toHaveValue('');

  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const problems = page.getByRole('table', { name: 'Problems by row' });
  await expect(problems.getByRole('rowheader')).toHaveText(['8', '20', '29', '33', '42', '56']);
  await expect(problems).toContainText('Add the first name');
  await expect(problems).toContainText('“31/02/2013” is not a date');
  await expect(problems).toContainText('“Year 15” is not a year group');
  await expect(problems).toContainText(
    `The check letter of ${wrongCheckLetter(33)} does not match its other characters`,
  );
  await expect(problems).toContainText('Same UPN as row 2');
  await expect(problems).toContainText("Add the student's class");
  await expect(page.getByTestId('check-summary')).toContainText('54 ready');
  await expect(page.getByTestId('check-summary')).toContainText(
    'New classes to create: 7B/Ma (Year 7), 30 students',
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/.artifacts/screens/student-import-check-1366.png', fullPage: true });

  // Correct the six rows in place, and check again.
  await page.getByRole('textbox', { name: 'Row 8 First name' }).fill('Harriet');
  await page.getByRole('textbox', { name: 'Row 20 Date of birth' }).fill('28/02/2013');
  await page.getByRole('textbox', { name: 'Row 29 Year group' }).fill('7');
  await page.getByRole('textbox', { name: 'Row 33 UPN' }).fill(upnOf(33));
  await page.getByRole('textbox', { name: 'Row 42 UPN' }).fill(upnOf(99));
  await page.getByRole('textbox', { name: 'Row 56 Class' }).fill('7A/Ma');
  await page.getByRole('button', { name: 'Check the corrected rows' }).click();
  await expect(page.getByTestId('check-summary')).toContainText('All 60 rows can be imported.');
  await expect(problems).toBeHidden();

  await page.getByRole('button', { name: 'Import 60 students' }).click();
  await expect(page.getByText('60 students imported')).toBeVisible({ timeout: 60_000 });
  const byClass = page.getByRole('table', { name: 'Students imported by class' });
  await expect(byClass.getByRole('row')).toHaveText(['ClassStudents', '7A/Ma30', '7B/Ma (new class)30']);
  await page.screenshot({ path: 'e2e/.artifacts/screens/student-import-done-1366.png', fullPage: true });

  const slips = page.waitForResponse((r) => r.url().endsWith(`/schools/${schoolId}/students/sign-in-slips`));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download sign-in slips (PDF)' }).click();
  const response = await slips;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await downloading).suggestedFilename()).toBe('sign-in-slips.pdf');

  // The students list has them.
  await page.getByRole('link', { name: 'See the students list' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill('Harriet');
  await expect(page.getByRole('table', { name: 'Students' }).getByRole('rowheader')).toHaveCount(1);

  // At phone width, the page with a file checked: nothing wider than the screen, and axe passes.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${schoolId}/uploads`);
  await page.locator('input[type=file]').setInputFiles({
    name: 'again.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(misExport(), 'utf8'),
  });
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByTestId('check-summary')).toContainText('with problems');
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/.artifacts/screens/student-import-check-390.png', fullPage: true });
});
