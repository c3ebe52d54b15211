import { describe, expect, it } from 'vitest';
import { ukIsoTime } from './uk-time.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('ukIsoTime', () => {
  it('writes an instant in UK time with its offset, across both changes of the clocks', () => {
    expect(ukIsoTime(at('2025-01-15T12:00:00Z'))).toBe('2025-01-15T12:00:00+00:00');
    expect(ukIsoTime(at('2025-06-02T08:00:00Z'))).toBe('2025-06-02T09:00:00+01:00');
    // The clocks go forward at 01:00 UTC on 30 March 2025 and back at 01:00 UTC on 26 October.
    expect(ukIsoTime(at('2025-03-30T00:59:59Z'))).toBe('2025-03-30T00:59:59+00:00');
    expect(ukIsoTime(at('2025-03-30T01:00:00Z'))).toBe('2025-03-30T02:00:00+01:00');
    expect(ukIsoTime(at('2025-10-26T00:59:59Z'))).toBe('2025-10-26T01:59:59+01:00');
    expect(ukIsoTime(at('2025-10-26T01:00:00Z'))).toBe('2025-10-26T01:00:00+00:00');
    // Midnight in London in summer is the evening before in UTC.
    expect(ukIsoTime(at('2025-05-31T23:30:00Z'))).toBe('2025-06-01T00:30:00+01:00');
  });

  it('agrees with Intl for every hour of a year', () => {
    const format = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/London',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    for (
      let ms = Date.parse('2026-01-01T00:17:43Z');
      ms < Date.parse('2027-01-01T00:00:00Z');
      ms += 3_600_000
    ) {
      expect(ukIsoTime(ms / 1000).slice(0, 19)).toBe(format.format(ms).replace(' ', 'T'));
    }
  });
});
