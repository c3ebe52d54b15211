import { describe, expect, it } from 'vitest';
import { previousTerm, schoolDateOf, termOf, weekStartOf } from './school-terms.ts';

describe('school calendar', () => {
  it('reads the day in London, not UTC', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time).
    expect(schoolDateOf(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    // In winter London is UTC.
    expect(schoolDateOf(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-29');
  });

  it('starts weeks on Monday', () => {
    expect(weekStartOf('2026-11-26')).toBe('2026-11-23'); // Thursday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28'); // across the year
    // Sunday 23:30 in London, Monday already in no zone that matters.
    expect(weekStartOf(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-23');
  });

  it('names the English school terms as half-open ranges', () => {
    expect(termOf('2026-11-26')).toEqual({
      name: 'Autumn',
      schoolYear: 2026,
      start: '2026-09-01',
      end: '2027-01-01',
      label: 'Autumn 2026',
    });
    expect(termOf('2027-03-31')).toMatchObject({ name: 'Spring', schoolYear: 2026, end: '2027-04-01' });
    expect(termOf('2027-04-01')).toMatchObject({ name: 'Summer', schoolYear: 2026, start: '2027-04-01' });
    expect(termOf('2027-08-31')).toMatchObject({ name: 'Summer', end: '2027-09-01' });
    expect(previousTerm(termOf('2026-11-26')).label).toBe('Summer 2026');
    expect(previousTerm(termOf('2027-02-01')).label).toBe('Autumn 2026');
  });
});
