import { describe, expect, it } from 'vitest';
import { formatRelative } from './relative-time.ts';

// Wednesday 4 March 2026, 15:00 in London (GMT).
const now = new Date('2026-03-04T15:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelative', () => {
  it('counts minutes under an hour', () => {
    expect(formatRelative(ago(59_999), now)).toBe('just now');
    expect(formatRelative(ago(MIN), now)).toBe('1 minute ago');
    expect(formatRelative(ago(2 * MIN), now)).toBe('2 minutes ago');
    expect(formatRelative(ago(59 * MIN + 59_000), now)).toBe('59 minutes ago');
  });

  it('counts hours on the same school day', () => {
    expect(formatRelative(ago(HOUR), now)).toBe('1 hour ago');
    expect(formatRelative(ago(14 * HOUR + 59 * MIN), now)).toBe('14 hours ago');
  });

  it('says yesterday for the school day before, however few hours back', () => {
    expect(formatRelative(ago(15 * HOUR), now)).toBe('15 hours ago'); // midnight: still today
    expect(formatRelative(ago(15 * HOUR + MIN), now)).toBe('yesterday'); // 23:59 the day before
    expect(formatRelative(ago(DAY + 14 * HOUR), now)).toBe('yesterday');
  });

  it('counts days, then whole weeks up to eight', () => {
    expect(formatRelative(ago(2 * DAY), now)).toBe('2 days ago');
    expect(formatRelative(ago(6 * DAY), now)).toBe('6 days ago');
    expect(formatRelative(ago(7 * DAY), now)).toBe('1 week ago');
    expect(formatRelative(ago(13 * DAY), now)).toBe('1 week ago');
    expect(formatRelative(ago(21 * DAY), now)).toBe('3 weeks ago');
    expect(formatRelative(ago(35 * DAY), now)).toBe('5 weeks ago');
    expect(formatRelative(ago(55 * DAY), now)).toBe('7 weeks ago');
  });

  it('counts whole calendar months from eight weeks, then years', () => {
    expect(formatRelative(ago(56 * DAY), now)).toBe('1 month ago'); // 7 January
    expect(formatRelative('2026-01-04T12:00:00Z', now)).toBe('2 months ago');
    expect(formatRelative('2025-09-05T12:00:00Z', now)).toBe('5 months ago');
    expect(formatRelative('2025-03-04T12:00:00Z', now)).toBe('1 year ago');
    expect(formatRelative('2023-03-05T12:00:00Z', now)).toBe('2 years ago');
  });

  it('reads school days in London time across the spring clock change', () => {
    // Sunday 29 March 2026 the clocks go forward: 23:30 UTC on the 31st is 00:30 on 1 April in London.
    const after = new Date('2026-04-01T10:00:00Z');
    expect(formatRelative('2026-03-31T23:30:00Z', after)).toBe('10 hours ago');
    expect(formatRelative('2026-03-31T22:30:00Z', after)).toBe('yesterday');
    expect(formatRelative('2026-03-30T22:30:00Z', after)).toBe('2 days ago');
  });

  it('reads the future as "in …", and nothing for a bad date', () => {
    expect(formatRelative(new Date(now.getTime() + 5 * MIN), now)).toBe('in 5 minutes');
    expect(formatRelative(new Date(now.getTime() + DAY), now)).toBe('tomorrow');
    expect(formatRelative(new Date(now.getTime() + 35 * DAY), now)).toBe('in 5 weeks');
    expect(formatRelative('not a date', now)).toBe('');
  });
});
