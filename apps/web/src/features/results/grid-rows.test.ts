import { describe, expect, it } from 'vitest';
import {
  cellMatches,
  filterStudents,
  formatDuration,
  selectionState,
  sortStudents,
  visibleStudents,
} from './grid-rows.ts';
import { makeCell, makeStudent } from './testing/insight-fixtures.ts';

const amara = makeStudent(1, 'Amara', 'Okafor', [makeCell(1, 'A', true), makeCell(2, 'C', false)]);
const ben = {
  ...makeStudent(2, 'Ben', 'Adams', [makeCell(1, 'B', false), makeCell(2, 'A', true)]),
  timeTakenMs: 110_000,
};
const chloe = makeStudent(3, 'Chloe', 'Zhang', [makeCell(1, 'A', true), makeCell(2, 'A', true)]);
const dev = makeStudent(4, 'Dev', 'Patel');
const all = [amara, ben, chloe, dev];
const names = (rows: { firstName: string }[]) => rows.map((r) => r.firstName);

describe('sorting the results grid', () => {
  it('sorts by last name, descending by default (spec §3) and ascending when asked', () => {
    expect(names(sortStudents(all, { param: 'lastName', order: 'desc' }))).toEqual([
      'Chloe',
      'Dev',
      'Amara',
      'Ben',
    ]);
    expect(names(sortStudents(all, { param: 'lastName', order: 'asc' }))).toEqual([
      'Ben',
      'Amara',
      'Dev',
      'Chloe',
    ]);
  });

  it('sorts by score and puts students with no answers last either way', () => {
    expect(names(sortStudents(all, { param: 'score', order: 'desc' }))).toEqual([
      'Chloe',
      'Ben',
      'Amara',
      'Dev',
    ]);
    expect(names(sortStudents(all, { param: 'score', order: 'asc' }))).toEqual([
      'Ben',
      'Amara',
      'Chloe',
      'Dev',
    ]);
  });

  it('sorts by time, completion and effort', () => {
    expect(names(sortStudents(all, { param: 'time', order: 'desc' }))[0]).toBe('Ben');
    expect(names(sortStudents(all, { param: 'completion', order: 'asc' }))[0]).toBe('Dev');
    expect(names(sortStudents(all, { param: 'effort', order: 'asc' })).at(-1)).toBe('Dev');
  });

  it('sorts by one question: right, then wrong, then not answered', () => {
    expect(names(sortStudents(all, { param: 'q1', order: 'desc' }))).toEqual([
      'Amara',
      'Chloe',
      'Ben',
      'Dev',
    ]);
    expect(names(sortStudents(all, { param: 'q2', order: 'asc' }))).toEqual(['Amara', 'Ben', 'Chloe', 'Dev']);
  });

  it('does not change the list it was given', () => {
    const copy = [...all];
    sortStudents(all, { param: 'score', order: 'asc' });
    expect(all).toEqual(copy);
  });
});

describe('filtering answers', () => {
  it('shows every cell and every student for "all"', () => {
    expect(cellMatches(undefined, { kind: 'all' })).toBe(true);
    expect(filterStudents(all, { kind: 'all' })).toHaveLength(4);
  });

  it('keeps wrong answers, and the students who gave one', () => {
    expect(cellMatches(makeCell(1, 'B', false), { kind: 'wrong' })).toBe(true);
    expect(cellMatches(makeCell(1, 'A', true), { kind: 'wrong' })).toBe(false);
    expect(cellMatches(undefined, { kind: 'wrong' })).toBe(false);
    expect(names(filterStudents(all, { kind: 'wrong' }))).toEqual(['Amara', 'Ben']);
  });

  it('keeps answers showing one misconception', () => {
    const filter = { kind: 'misconception', misconceptionId: 902 } as const;
    expect(names(filterStudents(all, filter))).toEqual(['Amara']);
    expect(names(visibleStudents(all, { kind: 'wrong' }, { param: 'lastName', order: 'asc' }))).toEqual([
      'Ben',
      'Amara',
    ]);
  });
});

describe('the time column and the selection', () => {
  it('formats durations', () => {
    expect(formatDuration(null)).toBe('–');
    expect(formatDuration(45_000)).toBe('45 s');
    expect(formatDuration(725_000)).toBe('12 m 05 s');
    expect(formatDuration(3_900_000)).toBe('1 h 05 m');
  });

  it('says whether every shown row is selected', () => {
    expect(selectionState([1, 2], [])).toBe('none');
    expect(selectionState([1, 2], [2, 9])).toBe('some');
    expect(selectionState([1, 2], [1, 2])).toBe('all');
  });
});
