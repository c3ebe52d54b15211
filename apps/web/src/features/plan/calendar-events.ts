import type { CalendarEntry } from '@mathsight/contract/assignments.ts';
import {
  addDaysToSchoolDay,
  daysBetweenSchoolDays,
  formatSchoolDate,
  schoolDay,
  toSchoolInputValue,
} from '../../shared/dates/school-time.ts';
import { type AssignmentDates, moveDates } from './assignment-writes.ts';

/**
 * How work is drawn on the plan calendar and what a drop on it means, kept out of FullCalendar.
 *
 * Work is drawn as whole school days (all-day events: a start day and an exclusive end day, as
 * YYYY-MM-DD in Europe/London) rather than as instants, so no time-zone conversion is left to the
 * calendar or the browser: the days are worked out here, in the school's zone, and drawn as they are.
 */

/** The days a piece of work is drawn on: from `start` up to, not including, `end` (YYYY-MM-DD). */
export interface CalendarDays {
  start: string;
  end: string;
}

/**
 * The school days work runs on. The end day is drawn when the work runs into it; work that ends at
 * midnight exactly ends with the day before (nothing of the end day is open).
 */
export function calendarDaysOf(dates: AssignmentDates): CalendarDays {
  const start = schoolDay(dates.startDate);
  const lastDay = schoolDay(dates.endDate);
  const endsAtMidnight = toSchoolInputValue(dates.endDate).endsWith('T00:00');
  const end = endsAtMidnight ? lastDay : addDaysToSchoolDay(lastDay, 1);
  // At least the start day, whatever the end (the server refuses an end before the start).
  return { start, end: end > start ? end : addDaysToSchoolDay(start, 1) };
}

/** One entry of the calendar, as FullCalendar takes it. */
export interface CalendarEvent extends CalendarDays {
  id: string;
  title: string;
  allDay: true;
  extendedProps: { kind: CalendarEntry['kind']; startDate: string; endDate: string };
}

/** The calendar's entry for a piece of work: its name and classes, on the school days it runs. */
export function calendarEventOf(entry: CalendarEntry): CalendarEvent {
  return {
    id: String(entry.assignmentId),
    title: `${entry.name} · ${entry.groups.map((g) => g.code).join(', ')}`,
    ...calendarDaysOf(entry),
    allDay: true,
    extendedProps: { kind: entry.kind, startDate: entry.startDate, endDate: entry.endDate },
  };
}

/**
 * Whole days a drop moves work by: from the school day it starts on to the day it was dropped on
 * (the start of the dropped entry, YYYY-MM-DD). Null when the drop is not onto a day.
 */
export function dropShiftDays(startDate: string, droppedOnDay: string): number | null {
  return daysBetweenSchoolDays(schoolDay(startDate), droppedOnDay.slice(0, 10));
}

/**
 * The dates of work dropped on a day: it starts on exactly that day and ends as many days after as
 * it did, each at the same time of day in London (across a change of clocks too). Null when the
 * drop is not onto a day.
 */
export function droppedDates(dates: AssignmentDates, droppedOnDay: string): AssignmentDates | null {
  const days = dropShiftDays(dates.startDate, droppedOnDay);
  return days === null ? null : moveDates(dates, days);
}

/**
 * The words on one drawn piece of an entry. A piece that does not begin on the work's first day (the
 * next week's row, or the start day folded under "+ n more") says where the work began, so work is
 * never read as starting on a later day than it does.
 */
export function eventLabel(
  title: string,
  startDate: string,
  isStart: boolean,
  now: Date = new Date(),
): string {
  return isStart ? title : `From ${formatSchoolDate(startDate, now)}: ${title}`;
}
