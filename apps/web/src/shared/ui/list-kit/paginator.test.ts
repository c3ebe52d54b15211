import { describe, expect, it } from 'vitest';
import { pageCount, pageItems } from './paginator.ts';

describe('pageItems', () => {
  it('shows first, last and the current page with its neighbours, with gaps as ellipses', () => {
    expect(pageItems(5, 10)).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(pageItems(6, 20)).toEqual([1, '…', 5, 6, 7, '…', 20]);
  });

  it('at the first and last pages', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, '…', 10]);
    expect(pageItems(10, 10)).toEqual([1, '…', 9, 10]);
  });

  it('shows a single missing page instead of an ellipsis', () => {
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, '…', 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, '…', 10]);
    expect(pageItems(7, 10)).toEqual([1, '…', 6, 7, 8, 9, 10]);
    expect(pageItems(8, 10)).toEqual([1, '…', 7, 8, 9, 10]);
  });

  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('clamps an out-of-range current page', () => {
    expect(pageItems(0, 10)).toEqual(pageItems(1, 10));
    expect(pageItems(99, 10)).toEqual(pageItems(10, 10));
    expect(pageItems(Number.NaN, 3)).toEqual([1, 2, 3]);
  });

  it('has nothing to show without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('always includes first, last and current, in order, with no two gaps side by side', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = pageItems(current, total);
        const numbers = items.filter((item): item is number => typeof item === 'number');
        expect(numbers).toContain(1);
        expect(numbers).toContain(total);
        expect(numbers).toContain(current);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(items.length).toBeLessThanOrEqual(7);
        items.forEach((item, i) => {
          if (item === '…') expect(items[i + 1]).not.toBe('…');
        });
      }
    }
  });
});

describe('pageCount', () => {
  it('rounds up, with at least one page', () => {
    expect(pageCount(57, 10)).toBe(6);
    expect(pageCount(60, 10)).toBe(6);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(1, 10)).toBe(1);
  });
});
