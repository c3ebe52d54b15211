import { readFile } from 'node:fs/promises';
import { TRANSACTIONS_CSV_COLUMNS } from '@mathsight/contract/data-exports.ts';
import { ROUTINE_CSV_COLUMNS } from '@mathsight/contract/routine.ts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { PHONE } from './viewports.ts';

const SHOTS = 'e2e/.artifacts/screens';

/** A day `days` before today in London, as a teacher types it (dd/mm/yyyy). */
function typedDaysAgo(days: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(Date.now() - days * 86_400_000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

async function signInToSchool(page: Page, userName: string) {
  await signIn(page, userName);
  await expect(page).toHaveURL(/\/\d+$/);
  await dismissCookieBanner(page);
  return new URL(page.url()).pathname.split('/')[1] ?? '';
}

/** The demo's term is the last 12 weeks: a range that holds it, typed into one export's section. */
async function chooseTheTerm(section: Locator) {
  await section.getByRole('textbox', { name: /^From/ }).fill(typedDaysAgo(90));
  await section.getByRole('textbox', { name: /^To/ }).fill(typedDaysAgo(0));
}

/** CSV text as rows of cells (RFC 4180: a quoted cell may hold commas, quotes doubled and line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') cell += text[++i];
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Clicks a download and answers the saved file's name, its header line and its rows. */
async function downloadCsv(page: Page, button = 'Download CSV of every answer') {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header = [], ...rows] = csvRows(text.slice(1));
  return { name: download.suggestedFilename(), header: header.join(','), rows };
}

test.describe('data exports', () => {
  test('a teacher downloads every answer of their class in a range as CSV, oldest first', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const schoolId = await signInToSchool(page, 'demo.teacher');

    await page.goto(`/${schoolId}/reports`);
    await page.getByRole('main').getByRole('link', { name: 'Exports', exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${schoolId}/reports/exports`));
    await expect(page).toHaveTitle('Data exports - Mathsight');
    const tabs = page.getByRole('navigation', { name: 'Reports' });
    await expect(tabs.getByRole('link', { name: 'Exports' })).toHaveAttribute('aria-current', 'page');
    const section = page.getByRole('region', { name: 'Every answer' });
    await expect(section).toBeVisible();

    // A teacher who is not an administrator chooses among their own classes: no whole school.
    const classSelect = section.getByLabel('Class');
    await expect(classSelect).toHaveValue(/\d+/);
    await expect(classSelect.locator('option', { hasText: 'Whole school' })).toHaveCount(0);
    const code = (await classSelect.locator('option:checked').textContent()) ?? '';

    await chooseTheTerm(section);
    await expect(page.getByTestId('transactions-summary')).toContainText(`the students of ${code}`);
    await page.mouse.move(700, 10);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/data-exports-laptop.png`, fullPage: true });

    const file = await downloadCsv(page);
    expect(file.name).toMatch(/^answers-[a-z0-9-]+-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.header).toBe(TRANSACTIONS_CSV_COLUMNS.join(','));
    expect(file.rows.length).toBeGreaterThan(10);
    const column = (name: (typeof TRANSACTIONS_CSV_COLUMNS)[number]) =>
      TRANSACTIONS_CSV_COLUMNS.indexOf(name);
    const rows = file.rows;
    expect(rows.every((r) => r.length === TRANSACTIONS_CSV_COLUMNS.length)).toBe(true);
    const first = rows[0] ?? [];
    expect(first[column('Answer id')]).toMatch(/^[WP]\d+$/);
    expect(first[column('Answered at (UK time)')]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[01]:00$/);
    expect(first[column('Student id')]).toMatch(/^\d+$/);
    expect(first[column('Right or wrong')]).toMatch(/^(Right|Wrong)$/);
    expect(first[column('Letter chosen')]).toMatch(/^[A-D]$/);
    // Oldest first; the class's set work is named by its class.
    const times = rows.map((r) => Date.parse(r[column('Answered at (UK time)')] ?? ''));
    expect(times.every((t, i) => i === 0 || t >= (times[i - 1] ?? 0))).toBe(true);
    expect(rows.some((r) => r[column('Answer id')]?.startsWith('W') && r[column('Class')] === code)).toBe(
      true,
    );

    // The routine of the same class (the page's class, chosen in every section) over the same weeks.
    const routine = page.getByRole('region', { name: 'Retrieval-practice routine' });
    await expect(routine.getByLabel('Class')).toHaveValue(await classSelect.inputValue());
    await chooseTheTerm(routine);
    await expect(page.getByTestId('routine-summary')).toContainText(`each week of ${code}`);
    const weeks = await downloadCsv(page, 'Download CSV of the retrieval-practice routine');
    expect(weeks.name).toMatch(/^routine-[a-z0-9-]+-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(weeks.header).toBe(ROUTINE_CSV_COLUMNS.join(','));
    // A row per school week of the range (13 or 14 Mondays in 90 days), all of the class.
    expect(weeks.rows.length).toBeGreaterThanOrEqual(13);
    expect(weeks.rows.every((r) => r[0] === code && r.length === ROUTINE_CSV_COLUMNS.length)).toBe(true);
    // Counts are whole numbers; percentages are blank where nothing was set (the demo sets topic quizzes).
    const count = (r: string[], column: (typeof ROUTINE_CSV_COLUMNS)[number]) =>
      r[ROUTINE_CSV_COLUMNS.indexOf(column)] ?? '';
    expect(weeks.rows.every((r) => /^\d+$/.test(count(r, 'Students set')))).toBe(true);
    expect(weeks.rows.every((r) => /^(\d+)?$/.test(count(r, 'Completion %')))).toBe(true);

    // At phone size the form fits and passes axe.
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/data-exports-phone.png`, fullPage: true });
  });

  test('an administrator may choose the whole school; a slow download shows its progress and can be cancelled', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const schoolId = await signInToSchool(page, 'demo.admin');
    await page.goto(`/${schoolId}/reports/exports`);
    const section = page.getByRole('region', { name: 'Every answer' });
    await section.getByLabel('Class').selectOption({ label: 'Whole school' });
    await chooseTheTerm(section);
    await expect(page.getByTestId('transactions-summary')).toContainText('every student of the school');

    // The server made slow (the answer held back 20 seconds, longer than axe and a screenshot of the
    // page take on a busy machine): the progress and Cancel appear.
    await page.route('**/reports/transactions.csv?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      await route.continue().catch(() => undefined);
    });
    await page.getByRole('button', { name: 'Download CSV of every answer' }).click();
    const progress = page.getByTestId('download-progress');
    await expect(progress).toContainText('Preparing the answers…');
    await expectNoAxeViolations(page);
    await section.screenshot({ path: `${SHOTS}/data-exports-progress-laptop.png` });
    await page.getByRole('button', { name: 'Cancel: Download CSV of every answer' }).click();
    await expect(progress).toHaveCount(0);
    await expect(section.getByRole('status')).toHaveText('Download cancelled');
    await expect(page.getByRole('button', { name: 'Download CSV of every answer' })).toBeFocused();
    await page.unroute('**/reports/transactions.csv?**');

    // On a slow line the bytes so far are shown as they arrive (the server streams: no total, no bar).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 100,
      downloadThroughput: 20_000,
      uploadThroughput: 100_000,
    });
    await page.getByRole('button', { name: 'Download CSV of every answer' }).click();
    await expect(progress).toContainText(/Downloading… \d+ (bytes|KB|MB)/, { timeout: 60_000 });
    await expect(progress.getByRole('progressbar')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await section.screenshot({ path: `${SHOTS}/data-exports-bytes-laptop.png` });
    await page.getByRole('button', { name: 'Cancel: Download CSV of every answer' }).click();
    await expect(progress).toHaveCount(0);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // Then the whole school's answers, every class among them.
    const file = await downloadCsv(page);
    expect(file.name).toMatch(/^answers-school-/);
    expect(file.header).toBe(TRANSACTIONS_CSV_COLUMNS.join(','));
    const classColumn = TRANSACTIONS_CSV_COLUMNS.indexOf('Class');
    const classes = new Set(file.rows.map((row) => row[classColumn]));
    expect(classes.size).toBeGreaterThan(1);
  });
});
