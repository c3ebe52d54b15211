/** Issue 26: how far each student of a class has got through the lesson flows of a piece of work (spec §7 Reports "lesson-progress"). */
export const lessonProgressPaths = {
  lessonProgress: (schoolId: number | string) => `/api/v3/schools/${schoolId}/reports/lesson-progress`,
  lessonProgressCsv: (schoolId: number | string) => `/api/v3/schools/${schoolId}/reports/lesson-progress.csv`,
} as const;
