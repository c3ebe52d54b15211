import { describe, expect, it } from 'vitest';
import { type PlanFilters, planListParams } from './plan-list-params.ts';

const defaults: PlanFilters = {
  tab: 'Upcoming',
  type: null,
  selectedGroup: null,
  quizDate: null,
  searchText: '',
  scope: 'mine',
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
          scope: 'mine',
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

  it('shows the whole school’s work without a class filter', () => {
    const params = planListParams({ ...defaults, scope: 'school' }, [11, 12], 1);
    expect(params['request.filter.groupIds']).toBeUndefined();
    expect(params['request.filter.selectedGroup']).toBeUndefined();
    // A teacher with no classes sees the school's work too.
    expect(planListParams(defaults, [], 1)['request.filter.groupIds']).toBeUndefined();
  });
});
