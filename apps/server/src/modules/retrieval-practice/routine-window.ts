import { INPUT_MESSAGES } from '@mathsight/contract/common.ts';
import {
  ROUTINE_DEFAULT_WEEKS,
  ROUTINE_MAX_WEEKS,
  ROUTINE_MESSAGES,
  routineWeekCount,
} from '@mathsight/contract/routine.ts';
import { schoolDateOf, weekStartOf } from '@mathsight/contract/school-terms.ts';
import { badRequest, MESSAGES } from '../../http/errors.ts';
import { addDays } from '../../reporting/effort/effort-window.ts';

/** The routine's window: its first week's Monday, its last day, and the Monday of each week in it. */
export interface RoutineWindow {
  from: string;
  to: string;
  weeks: string[];
}

/**
 * The weeks the routine report covers, in school time: `to` (today when left out), and from the week
 * holding `from`, or the 12 school weeks ending with the week holding `to`. A window that ends before it
 * starts, or spans more than 53 weeks, is a 400 on `to` (the schema says so when both are given; a
 * `from` alone is checked against today here).
 */
export function routineWindow(query: { from?: string; to?: string }, now: Date): RoutineWindow {
  const to = query.to ?? schoolDateOf(now);
  const from = weekStartOf(query.from ?? addDays(weekStartOf(to), -7 * (ROUTINE_DEFAULT_WEEKS - 1)));
  // The Monday before 1 January of year 1 is in year 0, which PostgreSQL has no date for.
  if (from < '0001-01-01') throw badRequest(MESSAGES.invalid, { from: [INPUT_MESSAGES.year] });
  // Counted, not walked by comparing text: past 9999 a day is written "+010000-…", which sorts first.
  const count = to < from ? 0 : routineWeekCount(from, to);
  if (count === 0 || count > ROUTINE_MAX_WEEKS) {
    throw badRequest(MESSAGES.invalid, { to: [ROUTINE_MESSAGES.range] });
  }
  return { from, to, weeks: Array.from({ length: count }, (_, i) => addDays(from, 7 * i)) };
}
