import type { CalendarEntry } from '@mathsight/contract/assignments.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { fromSchoolInputValue, toSchoolInputValue } from '../../shared/dates/school-time.ts';
import {
  calendarDaysOf,
  calendarEventOf,
  droppedDates,
  dropShiftDays,
  eventLabel,
} from './calendar-events.ts';

/** A London wall-clock time ("2026-11-30T08:30") as the ISO instant the API stores. */
function london(value: string): string {
  const iso = fromSchoolInputValue(value);
  if (!iso) throw new Error(`not a time: ${value}`);
  return iso;
}

const entry = (startDate: string, endDate: string): CalendarEntry => ({
  assignmentId: 7,
  kind: 'TopicQuiz',
  name: 'Angles',
  startDate,
  endDate,
  status: 'Upcoming',
  groups: [
    { groupId: 1, code: '7A/Ma1' },
    { groupId: 2, code: '8B/Ma2' },
  ],
});

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

// The browser's own zone must not matter: every case runs as if in each of these.
const browserZones = ['Europe/London', 'America/New_York', 'Asia/Tokyo', 'Pacific/Auckland', 'UTC'];

describe.each(browserZones)('the calendar in a browser in %s', (zone) => {
  const inZone = () => {
    process.env.TZ = zone;
  };

  it('draws work starting Monday 30 November from that Monday, to the day it ends on', () => {
    inZone();
    const event = calendarEventOf(entry(london('2026-11-30T08:30'), london('2026-12-03T15:30')));
    expect(event).toEqual({
      id: '7',
      title: 'Angles · 7A/Ma1, 8B/Ma2',
      start: '2026-11-30',
      // All-day ends are exclusive: Monday to Thursday is drawn up to, not including, Friday.
      end: '2026-12-04',
      allDay: true,
      extendedProps: {
        kind: 'TopicQuiz',
        startDate: '2026-11-30T08:30:00.000Z',
        endDate: '2026-12-03T15:30:00.000Z',
      },
    });
  });

  it('draws work at the edges of a London day on that day (midnight and 23:30 in summer time)', () => {
    inZone();
    // 00:00 and 23:30 in BST are 23:00 the day before and 22:30 UTC.
    expect(
      calendarDaysOf({ startDate: london('2026-06-01T00:00'), endDate: london('2026-06-01T23:30') }),
    ).toEqual({ start: '2026-06-01', end: '2026-06-02' });
    // Work ending at midnight does not run into the next day.
    expect(
      calendarDaysOf({ startDate: london('2026-06-01T09:00'), endDate: london('2026-06-03T00:00') }),
    ).toEqual({ start: '2026-06-01', end: '2026-06-03' });
  });

  it('draws work across the autumn change of clocks (Sunday 25 October 2026) on its days', () => {
    inZone();
    // Friday in BST (UTC+1) to Monday in GMT.
    expect(
      calendarDaysOf({ startDate: london('2026-10-23T08:30'), endDate: london('2026-10-26T08:30') }),
    ).toEqual({ start: '2026-10-23', end: '2026-10-27' });
  });

  it('draws work across the spring change of clocks (Sunday 28 March 2027) on its days', () => {
    inZone();
    expect(
      calendarDaysOf({ startDate: london('2027-03-26T08:30'), endDate: london('2027-03-29T08:30') }),
    ).toEqual({ start: '2027-03-26', end: '2027-03-30' });
  });

  it('moves work dropped on Thursday to exactly Thursday, keeping its London times of day', () => {
    inZone();
    const dates = { startDate: london('2026-11-30T08:30'), endDate: london('2026-12-02T15:30') };
    expect(dropShiftDays(dates.startDate, '2026-12-03')).toBe(3);
    const moved = droppedDates(dates, '2026-12-03');
    expect(moved && toSchoolInputValue(moved.startDate)).toBe('2026-12-03T08:30');
    expect(moved && toSchoolInputValue(moved.endDate)).toBe('2026-12-05T15:30');
  });

  it('moves work across the autumn change of clocks, keeping its London times of day', () => {
    inZone();
    // Friday 23 to Monday 26 October 2026, dropped on the Monday after (clocks go back on the 25th).
    const dates = { startDate: london('2026-10-23T08:30'), endDate: london('2026-10-26T08:30') };
    expect(dates.startDate).toBe('2026-10-23T07:30:00.000Z');
    const moved = droppedDates(dates, '2026-10-26');
    expect(moved).toEqual({ startDate: '2026-10-26T08:30:00.000Z', endDate: '2026-10-29T08:30:00.000Z' });
    // And back.
    expect(moved && droppedDates(moved, '2026-10-23')).toEqual(dates);
  });

  it('moves work across the spring change of clocks, keeping its London times of day', () => {
    inZone();
    // Friday 26 to Monday 29 March 2027 (clocks go forward on the 28th), dropped a day earlier.
    const dates = { startDate: london('2027-03-26T08:30'), endDate: london('2027-03-29T08:30') };
    expect(dates.endDate).toBe('2027-03-29T07:30:00.000Z');
    const moved = droppedDates(dates, '2027-03-25');
    expect(moved).toEqual({ startDate: '2027-03-25T08:30:00.000Z', endDate: '2027-03-28T07:30:00.000Z' });
    expect(moved && calendarDaysOf(moved)).toEqual({ start: '2027-03-25', end: '2027-03-29' });
  });

  it('reads the dropped day from the calendar’s date string, and refuses what is not a day', () => {
    inZone();
    const start = london('2026-11-30T08:30');
    expect(dropShiftDays(start, '2026-12-03T00:00:00Z')).toBe(3);
    expect(dropShiftDays(start, '2026-11-27')).toBe(-3);
    expect(dropShiftDays(start, '')).toBeNull();
    expect(droppedDates({ startDate: start, endDate: start }, 'Thursday')).toBeNull();
  });
});

describe('eventLabel', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('names the work alone where its bar begins', () => {
    expect(eventLabel('Laws of indices · 8A', '2026-11-25T08:30:00Z', true, now)).toBe(
      'Laws of indices · 8A',
    );
  });
  it('says where the work began on a bar that continues it', () => {
    expect(eventLabel('Laws of indices · 8A', '2026-11-25T08:30:00Z', false, now)).toBe(
      'From Wed 25 Nov: Laws of indices · 8A',
    );
  });
});
