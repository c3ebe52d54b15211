import { DATA_EXPORT_MESSAGES } from '@mathsight/contract/data-exports.ts';
import { describe, expect, it } from 'vitest';
import { defaultRange, longDay, rangeProblems } from './transaction-range.ts';

describe('the transaction CSV range', () => {
  it('starts at the school year, from 1 September to today', () => {
    expect(defaultRange('2026-11-28')).toEqual({ from: '2026-09-01', to: '2026-11-28' });
    expect(defaultRange('2026-09-01')).toEqual({ from: '2026-09-01', to: '2026-09-01' });
    expect(defaultRange('2027-07-20')).toEqual({ from: '2026-09-01', to: '2027-07-20' });
  });

  it('is refused as the server refuses it, by field', () => {
    expect(rangeProblems('2026-09-01', '2026-11-28')).toEqual({});
    expect(rangeProblems(null, null)).toEqual({ from: 'Enter the first day', to: 'Enter the last day' });
    expect(rangeProblems('2026-09-01', null)).toEqual({ to: 'Enter the last day' });
    expect(rangeProblems('2026-09-02', '2026-09-01')).toEqual({ to: DATA_EXPORT_MESSAGES.order });
    expect(rangeProblems('2025-09-01', '2026-09-01')).toEqual({});
    expect(rangeProblems('2025-09-01', '2026-09-02')).toEqual({ to: DATA_EXPORT_MESSAGES.span });
  });

  it('reads a day in words', () => {
    expect(longDay('2025-09-01')).toBe('1 September 2025');
  });
});
