import { describe, expect, it } from 'vitest';
import { reportWindowFrom } from './report-window.ts';

describe('reportWindowFrom', () => {
  it('starts on the Monday of the week holding the same day months earlier (London)', () => {
    // Wednesday 12 November 2025 → 12 October 2025, a Sunday → Monday 6 October.
    expect(reportWindowFrom(1, new Date('2025-11-12T10:00:00Z'))).toBe('2025-10-06');
    // Three months back crosses into the previous year: 12 August 2025, a Tuesday → Monday 11 August.
    expect(reportWindowFrom(3, new Date('2025-11-12T10:00:00Z'))).toBe('2025-08-11');
    expect(reportWindowFrom(12, new Date('2026-01-15T10:00:00Z'))).toBe('2025-01-13');
  });

  it('moves a day past the month’s end to its last day, as PostgreSQL’s interval arithmetic does', () => {
    // 31 March 2025 − 1 month = 28 February 2025, a Friday → Monday 24 February.
    expect(reportWindowFrom(1, new Date('2025-03-31T12:00:00Z'))).toBe('2025-02-24');
  });

  it('reads the day in London: just after midnight in summer time is already the next day', () => {
    // 23:30 UTC on Sunday 31 August 2025 is 00:30 on Monday 1 September in London → 1 August (a Friday) → 28 July.
    expect(reportWindowFrom(1, new Date('2025-08-31T23:30:00Z'))).toBe('2025-07-28');
  });
});
