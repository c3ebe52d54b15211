/** Schools, joining one, and their classes (spec §7 "Schools"). */
export const schoolPaths = {
  schools: '/api/v3/schools',
  school: (schoolId: number | string) => `/api/v3/schools/${schoolId}`,
  teachers: (schoolId: number | string) => `/api/v3/schools/${schoolId}/teachers`,
  myMembership: (schoolId: number | string) => `/api/v3/schools/${schoolId}/teachers/me`,
  teacher: (schoolId: number | string, teacherId: number | string) =>
    `/api/v3/schools/${schoolId}/teachers/${teacherId}`,
  removeTeachers: (schoolId: number | string) => `/api/v3/schools/${schoolId}/teachers/remove-collection`,
  teacherInvitations: (schoolId: number | string) => `/api/v3/schools/${schoolId}/teachers/invitations`,
  teacherClassMemberships: (schoolId: number | string) =>
    `/api/v3/schools/${schoolId}/teachers/class-memberships`,
  groups: (schoolId: number | string) => `/api/v3/schools/${schoolId}/groups`,
} as const;
