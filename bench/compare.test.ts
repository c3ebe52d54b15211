import { describe, expect, it } from 'vitest';
import { compareFigures, direction, figuresOf } from './compare.ts';

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
    expect(direction('KB gzipped')).toBe('lower');
    expect(direction('acknowledged (201)')).toBeNull();
  });

  it('matches each figure by bench and row, whatever the commit column says, and marks what got worse', () => {
    const before = figuresOf(run('2,000', '100', '148.9'));
    const after = figuresOf(run('1,700', '95', '170').replace('abc1234', 'def5678'));
    const { rows, worse } = compareFigures(before, after);
    expect(rows).toEqual([
      ['answers · postgres · unpaced', 'answers/s', 2000, 1700, 0.85, 'WORSE'],
      ['answers · postgres · unpaced', 'p95', 100, 95, 0.95, 'same'],
      ['web · /login', 'KB gzipped', 148.9, 170, 170 / 148.9, 'WORSE'],
    ]);
    expect(worse).toBe(2);
  });
});
