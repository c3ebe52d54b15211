/** Issue 13: a school's parents and the links to their children; the roster's health and import history. */
export const schoolParentPaths = {
  parents: (schoolId: number | string) => `/api/v3/schools/${schoolId}/parents`,
  coverage: (schoolId: number | string) => `/api/v3/schools/${schoolId}/parents/coverage`,
  link: (schoolId: number | string, parentId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/parents/${parentId}/students/${studentId}`,
} as const;
