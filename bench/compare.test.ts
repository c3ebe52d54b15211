import { describe, expect, it } from 'vitest';
import { compareFigures, direction, figuresOf, firstInRound, medianFigures } from './compare.ts';

const run = (perSecond: string, p95: string, kb: string) => `
=== answers ===

| commit  | engine   | phase   | answers/s    | p95    | acknowledged (201) |
| ------- | -------- | ------- | ------------ | ------ | ------------------ |
| abc1234 | postgres | unpaced | ${perSecond} | ${p95} | 11,912             |

=== web ===

| route  | KB gzipped |
| ------ | ---------- |
| /login | ${kb}      |
`;

describe('bench:compare', () => {
  it('knows which way each kind of figure is better', () => {
    expect(direction('answers/s')).toBe('higher');
    expect(direction('req/s')).toBe('higher');
    expect(direction('p95')).toBe('lower');
    // The hundred bench's columns: a percentile after words.
    expect(direction('alone p95')).toBe('lower');
    expect(direction('among 100 p95')).toBe('lower');
    expect(direction('KB gzipped')).toBe('lower');
    expect(direction('acknowledged (201)')).toBeNull();
  });

  it('matches each figure by bench and row, whatever the commit column says, and marks what got worse', () => {
    const before = figuresOf(run('2,000', '100', '148.9'));
    const after = figuresOf(run('1,700', '95', '170').replace('abc1234', 'def5678'));
    const { rows, worse } = compareFigures(before, after);
    expect(rows).toEqual([
      ['answers · postgres · unpaced', 'answers/s', 2000, 1700, 0.85, 'WORSE', ''],
      ['answers · postgres · unpaced', 'p95', 100, 95, 0.95, 'same', ''],
      ['web · /login', 'KB gzipped', 148.9, 170, 170 / 148.9, 'WORSE', ''],
    ]);
    expect(worse).toBe(2);
  });

  it('judges interleaved rounds by their medians, so one slow round does not make a verdict', () => {
    const before = medianFigures([
      figuresOf(run('2,000', '100', '148.9')),
      figuresOf(run('1,400', '140', '148.9')),
      figuresOf(run('2,100', '90', '148.9')),
    ]);
    const after = medianFigures([
      figuresOf(run('1,950', '104', '148.9')),
      figuresOf(run('2,050', '98', '148.9')),
      figuresOf(run('1,500', '150', '148.9')),
    ]);
    const { rows, worse } = compareFigures(before, after);
    expect(rows[0]).toEqual([
      'answers · postgres · unpaced',
      'answers/s',
      2000,
      1950,
      0.975,
      'same',
      '±18 % / ±14 %',
    ]);
    expect(rows[1]).toEqual(['answers · postgres · unpaced', 'p95', 100, 104, 1.04, 'same', '±25 % / ±25 %']);
    expect(rows[2]?.[5]).toBe('same');
    expect(worse).toBe(0);
  });

  it('still marks a figure whose median is worse by more than the tolerance', () => {
    const before = medianFigures([figuresOf(run('2,000', '100', '1')), figuresOf(run('2,000', '100', '1'))]);
    const after = medianFigures([figuresOf(run('1,700', '100', '1')), figuresOf(run('1,750', '100', '1'))]);
    const { rows } = compareFigures(before, after);
    expect(rows[0]?.slice(2, 6)).toEqual([2000, 1725, 0.8625, 'WORSE']);
  });

  it('alternates which side runs first: before, after, after, before, …', () => {
    expect([0, 1, 2, 3].map(firstInRound)).toEqual(['before', 'after', 'before', 'after']);
  });
});
