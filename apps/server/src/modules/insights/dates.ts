import { SCHOOL_TIME_ZONE } from '@mathsight/contract/assignments.ts';

const DAY_MS = 86_400_000;

/**
 * The school's default due moment for work starting at `start`: `days` school days later (calendar
 * days, as the set-work form counts them) at `dueTime` (HH:MM) in school time, whatever the season.
 */
export function defaultEndDate(start: Date, days: number, dueTime: string): Date {
  const day = new Date(start.getTime() + days * DAY_MS);
  const [y, m, d] = schoolDay(day);
  const [hh = 0, mm = 0] = dueTime.split(':').map(Number);
  return schoolTimeToUtc(y, m, d, hh, mm);
}

/** The calendar day (year, month 1–12, day) of a moment in school time. */
function schoolDay(at: Date): [number, number, number] {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: SCHOOL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [get('year'), get('month'), get('day')];
}

/** A wall-clock time in school time as a UTC instant (the offset read at that very moment). */
export function schoolTimeToUtc(y: number, m: number, d: number, hh: number, mm: number): Date {
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const offset = offsetMs(new Date(guess));
  const first = guess - offset;
  // Near a clock change the offset at the answer may differ from the guess's; one more step settles it.
  return new Date(guess - offsetMs(new Date(first)));
}

function offsetMs(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: SCHOOL_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return local - Math.floor(at.getTime() / 1000) * 1000;
}
