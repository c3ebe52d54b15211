import { aYearAfter, DATA_EXPORT_MESSAGES } from '@mathsight/contract/data-exports.ts';

/** The form's first value: from the start of the school year (1 September, England) to today. */
export function defaultRange(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return { from: `${month >= 9 ? year : year - 1}-09-01`, to: today };
}

/**
 * What stops the range being downloaded, by field, as the server would refuse it: a day missing (or not
 * yet a day: the field says how to write one), the last before the first, or more than a year.
 */
export function rangeProblems(from: string | null, to: string | null): { from?: string; to?: string } {
  if (from === null || to === null) {
    return {
      ...(from === null && { from: 'Enter the first day' }),
      ...(to === null && { to: 'Enter the last day' }),
    };
  }
  if (to < from) return { to: DATA_EXPORT_MESSAGES.order };
  if (to > aYearAfter(from)) return { to: DATA_EXPORT_MESSAGES.span };
  return {};
}

const longDayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "1 September 2025" for the school day 2025-09-01. */
export function longDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return longDayFormat.format(new Date(Date.UTC(year, month - 1, date)));
}
