import { describe, expect, it } from 'vitest';
import { fromTypedDateTime, fromTypedDay, toTypedDateTime, toTypedDay } from './typed-dates.ts';

describe('dates typed as a UK school writes them', () => {
  it('shows a day as dd/mm/yyyy and reads it back', () => {
    expect(toTypedDay('2026-11-30')).toBe('30/11/2026');
    expect(fromTypedDay('30/11/2026')).toBe('2026-11-30');
    expect(fromTypedDay(' 3/2/2027 ')).toBe('2027-02-03');
    expect(fromTypedDay('03.02.2027')).toBe('2027-02-03');
    expect(toTypedDay(null)).toBe('');
  });

  it('never reads a day the American way or a day that does not exist', () => {
    // 11/30/2026 is an American 30 November: month 30 does not exist, so it is refused, not guessed.
    expect(fromTypedDay('11/30/2026')).toBeNull();
    expect(fromTypedDay('31/04/2027')).toBeNull();
    expect(fromTypedDay('29/02/2027')).toBeNull();
    expect(fromTypedDay('29/02/2028')).toBe('2028-02-29');
    expect(fromTypedDay('2026-11-30')).toBeNull();
    expect(fromTypedDay('')).toBeNull();
  });

  it('shows and reads a start or end in UK time, summer time included', () => {
    expect(toTypedDateTime('2026-11-30T09:00:00.000Z')).toBe('30/11/2026 09:00');
    expect(toTypedDateTime('2026-06-01T07:30:00.000Z')).toBe('01/06/2026 08:30');
    expect(fromTypedDateTime('30/11/2026 09:00')).toBe('2026-11-30T09:00:00.000Z');
    expect(fromTypedDateTime('1/6/2026 8.30')).toBe('2026-06-01T07:30:00.000Z');
    expect(fromTypedDateTime('01/06/2026, 08:30')).toBe('2026-06-01T07:30:00.000Z');
  });

  it('refuses a start or end without a time, with an impossible time or day', () => {
    expect(fromTypedDateTime('30/11/2026')).toBeNull();
    expect(fromTypedDateTime('30/11/2026 24:00')).toBeNull();
    expect(fromTypedDateTime('30/11/2026 09:60')).toBeNull();
    expect(fromTypedDateTime('31/11/2026 09:00')).toBeNull();
    expect(fromTypedDateTime('2026-11-30T09:00')).toBeNull();
  });
});
