import { describe, expect, it } from 'vitest';
import { groupIdsFor, type PlanFilters, planListParams } from './plan-list-params.ts';

const defaults: PlanFilters = {
  tab: 'Upcoming',
  type: null,
  selectedGroup: null,
  quizDate: null,
  searchText: '',
};

describe('the plan list filters as query parameters', () => {
  it('asks for the first 30 of Upcoming in the teacher’s classes by default', () => {
    expect(planListParams(defaults, [11, 12], 1)).toEqual({
      'request.skip': '0',
      'request.take': '30',
      'request.filter.tab': 'Upcoming',
      'request.filter.groupIds': '11,12',
    });
  });

  it('pages by 30', () => {
    expect(planListParams(defaults, [], 3)['request.skip']).toBe('60');
    expect(planListParams(defaults, [], 0)['request.skip']).toBe('0');
  });

  it('sends every filter that is set, trimmed, and leaves the empty ones out', () => {
    expect(
      planListParams(
        {
          tab: 'Done',
          type: 'RetrievalPractice',
          selectedGroup: 12,
          quizDate: '2025-03-03',
          searchText: '  fractions ',
        },
        [11, 12],
        2,
      ),
    ).toEqual({
      'request.skip': '30',
      'request.take': '30',
      'request.filter.tab': 'Done',
      'request.filter.type': 'RetrievalPractice',
      'request.filter.selectedGroup': '12',
      'request.filter.quizDate': '2025-03-03',
      'request.filter.searchText': 'fractions',
    });
  });

  it('shows the school’s work to a teacher with no classes (nothing to choose in the sidebar)', () => {
    const params = planListParams(defaults, [], 1);
    expect(params['request.filter.groupIds']).toBeUndefined();
    expect(params['request.filter.selectedGroup']).toBeUndefined();
  });

  it('limits the calendar to the sidebar’s class, else to the teacher’s classes', () => {
    expect(groupIdsFor(12, [11, 12])).toEqual([12]);
    expect(groupIdsFor(null, [11, 12])).toEqual([11, 12]);
    expect(groupIdsFor(null, [])).toEqual([]);
  });
});
