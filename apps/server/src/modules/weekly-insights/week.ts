import { weekStartOf } from '@mathsight/contract/school-terms.ts';
import { schoolTimeToUtc } from '../insights/dates.ts';
import type { WeekRange } from './weekly-insights.repository.ts';

/** yyyy-mm-dd moved by whole days. */
export function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The week before the one holding `now`: the week a Monday email is about. */
export function lastWeekStart(now: Date): string {
  return addDays(weekStartOf(now), -7);
}

/** Monday 00:00 to the next Monday 00:00 in school time, as instants (23 or 25 hours a day at clock changes). */
export function weekRange(weekStart: string): WeekRange {
  const at = (ymd: string) => {
    const [y = 0, m = 1, d = 1] = ymd.split('-').map(Number);
    return schoolTimeToUtc(y, m, d, 0, 0);
  };
  return { from: at(weekStart), to: at(addDays(weekStart, 7)) };
}

/** "16 November 2026". */
export function longDay(ymd: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${ymd}T00:00:00Z`));
}
