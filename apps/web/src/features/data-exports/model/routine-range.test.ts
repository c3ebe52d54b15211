import { ROUTINE_MESSAGES } from '@mathsight/contract/routine.ts';
import { describe, expect, it } from 'vitest';
import { routineRangeProblems } from './routine-range.ts';

describe('routineRangeProblems', () => {
  it('accepts a school year and refuses what the server refuses', () => {
    expect(routineRangeProblems('2026-09-01', '2026-11-28')).toEqual({});
    // 53 school weeks from the Monday of 1 September 2025 (a Monday) end on Sunday 6 September 2026.
    expect(routineRangeProblems('2025-09-01', '2026-09-06')).toEqual({});
    expect(routineRangeProblems('2025-09-01', '2026-09-07')).toEqual({ to: ROUTINE_MESSAGES.range });
    expect(routineRangeProblems('2026-11-28', '2026-11-27')).toEqual({ to: ROUTINE_MESSAGES.range });
  });

  it('names each missing day', () => {
    expect(routineRangeProblems(null, null)).toEqual({
      from: 'Enter the first day',
      to: 'Enter the last day',
    });
    expect(routineRangeProblems('2026-09-01', null)).toEqual({ to: 'Enter the last day' });
  });
});
