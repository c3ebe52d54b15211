/** The head of department's reports (spec §7 Reports; issue 14 point 5; decision 0018). */
export const schoolReportPaths = {
  school: (schoolId: number | string) => `/api/v3/schools/${schoolId}/reports/school`,
  schoolCsv: (schoolId: number | string) => `/api/v3/schools/${schoolId}/reports/school/csv`,
  classes: (schoolId: number | string) => `/api/v3/schools/${schoolId}/reports/classes`,
  classesCsv: (schoolId: number | string) => `/api/v3/schools/${schoolId}/reports/classes/csv`,
  groups: (schoolId: number | string) => `/api/v3/schools/${schoolId}/reports/groups`,
  group: (schoolId: number | string, groupId: number | string) =>
    `/api/v3/schools/${schoolId}/reports/groups/${groupId}`,
  groupCsv: (schoolId: number | string, groupId: number | string) =>
    `/api/v3/schools/${schoolId}/reports/groups/${groupId}/csv`,
} as const;
