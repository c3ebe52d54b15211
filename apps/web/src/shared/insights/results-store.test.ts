import { beforeEach, describe, expect, it } from 'vitest';
import { resetAllStores } from '../state/store-registry.ts';
import { DEFAULT_QUESTIONS_SORT, nextSort, useResultsStore } from './results-store.ts';

beforeEach(() => resetAllStores());

describe('the feedback and results state (spec §3)', () => {
  it('starts with every answer, nobody selected and the grid by last name descending', () => {
    const s = useResultsStore.getState();
    expect(s.answersFilter).toEqual({ kind: 'all' });
    expect(s.selectedStudents).toEqual([]);
    expect(s.questionsSortBy).toEqual({ param: 'lastName', order: 'desc' });
    expect(DEFAULT_QUESTIONS_SORT).toEqual(s.questionsSortBy);
  });

  it('selects and unselects students, without repeats', () => {
    const s = useResultsStore.getState();
    s.toggleStudent(3);
    s.toggleStudent(5);
    s.toggleStudent(3);
    expect(useResultsStore.getState().selectedStudents).toEqual([5]);
    s.setSelectedStudents([1, 1, 2]);
    expect(useResultsStore.getState().selectedStudents).toEqual([1, 2]);
  });

  it('keeps the filter and selection within one piece of work, and keeps the sort across work', () => {
    const s = useResultsStore.getState();
    s.enterScope('a1');
    s.setAnswersFilter({ kind: 'wrong' });
    s.toggleStudent(7);
    s.setQuestionsSortBy({ param: 'score', order: 'asc' });
    s.enterScope('a1');
    expect(useResultsStore.getState().selectedStudents).toEqual([7]);
    s.enterScope('a2');
    const after = useResultsStore.getState();
    expect(after.answersFilter).toEqual({ kind: 'all' });
    expect(after.selectedStudents).toEqual([]);
    expect(after.questionsSortBy).toEqual({ param: 'score', order: 'asc' });
  });

  it('flips the order of the same column, and starts a new column ascending', () => {
    expect(nextSort({ param: 'lastName', order: 'desc' }, 'lastName')).toEqual({
      param: 'lastName',
      order: 'asc',
    });
    expect(nextSort({ param: 'lastName', order: 'asc' }, 'lastName')).toEqual({
      param: 'lastName',
      order: 'desc',
    });
    expect(nextSort({ param: 'lastName', order: 'desc' }, 'score')).toEqual({ param: 'score', order: 'asc' });
  });

  it('is reset at logout', () => {
    useResultsStore.getState().toggleStudent(1);
    resetAllStores();
    expect(useResultsStore.getState().selectedStudents).toEqual([]);
  });
});
