/** A class's own collections (spec §7 "Groups"). */
export const groupPaths = {
  students: (groupId: number | string) => `/api/v3/groups/${groupId}/students`,
  invitation: (groupId: number | string) => `/api/v3/groups/${groupId}/invitation`,
  group: (groupId: number | string) => `/api/v3/groups/${groupId}`,
  teachers: (groupId: number | string) => `/api/v3/groups/${groupId}/teachers`,
  addStudents: (groupId: number | string) => `/api/v3/groups/${groupId}/students/add-collection`,
  removeStudents: (groupId: number | string) => `/api/v3/groups/${groupId}/students/remove-collection`,
  moveStudents: (groupId: number | string) => `/api/v3/groups/${groupId}/students/move`,
  /** A teacher's classes (the teacher is a school membership: the spec's teacherId). */
  teacherGroups: (teacherId: number | string) => `/api/v4/teachers/${teacherId}/groups`,
} as const;
