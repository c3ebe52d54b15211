import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import { routineWindow } from './routine-window.ts';

/** Wednesday 18 March 2026, noon in London. */
const NOW = new Date('2026-03-18T12:00:00Z');

const refusal = (query: { from?: string; to?: string }) => {
  try {
    routineWindow(query, NOW);
  } catch (error) {
    return error instanceof HttpError ? [error.statusCode, error.modelState] : error;
  }
  return null;
};

describe("the routine's window", () => {
  it('is the last 12 school weeks to today by default, each week by its Monday', () => {
    const window = routineWindow({}, NOW);
    expect(window.from).toBe('2025-12-29');
    expect(window.to).toBe('2026-03-18');
    expect(window.weeks).toHaveLength(12);
    expect(window.weeks.at(-1)).toBe('2026-03-16');
  });

  it('moves `from` back to its Monday and ends on `to`', () => {
    expect(routineWindow({ from: '2026-01-08', to: '2026-01-20' }, NOW)).toEqual({
      from: '2026-01-05',
      to: '2026-01-20',
      weeks: ['2026-01-05', '2026-01-12', '2026-01-19'],
    });
  });

  it('holds at the ends of the calendar, and refuses what would leave it or run backwards', () => {
    expect(routineWindow({ to: '9999-12-31' }, NOW).weeks.at(-1)).toBe('9999-12-27');
    expect(routineWindow({ from: '0001-01-01', to: '0001-01-07' }, NOW).weeks).toEqual(['0001-01-01']);
    expect(refusal({ to: '0001-01-02' })).toEqual([
      400,
      { from: ['Choose a date between the years 1 and 9999'] },
    ]);
    expect(refusal({ from: '2026-04-01' })).toEqual([400, { to: [expect.stringContaining('on or after')] }]);
    expect(refusal({ from: '2024-01-01', to: '2026-01-01' })).toEqual([400, { to: [expect.any(String)] }]);
  });
});
