import { fromSchoolInputValue, toSchoolInputValue } from './school-time.ts';

/**
 * Dates as a UK school types them, whatever the browser's language: dd/mm/yyyy, and a 24-hour time
 * after it for work's start and end. The browser's own date inputs follow its language (an American
 * browser shows mm/dd/yyyy), which a UK teacher misreads, so these are plain text fields read here.
 */

export const TYPED_DATE_HINT = 'dd/mm/yyyy';
export const TYPED_DATE_TIME_HINT = 'dd/mm/yyyy hh:mm';

const pad = (n: number) => String(n).padStart(2, '0');

// Day, month and year with /, . or - between them; a time after a space (or a comma), 9:00 or 09.00.
const TYPED_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const TYPED_DATE_TIME = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}),?\s+(\d{1,2})[:.](\d{2})$/;

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "30/11/2026" for the school day 2026-11-30; '' for none. */
export function toTypedDay(day: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** The school day (YYYY-MM-DD) a teacher typed as dd/mm/yyyy; null when it is not a real day. */
export function fromTypedDay(text: string): string | null {
  const m = TYPED_DAY.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = m.slice(1, 4).map(Number) as [number, number, number];
  if (!isRealDay(year, month, day)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** "30/11/2026 09:00" for an instant, in UK time; '' for none. */
export function toTypedDateTime(value: string | null | undefined): string {
  const input = toSchoolInputValue(value);
  return input ? `${toTypedDay(input.slice(0, 10))} ${input.slice(11, 16)}` : '';
}

/** The ISO instant of a UK date and time typed as dd/mm/yyyy hh:mm; null when it is not one. */
export function fromTypedDateTime(text: string): string | null {
  const m = TYPED_DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [day, month, year, hour, minute] = m.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isRealDay(year, month, day) || hour > 23 || minute > 59) return null;
  return fromSchoolInputValue(`${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`);
}
