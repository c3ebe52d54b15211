import { describe, expect, it } from 'vitest';
import { filterFromValue, filterOptions, filterValue } from './answers-filter-options.ts';

describe('the answers filter select', () => {
  it('round-trips every filter through its value', () => {
    for (const f of [
      { kind: 'all' },
      { kind: 'wrong' },
      { kind: 'misconception', misconceptionId: 42 },
    ] as const) {
      expect(filterFromValue(filterValue(f))).toEqual(f);
    }
    expect(filterFromValue('nonsense')).toEqual({ kind: 'all' });
    expect(filterFromValue(null)).toEqual({ kind: 'all' });
  });

  it('offers all, wrong, then each misconception with how many hold it', () => {
    expect(filterOptions([{ misconceptionId: 4, name: 'Adds denominators', studentCount: 1 }])).toEqual([
      { value: 'all', label: 'All answers' },
      { value: 'wrong', label: 'Wrong answers only' },
      { value: 'm4', label: 'Adds denominators (1 student)' },
    ]);
  });
});
