import type { AssignmentStatusGroup, DueStatus } from '@mathsight/contract/assignments.ts';

const DAY_MS = 86_400_000;

/** Upcoming until the end date, Done from it (the plan's two tabs). */
export function statusOf(endDate: Date, now: Date): AssignmentStatusGroup {
  return endDate.getTime() > now.getTime() ? 'Upcoming' : 'Done';
}

/** Scheduled before the start; Ended from the end; DueSoon in the last 48 hours; Open otherwise. */
export function dueStatusOf(startDate: Date, endDate: Date, now: Date): DueStatus {
  if (now < startDate) return 'Scheduled';
  if (now >= endDate) return 'Ended';
  return endDate.getTime() - now.getTime() <= 2 * DAY_MS ? 'DueSoon' : 'Open';
}
