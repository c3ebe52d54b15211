/**
 * Dates as a UK school reads them: every assignment date is shown and entered in the school's
 * time zone (Europe/London, the contract's SCHOOL_TIME_ZONE), whatever the browser's own zone,
 * in UK formats ("Mon 3 Mar, 08:30"). Wall-clock values ("2025-03-03T08:30") are read as London time
 * and turned into ISO instants, British Summer Time included; fields type them as dd/mm/yyyy hh:mm
 * (typed-dates.ts).
 */

// The contract's constant, repeated rather than imported: the contract module brings zod with it.
export const SCHOOL_TIME_ZONE = 'Europe/London';

const DAY_MS = 86_400_000;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: string;
  monthName: string;
}

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});
const monthFormat = new Intl.DateTimeFormat('en-GB', { timeZone: SCHOOL_TIME_ZONE, month: 'short' });

function wallTimeOf(date: Date): WallTime {
  const parts: Record<string, string> = {};
  for (const p of partsFormat.formatToParts(date)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: parts.weekday ?? '',
    monthName: monthFormat.format(date),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

function parseIso(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mon 3 Mar" (with the year when it is not this year's), in school time. */
export function formatSchoolDate(value: string | Date, now: Date = new Date()): string {
  const date = parseIso(value);
  if (!date) return '';
  const w = wallTimeOf(date);
  const year = w.year === wallTimeOf(now).year ? '' : ` ${w.year}`;
  return `${w.weekday} ${w.day} ${w.monthName}${year}`;
}

/** "08:30", in school time. */
export function formatSchoolTime(value: string | Date): string {
  const date = parseIso(value);
  if (!date) return '';
  const w = wallTimeOf(date);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** "Mon 3 Mar, 08:30" (with the year when it is not this year's), in school time. */
export function formatSchoolDateTime(value: string | Date, now: Date = new Date()): string {
  const date = parseIso(value);
  if (!date) return '';
  return `${formatSchoolDate(date, now)}, ${formatSchoolTime(date)}`;
}

/** "Mon 3 Mar, 09:00 – Fri 7 Mar, 08:30": a start and end, in school time. */
export function formatSchoolRange(start: string, end: string, now: Date = new Date()): string {
  return `${formatSchoolDateTime(start, now)} – ${formatSchoolDateTime(end, now)}`;
}

/** The school day of an instant as YYYY-MM-DD. */
export function schoolDay(value: string | Date): string {
  const date = parseIso(value);
  if (!date) return '';
  const w = wallTimeOf(date);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** An instant as a `datetime-local` value in school time ("2025-03-03T08:30"); '' for none. */
export function toSchoolInputValue(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseIso(value);
  if (!date) return '';
  const w = wallTimeOf(date);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

const INPUT_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** London's offset from UTC at an instant, in milliseconds (0 in winter, one hour in summer). */
function offsetAt(ms: number): number {
  const w = wallTimeOf(new Date(ms));
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return asUtc - Math.floor(ms / 60_000) * 60_000;
}

/**
 * A `datetime-local` value read as school time, as an ISO instant; null when it is not a real
 * date and time. A time the spring clock change skips is read as the hour after.
 */
export function fromSchoolInputValue(value: string): string | null {
  const m = INPUT_VALUE.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null;
  // Two passes settle the offset either side of a clock change.
  let utc = wall - offsetAt(wall);
  utc = wall - offsetAt(utc);
  return new Date(utc).toISOString();
}

/** The instant `days` school days later at the same wall-clock time (clock changes kept out). */
export function addSchoolDays(value: string, days: number): string {
  const input = toSchoolInputValue(value);
  const m = INPUT_VALUE.exec(input);
  if (!m) return value;
  const [year, month, day] = m.slice(1, 4).map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, day) + days * DAY_MS);
  const next = `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}${input.slice(10)}`;
  return fromSchoolInputValue(next) ?? value;
}

const DAY_VALUE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A school day (YYYY-MM-DD) `days` later, or earlier when negative; '' when it is not a day. */
export function addDaysToSchoolDay(day: string, days: number): string {
  if (!DAY_VALUE.test(day)) return '';
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one school day (YYYY-MM-DD) to another (negative when earlier); null if either is not a day. */
export function daysBetweenSchoolDays(from: string, to: string): number | null {
  if (!DAY_VALUE.test(from) || !DAY_VALUE.test(to)) return null;
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Whole school days from one instant's day to another's (negative when earlier). */
export function schoolDaysBetween(from: string | Date, to: string | Date): number {
  const a = Date.parse(`${schoolDay(from)}T00:00:00Z`);
  const b = Date.parse(`${schoolDay(to)}T00:00:00Z`);
  return Math.round((b - a) / DAY_MS);
}

/**
 * The instant `days` school days after `value`'s day, at `time` ("HH:MM") school time: the default
 * end of new work is "in 7 days at 08:30".
 */
export function schoolDayAt(value: string | Date, days: number, time: string): string | null {
  const day = schoolDay(value);
  if (!day) return null;
  const moved = new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  return fromSchoolInputValue(`${moved}T${time}`);
}
