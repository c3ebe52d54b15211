import type { LeaguePeriod, LeagueQuery } from '@mathsight/contract/leagues.ts';
import { schoolDateOf } from '@mathsight/contract/school-terms.ts';
import { type EffortWindow, termWindow, weekWindow } from '../../reporting/effort/effort-window.ts';

/**
 * Competition ranking ("1, 2, 2, 4"): by score, highest first; equal scores share the rank of the
 * first of them. `order` only orders the tied (by name), it never separates their ranks.
 */
export function rankByScore<T>(
  items: readonly T[],
  score: (item: T) => number,
  order: (a: T, b: T) => number,
): (T & { rank: number })[] {
  const sorted = [...items].sort((a, b) => score(b) - score(a) || order(a, b));
  let rank = 0;
  return sorted.map((item, i) => {
    const previous = sorted[i - 1];
    if (previous === undefined || score(previous) !== score(item)) rank = i + 1;
    return { ...item, rank };
  });
}

const byName = new Intl.Collator('en-GB', { sensitivity: 'base' });
/** Last name, then first name, as every list of students reads. */
export const byStudentName = (
  a: { lastName: string; firstName: string },
  b: { lastName: string; firstName: string },
) => byName.compare(a.lastName, b.lastName) || byName.compare(a.firstName, b.firstName);

/** "Amelia K.": how a student sees the others in their league. */
export function firstNameAndInitial(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toLocaleUpperCase('en-GB');
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The league's period (a week or a term holding `date`, default today) as weeks and as shown. */
export function leaguePeriodOf(
  query: { period?: LeagueQuery['period']; date?: string | undefined },
  now: Date,
): { window: EffortWindow; period: LeaguePeriod } {
  const day = query.date ?? schoolDateOf(now);
  if (query.period === 'term') {
    const t = termWindow(day);
    return {
      window: t,
      period: { period: 'term', start: t.term.start, end: t.term.end, label: t.term.label },
    };
  }
  const w = weekWindow(day);
  return {
    window: w,
    period: {
      period: 'week',
      start: w.fromWeek,
      end: w.toWeek,
      label: `Week of ${dayFormat.format(new Date(`${w.fromWeek}T00:00:00Z`))}`,
    },
  };
}
