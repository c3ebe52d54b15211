/**
 * The school calendar the reports count in (issue 14): weeks start on Monday and terms follow the English
 * school year, both read in the school's clock (Europe/London), so an answer given at 23:30 on Sunday
 * counts in that Sunday's week whatever the server's time zone. The server's SQL twin is
 * `date_trunc('week', answered_at at time zone 'Europe/London')::date`.
 */
export const SCHOOL_TIME_ZONE = 'Europe/London';

export type TermName = 'Autumn' | 'Spring' | 'Summer';

export interface SchoolTerm {
  name: TermName;
  /** The school year's first calendar year: 2026 for Autumn 2026, Spring 2027 and Summer 2027. */
  schoolYear: number;
  /** First day, yyyy-mm-dd. */
  start: string;
  /** The day after the last, yyyy-mm-dd (a half-open range, as SQL compares dates). */
  end: string;
  /** "Autumn 2026". */
  label: string;
}

const ymdFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in the school's clock, yyyy-mm-dd. */
export function schoolDateOf(instant: Date): string {
  return ymdFormat.format(instant);
}

function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week holding this instant (or yyyy-mm-dd day), yyyy-mm-dd. */
export function weekStartOf(when: Date | string): string {
  const ymd = typeof when === 'string' ? when : schoolDateOf(when);
  const weekday = new Date(`${ymd}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(ymd, -((weekday + 6) % 7));
}

/** Autumn 1 Sep–31 Dec, Spring 1 Jan–31 Mar, Summer 1 Apr–31 Aug. */
export function termOf(when: Date | string): SchoolTerm {
  const ymd = typeof when === 'string' ? when : schoolDateOf(when);
  const year = Number(ymd.slice(0, 4));
  const month = Number(ymd.slice(5, 7));
  if (month >= 9) return term('Autumn', year, `${year}-09-01`, `${year + 1}-01-01`, year);
  if (month <= 3) return term('Spring', year - 1, `${year}-01-01`, `${year}-04-01`, year);
  return term('Summer', year - 1, `${year}-04-01`, `${year}-09-01`, year);
}

/** The term before this one. */
export function previousTerm(t: SchoolTerm): SchoolTerm {
  return termOf(addDays(t.start, -1));
}

function term(
  name: TermName,
  schoolYear: number,
  start: string,
  end: string,
  calendarYear: number,
): SchoolTerm {
  return { name, schoolYear, start, end, label: `${name} ${calendarYear}` };
}
