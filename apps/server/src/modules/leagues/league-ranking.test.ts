import { describe, expect, it } from 'vitest';
import { firstNameAndInitial, leaguePeriodOf, rankByScore } from './league-ranking.ts';

describe('league ranking', () => {
  it('ranks highest first and gives ties one rank (1, 2, 2, 4), ordering the tied by name', () => {
    const ranked = rankByScore(
      [
        { name: 'Cara', points: 5 },
        { name: 'Ben', points: 9 },
        { name: 'Ada', points: 5 },
        { name: 'Dev', points: 0 },
      ],
      (s) => s.points,
      (a, b) => a.name.localeCompare(b.name),
    );
    expect(ranked.map((s) => [s.rank, s.name])).toEqual([
      [1, 'Ben'],
      [2, 'Ada'],
      [2, 'Cara'],
      [4, 'Dev'],
    ]);
    expect(
      rankByScore(
        [],
        () => 0,
        () => 0,
      ),
    ).toEqual([]);
  });

  it('shows other students as first name and initial', () => {
    expect(firstNameAndInitial('Amelia', 'khan')).toBe('Amelia K.');
    expect(firstNameAndInitial(' Joe ', '')).toBe('Joe');
  });

  it('reads a week (Monday to Monday) or a term from any day in it', () => {
    expect(leaguePeriodOf({ period: 'week', date: '2026-11-26' }, new Date())).toEqual({
      window: { weekStart: '2026-11-23', fromWeek: '2026-11-23', toWeek: '2026-11-30' },
      period: { period: 'week', start: '2026-11-23', end: '2026-11-30', label: 'Week of 23 Nov 2026' },
    });
    const term = leaguePeriodOf({ period: 'term', date: '2027-02-10' }, new Date());
    expect(term.period).toEqual({
      period: 'term',
      start: '2027-01-01',
      end: '2027-04-01',
      label: 'Spring 2027',
    });
    expect(term.window).toMatchObject({ fromWeek: '2027-01-01', toWeek: '2027-04-01' });
    // Today, in school time, when no day is given.
    expect(leaguePeriodOf({}, new Date('2026-11-29T23:30:00Z')).period.start).toBe('2026-11-23');
  });
});
