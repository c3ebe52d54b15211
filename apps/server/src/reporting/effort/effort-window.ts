import { type SchoolTerm, termOf, weekStartOf } from '@mathsight/contract/school-terms.ts';

/**
 * A period of effort as weeks (decision 0016): the weeks whose Monday is in [fromWeek, toWeek),
 * both yyyy-mm-dd. A week belongs to the term its Monday falls in, so weeks never count twice.
 */
export interface EffortWindow {
  fromWeek: string;
  /** Exclusive. */
  toWeek: string;
}

export function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The week (Monday-start, Europe/London) holding this instant or day. */
export function weekWindow(when: Date | string): EffortWindow & { weekStart: string } {
  const weekStart = weekStartOf(when);
  return { weekStart, fromWeek: weekStart, toWeek: addDays(weekStart, 7) };
}

/** The term holding this instant or day: the weeks whose Monday falls in it. */
export function termWindow(when: Date | string): EffortWindow & { term: SchoolTerm } {
  const term = termOf(when);
  return { term, fromWeek: term.start, toWeek: term.end };
}

/**
 * The last `months` months to `now` (spec §9 "months default 1"): from the week holding the day
 * `months` calendar months before `now` to the week holding `now`, inclusive.
 */
export function monthsWindow(months: number, now: Date): EffortWindow {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - months);
  return { fromWeek: weekStartOf(start), toWeek: addDays(weekStartOf(now), 7) };
}
