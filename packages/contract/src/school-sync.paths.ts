/** A school roster's sync with its MIS (issue 13): the student imports and the roster's health. */
export const schoolSyncPaths = {
  studentImports: (schoolId: number | string) => `/api/v3/schools/${schoolId}/student-imports`,
  rosterHealth: (schoolId: number | string) => `/api/v3/schools/${schoolId}/roster-health`,
} as const;
