/** Issue 26: the retrieval-practice routine, a row per class and school week (spec §7 Reports "routine CSV"). */
export const routinePaths = {
  routine: (schoolId: number | string) => `/api/v3/schools/${schoolId}/reports/routine`,
  routineCsv: (schoolId: number | string) => `/api/v3/schools/${schoolId}/reports/routine.csv`,
} as const;
