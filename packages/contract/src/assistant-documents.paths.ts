/**
 * The assistant's documents (issue 29 point 4). Spec §7 lists csv-summarizer and
 * assignment-student-report under teacher-assistant, and pdf-generator beside it.
 */
export const assistantDocumentPaths = {
  csvSummarizer: (schoolId: number | string) =>
    `/flow/v1/schools/${schoolId}/teacher-assistant/csv-summarizer`,
  studentReport: (schoolId: number | string) =>
    `/flow/v1/schools/${schoolId}/teacher-assistant/assignment-student-report`,
  pdf: (schoolId: number | string) => `/flow/v1/schools/${schoolId}/pdf-generator`,
} as const;
