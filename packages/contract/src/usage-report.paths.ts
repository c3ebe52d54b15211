/** Issue 32 point 2: a school's usage week by week, for its administrators, and its tables as CSV files. */
export const usageReportPaths = {
  usage: (schoolId: number | string) => `/api/v3/schools/${schoolId}/reports/usage`,
  usageCsv: (schoolId: number | string) => `/api/v3/schools/${schoolId}/reports/usage.csv`,
} as const;
