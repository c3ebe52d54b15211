/** Issue 14 point 6: the student page, one call per tab (spec §2 `/{schoolId}/students/{studentId}/*`). */
export const studentProfilePaths = {
  profile: (schoolId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/students/${studentId}/profile`,
  topicsExport: (schoolId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/students/${studentId}/profile/topics/export`,
  misconceptions: (schoolId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/students/${studentId}/profile/misconceptions`,
  work: (schoolId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/students/${studentId}/profile/work`,
  predictions: (schoolId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/students/${studentId}/profile/predictions`,
  effort: (schoolId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/students/${studentId}/profile/effort`,
} as const;
