import { expect, type Page, test } from '@playwright/test';
import {
  addDaysToSchoolDay,
  fromSchoolInputValue,
  schoolDay,
  toSchoolInputValue,
} from '../apps/web/src/shared/dates/school-time.ts';
import { apiHeaders, setWorkForDemoStudent } from './demo-api.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { chooseClass } from './sidebar.ts';

/** The Monday of this week in London, as YYYY-MM-DD: always on the month grid and on the week. */
function thisMonday(): string {
  const today = schoolDay(new Date());
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 is Sunday
  return addDaysToSchoolDay(today, -((weekday + 6) % 7));
}

/** A London wall-clock time on a school day, as an ISO instant. */
function londonInstant(day: string, time: string): string {
  const iso = fromSchoolInputValue(`${day}T${time}`);
  if (!iso) throw new Error(`not a time: ${day}T${time}`);
  return iso;
}

/** Asserts that an entry's drawing begins in the given day's cell (its left edge inside the cell). */
async function expectDrawnFrom(page: Page, name: string, day: string) {
  const entry = page.getByRole('link', { name: new RegExp(name) }).first();
  await expect(entry).toBeVisible();
  await expect
    .poll(async () => {
      const box = await entry.boundingBox();
      const cell = await page.locator(`[role="cell"][data-date="${day}"]`).first().boundingBox();
      if (!box || !cell) return 'not on screen';
      return box.x >= cell.x - 2 && box.x < cell.x + cell.width ? day : `left edge ${box.x} outside ${day}`;
    })
    .toBe(day);
}

/** Drags an entry by its left end from one day's cell onto another's, as a mouse would. */
async function dragEntry(page: Page, name: string, fromDay: string, toDay: string) {
  const link = page.getByRole('link', { name: new RegExp(name) }).first();
  // The mouse only reaches what is on screen: the week's row, scrolled into view.
  await link.scrollIntoViewIfNeeded();
  const entry = await link.boundingBox();
  const fromCell = await page.locator(`[role="cell"][data-date="${fromDay}"]`).first().boundingBox();
  const toCell = await page.locator(`[role="cell"][data-date="${toDay}"]`).first().boundingBox();
  if (!entry || !fromCell || !toCell) throw new Error('The calendar entry or a day is not on screen');
  const grab = {
    x: Math.max(entry.x, fromCell.x) + Math.min(12, fromCell.width / 4),
    y: entry.y + entry.height / 2,
  };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + 6, grab.y, { steps: 3 });
  await page.mouse.move(toCell.x + (grab.x - fromCell.x), grab.y + (toCell.y - fromCell.y), { steps: 12 });
  await page.mouse.up();
}

const zones = [
  { label: 'in London', timezoneId: 'Europe/London' },
  // The school's zone wins over the browser's: the same days in New York.
  { label: 'in New York', timezoneId: 'America/New_York' },
];

for (const zone of zones) {
  test.describe(`the plan calendar (${zone.label})`, () => {
    test.use({ timezoneId: zone.timezoneId });

    test('work starting on a Monday is drawn from that Monday, a drag moves it to the day dropped on, Undo moves it back', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const headers = await apiHeaders(request, 'demo.teacher');
      const monday = thisMonday();
      const thursday = addDaysToSchoolDay(monday, 3);
      const name = `Calendar check ${zone.label} ${Date.now()}`;
      const assignmentId = await setWorkForDemoStudent(request, headers, {
        name,
        kind: 'TopicPathway',
        dates: {
          startDate: londonInstant(monday, '08:30'),
          endDate: londonInstant(addDaysToSchoolDay(monday, 2), '15:30'),
        },
      });

      await signIn(page, 'demo.teacher');
      await expect(page).toHaveURL(/\/\d+$/);
      await dismissCookieBanner(page);
      const schoolId = new URL(page.url()).pathname.split('/')[1] ?? '';
      await page.goto(`/${schoolId}/plan/calendar`);
      // A full page load boots the app (token, users/me) before the lazy calendar: slow beside another worker.
      await expect(page).toHaveTitle('Plan calendar - Mathsight', { timeout: 20_000 });
      // One class's work (chosen in the sidebar), on the week, which folds nothing under "+ more" (a
      // month's busy day can: other journeys set this class work on these days too).
      await chooseClass(page, '7A/Ma1');
      await expect(page.getByTestId('class-scope')).toContainText('Showing 7A/Ma1');
      await page.getByRole('tab', { name: 'Week view' }).click();
      await expect(page.getByTestId('plan-calendar')).toHaveAttribute('aria-busy', 'false');

      await expectDrawnFrom(page, name, monday);
      await expectNoAxeViolations(page);

      await dragEntry(page, name, monday, thursday);
      const moved = page.getByRole('alert').filter({ hasText: `${name} now runs` });
      await expect(moved).toBeVisible();
      // The pointer on the message holds it open (it closes by itself after 5 s) for Undo below.
      await moved.hover();
      await expectDrawnFrom(page, name, thursday);

      // Stored: the same London times of day, on Thursday.
      const stored = (await (
        await request.get(`/api/v3/assignments/${assignmentId}`, { headers })
      ).json()) as {
        startDate: string;
        endDate: string;
      };
      expect(toSchoolInputValue(stored.startDate)).toBe(`${thursday}T08:30`);
      expect(toSchoolInputValue(stored.endDate)).toBe(`${addDaysToSchoolDay(thursday, 2)}T15:30`);
      await expectNoAxeViolations(page);

      // Undo in the message puts the work back on Monday, on the calendar and in storage.
      await moved.getByRole('button', { name: 'Undo' }).click();
      await expect(page.getByRole('alert').filter({ hasText: `${name} is back to` })).toBeVisible();
      await expectDrawnFrom(page, name, monday);
      await expect
        .poll(async () => {
          const back = (await (
            await request.get(`/api/v3/assignments/${assignmentId}`, { headers })
          ).json()) as { startDate: string; endDate: string };
          return [toSchoolInputValue(back.startDate), toSchoolInputValue(back.endDate)];
        })
        .toEqual([`${monday}T08:30`, `${addDaysToSchoolDay(monday, 2)}T15:30`]);
      await expectNoAxeViolations(page);
    });
  });
}
