import type { HomeworkInsight } from '@mathsight/contract/assignments.ts';

const WEEK_MS = 7 * 86_400_000;

/** Work that ends within the next 7 days, soonest first. */
export function dueThisWeek(items: readonly HomeworkInsight[], now: Date = new Date()): HomeworkInsight[] {
  const t = now.getTime();
  return items
    .filter((i) => {
      const end = Date.parse(i.endDate);
      return end > t && end <= t + WEEK_MS;
    })
    .sort((a, b) => Date.parse(a.endDate) - Date.parse(b.endDate));
}

/** Work that ended within the last 7 days, latest first. */
export function justFinished(items: readonly HomeworkInsight[], now: Date = new Date()): HomeworkInsight[] {
  const t = now.getTime();
  return items
    .filter((i) => {
      const end = Date.parse(i.endDate);
      return end <= t && end > t - WEEK_MS;
    })
    .sort((a, b) => Date.parse(b.endDate) - Date.parse(a.endDate));
}
