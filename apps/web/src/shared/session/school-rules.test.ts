import type { Group, UserSchool } from '@mathsight/contract/users.ts';
import { describe, expect, it } from 'vitest';
import {
  chooseFirstSchool,
  chooseSelectedGroupId,
  deriveGroup,
  isPendingMembership,
  type SessionGroup,
  toUserStateMap,
} from './school-rules.ts';

const school = (schoolId: number, status: 'Pending' | 'Confirmed' = 'Confirmed'): UserSchool => ({
  schoolId,
  name: `School ${schoolId}`,
  teacher: {
    teacherId: schoolId * 10,
    schoolMembershipStatus: status,
    isSchoolAdministrator: false,
    verifiedInSchool: true,
  },
});

const group = (groupId: number, yearGroups: { countryYearGroupId: number; name: string }[] = []): Group => ({
  groupId,
  schoolId: 1,
  code: `G${groupId}`,
  description: null,
  departmentId: null,
  departmentName: null,
  yearGroups,
  isDemo: false,
  studentCount: 25,
});

describe('the first school (spec §4)', () => {
  const schools = [school(3), school(12), school(7)];
  it("takes the address's school", () => {
    expect(chooseFirstSchool(schools, 7, 3)?.schoolId).toBe(7);
  });
  it('else the current school', () => {
    expect(chooseFirstSchool(schools, null, 3)?.schoolId).toBe(3);
    expect(chooseFirstSchool(schools, 99, 3)?.schoolId).toBe(3);
  });
  it('else the school with the highest id', () => {
    expect(chooseFirstSchool(schools, null, null)?.schoolId).toBe(12);
    expect(chooseFirstSchool(schools, 99, 98)?.schoolId).toBe(12);
  });
  it('is null for a user with no school', () => {
    expect(chooseFirstSchool([], 1, 1)).toBeNull();
  });
});

describe('the class selection (spec §4)', () => {
  const derived = (ids: number[]): SessionGroup[] => ids.map((id) => deriveGroup(group(id)));
  it('auto-selects the only class', () => {
    expect(chooseSelectedGroupId(derived([5]), null)).toBe(5);
    expect(chooseSelectedGroupId(derived([5]), 9)).toBe(5);
  });
  it('otherwise keeps the previous choice while that class exists', () => {
    expect(chooseSelectedGroupId(derived([5, 6]), 6)).toBe(6);
    expect(chooseSelectedGroupId(derived([5, 6]), null)).toBeNull();
    expect(chooseSelectedGroupId(derived([5, 6]), 9)).toBeNull();
    expect(chooseSelectedGroupId([], 9)).toBeNull();
  });
});

describe('group derived fields (spec §3)', () => {
  it('come from the first year group', () => {
    const g = deriveGroup(
      group(1, [
        { countryYearGroupId: 11, name: 'Year 10' },
        { countryYearGroupId: 12, name: 'Year 11' },
      ]),
    );
    expect(g).toMatchObject({ yearGroupId: 11, yearGroupName: 'Year 10', ordinal: 10 });
  });
  it('are empty, with ordinal -1, without a year group or a number', () => {
    expect(deriveGroup(group(1))).toMatchObject({ yearGroupId: null, yearGroupName: null, ordinal: -1 });
    expect(deriveGroup(group(1, [{ countryYearGroupId: 1, name: 'Reception' }])).ordinal).toBe(-1);
  });
});

describe('membership and user state', () => {
  it('knows a Pending membership', () => {
    expect(isPendingMembership(school(1, 'Pending'))).toBe(true);
    expect(isPendingMembership(school(1))).toBe(false);
    expect(isPendingMembership(null)).toBe(false);
  });
  it('turns the wire list into a map', () => {
    expect(
      toUserStateMap([
        { key: 'a', value: '1' },
        { key: 'b', value: '2' },
        { key: 'a', value: '3' },
      ]),
    ).toEqual({ a: '3', b: '2' });
    expect(toUserStateMap(undefined)).toEqual({});
  });
});
