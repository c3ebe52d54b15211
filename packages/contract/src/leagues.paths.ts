/** Issue 14: league tables on effort (spec §7 "school and class league insights"), each with its CSV. */
export const leaguePaths = {
  classLeague: (schoolId: number | string, groupId: number | string) =>
    `/api/v3/schools/${schoolId}/leagues/classes/${groupId}`,
  classLeagueExport: (schoolId: number | string, groupId: number | string) =>
    `/api/v3/schools/${schoolId}/leagues/classes/${groupId}/export`,
  schoolLeague: (schoolId: number | string) => `/api/v3/schools/${schoolId}/leagues/school`,
  schoolLeagueExport: (schoolId: number | string) => `/api/v3/schools/${schoolId}/leagues/school/export`,
  groupLeague: (schoolId: number | string) => `/api/v3/schools/${schoolId}/leagues/groups`,
  groupLeagueExport: (schoolId: number | string) => `/api/v3/schools/${schoolId}/leagues/groups/export`,
  myClassLeague: '/api/v3/students/me/class-league',
} as const;
