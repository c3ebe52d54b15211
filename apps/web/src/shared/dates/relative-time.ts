import { schoolDay, schoolDaysBetween } from './school-time.ts';

/**
 * How long ago an instant was, exactly and in words: "5 weeks ago", never "about three weeks ago".
 * Under an hour counts minutes, the same school day hours; a day back is "yesterday"; then whole
 * days, whole weeks (up to 8) and whole calendar months, by school days (Europe/London), so a
 * clock change or a late-evening answer does not shift the day. Future instants read "in …".
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const WEEKS_SHOWN_UP_TO = 8;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
const phrase = (n: number, unit: string, future: boolean) =>
  future ? `in ${plural(n, unit)}` : `${plural(n, unit)} ago`;

/** Whole calendar months from one school day to a later one ("2026-01-31" to "2026-02-28" is 0). */
function monthsBetween(earlier: string, later: string): number {
  const [y1, m1, d1] = earlier.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = later.split('-').map(Number) as [number, number, number];
  return (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
}

export function formatRelative(value: string | Date, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const diffMs = now.getTime() - date.getTime();
  const future = diffMs < 0;
  const ms = Math.abs(diffMs);
  if (ms < MINUTE_MS) return 'just now';
  const days = Math.abs(schoolDaysBetween(date, now));
  if (ms < HOUR_MS) return phrase(Math.floor(ms / MINUTE_MS), 'minute', future);
  if (days === 0) return phrase(Math.floor(ms / HOUR_MS), 'hour', future);
  if (days === 1) return future ? 'tomorrow' : 'yesterday';
  if (days < 7) return phrase(days, 'day', future);
  if (days < 7 * WEEKS_SHOWN_UP_TO) return phrase(Math.floor(days / 7), 'week', future);
  const [from, to] = future ? [schoolDay(now), schoolDay(date)] : [schoolDay(date), schoolDay(now)];
  const months = monthsBetween(from, to);
  return months < 12 ? phrase(months, 'month', future) : phrase(Math.floor(months / 12), 'year', future);
}
