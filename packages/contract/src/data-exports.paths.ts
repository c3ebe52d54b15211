/** Data exports (issue 26 point 2): the school's raw data as files, for its data manager. */
export const dataExportPaths = {
  /** Every answer of a date range, the school's or one class's, as a CSV streamed while it is read. */
  transactionsCsv: (schoolId: number | string) => `/api/v3/schools/${schoolId}/reports/transactions.csv`,
} as const;
