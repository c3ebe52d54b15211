/** A school's students (issue 13, spec §7 "Schools"): the list, its CSV, archiving some and un-archiving them. */
export const schoolStudentPaths = {
  students: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students`,
  export: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/export`,
  archive: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/archive-collection`,
  unArchive: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/un-archive-collection`,
  student: (schoolId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/students/${studentId}`,
  password: (schoolId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/students/${studentId}/password`,
  classMemberships: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/class-memberships`,
  validateImport: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/validate-import`,
  collection: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/collection`,
  signInSlips: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/sign-in-slips`,
} as const;
