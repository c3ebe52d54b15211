import { describe, expect, it } from 'vitest';
import {
  addDaysToSchoolDay,
  addSchoolDays,
  daysBetweenSchoolDays,
  formatSchoolDateTime,
  formatSchoolRange,
  fromSchoolInputValue,
  schoolDay,
  schoolDayAt,
  schoolDaysBetween,
  toSchoolInputValue,
} from './school-time.ts';

const now = new Date('2025-06-01T12:00:00Z');

describe('school time (Europe/London)', () => {
  it('formats in UK style, in London time whatever the browser zone', () => {
    expect(formatSchoolDateTime('2025-03-03T08:30:00Z', now)).toBe('Mon 3 Mar, 08:30');
    // British Summer Time: 07:30 UTC is 08:30 in London.
    expect(formatSchoolDateTime('2025-07-04T07:30:00Z', now)).toBe('Fri 4 Jul, 08:30');
    expect(formatSchoolDateTime('2024-12-25T10:00:00Z', now)).toBe('Wed 25 Dec 2024, 10:00');
    expect(formatSchoolRange('2025-03-03T09:00:00Z', '2025-03-07T08:30:00Z', now)).toBe(
      'Mon 3 Mar, 09:00 – Fri 7 Mar, 08:30',
    );
    expect(formatSchoolDateTime('not a date', now)).toBe('');
  });

  it('turns instants into datetime-local values and back, across the clock changes', () => {
    expect(toSchoolInputValue('2025-01-10T08:30:00Z')).toBe('2025-01-10T08:30');
    expect(toSchoolInputValue('2025-07-10T07:30:00Z')).toBe('2025-07-10T08:30');
    expect(fromSchoolInputValue('2025-01-10T08:30')).toBe('2025-01-10T08:30:00.000Z');
    expect(fromSchoolInputValue('2025-07-10T08:30')).toBe('2025-07-10T07:30:00.000Z');
    // The night the clocks go forward (30 March 2025) and back (26 October 2025).
    expect(fromSchoolInputValue('2025-03-30T03:00')).toBe('2025-03-30T02:00:00.000Z');
    expect(fromSchoolInputValue('2025-10-26T03:00')).toBe('2025-10-26T03:00:00.000Z');
    expect(toSchoolInputValue(null)).toBe('');
  });

  it('refuses values that are not real dates and times', () => {
    expect(fromSchoolInputValue('')).toBeNull();
    expect(fromSchoolInputValue('2025-02-30T08:00')).toBeNull();
    expect(fromSchoolInputValue('2025-13-01T08:00')).toBeNull();
    expect(fromSchoolInputValue('2025-01-01T24:00')).toBeNull();
    expect(fromSchoolInputValue('tomorrow')).toBeNull();
  });

  it('moves by school days keeping the wall-clock time, and counts days between', () => {
    // From winter into summer time: still 08:30 in London.
    expect(addSchoolDays('2025-03-28T08:30:00.000Z', 3)).toBe('2025-03-31T07:30:00.000Z');
    expect(addSchoolDays('2025-03-31T07:30:00.000Z', -3)).toBe('2025-03-28T08:30:00.000Z');
    expect(schoolDaysBetween('2025-03-28T08:30:00.000Z', '2025-03-31T07:30:00.000Z')).toBe(3);
    expect(schoolDay('2025-06-30T23:30:00Z')).toBe('2025-07-01');
    expect(schoolDayAt('2025-06-02T15:00:00Z', 7, '08:30')).toBe('2025-06-09T07:30:00.000Z');
  });

  it('counts and moves whole school days as YYYY-MM-DD, across a month and a change of clocks', () => {
    expect(addDaysToSchoolDay('2026-11-30', 3)).toBe('2026-12-03');
    expect(addDaysToSchoolDay('2026-10-23', 3)).toBe('2026-10-26');
    expect(addDaysToSchoolDay('2027-03-29', -3)).toBe('2027-03-26');
    expect(addDaysToSchoolDay('Monday', 1)).toBe('');
    expect(daysBetweenSchoolDays('2026-10-23', '2026-10-26')).toBe(3);
    expect(daysBetweenSchoolDays('2027-03-29', '2027-03-26')).toBe(-3);
    expect(daysBetweenSchoolDays('2026-11-30', '2026-12-03T00:00')).toBeNull();
  });
});
