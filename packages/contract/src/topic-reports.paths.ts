/** Issue 26 point 2: topic insights and the diagnostic report (spec §7 Reports). */
export const topicReportPaths = {
  /** A topic's results across the school's classes and year groups (`?topicUnitId=&months=`). */
  topics: (schoolId: number | string) => `/api/v3/schools/${schoolId}/reports/topics`,
  topicsCsv: (schoolId: number | string) => `/api/v3/schools/${schoolId}/reports/topics.csv`,
  /** A diagnostic quiz's results by misconception, for a class or a year group (`?quizId=&groupId=|yearGroupId=`). */
  diagnostic: (schoolId: number | string) => `/api/v3/schools/${schoolId}/reports/diagnostic`,
  diagnosticCsv: (schoolId: number | string) => `/api/v3/schools/${schoolId}/reports/diagnostic.csv`,
} as const;
