import type { Group, MeResponse, UserSchool } from '@mathsight/contract/users.ts';

export function makeUserSchool(
  schoolId: number,
  overrides: Partial<UserSchool['teacher']> = {},
  name = `School ${schoolId}`,
): UserSchool {
  return {
    schoolId,
    name,
    teacher: {
      teacherId: schoolId * 100,
      schoolMembershipStatus: 'Confirmed',
      isSchoolAdministrator: false,
      verifiedInSchool: true,
      ...overrides,
    },
  };
}

export function makeGroup(groupId: number, overrides: Partial<Group> = {}): Group {
  return {
    groupId,
    schoolId: 1,
    code: `10X/Ma${groupId}`,
    description: null,
    departmentId: null,
    departmentName: 'Maths',
    yearGroups: [{ countryYearGroupId: 11, name: 'Year 10' }],
    isDemo: false,
    studentCount: 27,
    ...overrides,
  };
}

/** A users/me answer for a teacher, as the server sends it. */
export function makeMeResponse(overrides: Partial<MeResponse> = {}): MeResponse {
  return {
    user: {
      userId: 7,
      userRole: 'Teacher',
      roles: ['Teacher'],
      title: 'Ms',
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'priya.shah@example.org',
      isEmailConfirmed: true,
      userName: 'pshah',
      dateJoined: '2024-09-01T00:00:00.000Z',
      dateOfBirth: null,
      isAuthenticated: true,
      chatSupportIdentityHash: 'abc',
      isPlus: false,
    },
    userSchools: [makeUserSchool(1, {}, 'Oakfield Academy')],
    currentSchoolId: 1,
    schoolId: 1,
    teacherId: 100,
    schoolName: 'Oakfield Academy',
    verifiedInSchool: true,
    isSchoolAdministrator: false,
    motivationalFeaturesEnabled: true,
    groups: [
      makeGroup(11),
      makeGroup(12, { code: '7A/Ma', yearGroups: [{ countryYearGroupId: 8, name: 'Year 7' }] }),
    ],
    demoGroups: [],
    teachers: [],
    featureFlags: [],
    userState: [{ key: 'theme', value: 'light' }],
    student: null,
    ...overrides,
  };
}
