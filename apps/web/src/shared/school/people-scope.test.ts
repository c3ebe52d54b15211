import { describe, expect, it } from 'vitest';
import { makeGroup } from '../../test/me-fixture.ts';
import { deriveGroup } from '../session/school-rules.ts';
import { groupsInScope, parseScope, selectionOf } from './people-scope.ts';

const groups = [
  makeGroup(11, { departmentId: 3, departmentName: 'Maths' }),
  makeGroup(12, { code: '7A/Ma', yearGroups: [{ countryYearGroupId: 8, name: 'Year 7' }] }),
].map(deriveGroup);

describe('the {scope} of the students and teachers screens', () => {
  it('reads a year or a department, and anything else as the whole school', () => {
    expect(parseScope('year-8', groups)).toEqual({ label: 'Year 7', yearGroupId: 8, groupIds: null });
    expect(parseScope('department-3', groups)).toEqual({ label: 'Maths', yearGroupId: null, groupIds: [11] });
    expect(parseScope('maths', groups)).toBeNull();
    expect(parseScope(undefined, groups)).toBeNull();
    expect(groupsInScope(groups, parseScope('year-8', groups)).map((g) => g.groupId)).toEqual([12]);
    expect(groupsInScope(groups, parseScope('department-3', groups)).map((g) => g.groupId)).toEqual([11]);
    expect(groupsInScope(groups, null)).toHaveLength(2);
  });

  it('takes a selection from the router state only when it holds ids', () => {
    expect(selectionOf({ selection: { ids: [1, 2], names: ['A B'] } })).toEqual({
      ids: [1, 2],
      names: ['A B'],
    });
    expect(selectionOf({ selection: { ids: [] } })).toBeNull();
    expect(selectionOf({ selection: { ids: ['x'] } })).toBeNull();
    expect(selectionOf(null)).toBeNull();
  });
});
