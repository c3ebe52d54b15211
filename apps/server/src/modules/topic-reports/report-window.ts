const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The first day (yyyy-mm-dd) of a report window of `months` ending `now`: the Monday of the school week
 * (Europe/London) holding the same day `months` earlier, a day past the month's end moving to its last
 * day. The TypeScript twin of the school reports' window (school-reports.repository.ts `window`:
 * `date_trunc('week', (now() at time zone 'Europe/London') - make_interval(months => n))`), so
 * topic insights and the school report cover the same weeks.
 */
export function reportWindowFrom(months: number, now: Date): string {
  const [year, month, day] = londonDay.format(now).split('-').map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)));
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}
