/** Issue 14: the students' reports (spec §2 students with effort and proficiency; §7 Reports), each with its CSV. */
export const studentReportPaths = {
  overview: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/overview`,
  overviewExport: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/overview/export`,
  effort: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/effort`,
  effortExport: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/effort/export`,
  proficiency: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/proficiency`,
  proficiencyExport: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/proficiency/export`,
} as const;
