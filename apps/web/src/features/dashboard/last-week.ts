import type { WeeklyClass, WeeklyInsights, WeeklyWork } from '@mathsight/contract/weekly-insights.ts';

/** This school's classes (or the chosen one) that had work due or showed misconceptions last week. */
export function lastWeekClasses(
  insights: WeeklyInsights,
  schoolId: number,
  groupId: number | null,
): WeeklyClass[] {
  return insights.classes.filter(
    (c) =>
      c.schoolId === schoolId &&
      (groupId === null || c.groupId === groupId) &&
      (c.work.length > 0 || c.misconceptions.length > 0),
  );
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long' });
const day = (ymd: string) => dayFormat.format(new Date(`${ymd}T00:00:00Z`));

/** "16 November to 22 November": the week, Monday to Sunday. */
export function weekLabel(insights: Pick<WeeklyInsights, 'weekStart' | 'weekEnd'>): string {
  return `${day(insights.weekStart)} to ${day(insights.weekEnd)}`;
}

/** "Amy B., Ben C. and 3 more", as the email says it. */
export function notStartedLine(work: Pick<WeeklyWork, 'notStarted' | 'notStartedCount'>): string {
  const names = work.notStarted.map((s) => s.name);
  const more = work.notStartedCount - names.length;
  if (more > 0) return `${names.join(', ')} and ${more} more`;
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
