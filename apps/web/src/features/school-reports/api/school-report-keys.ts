/** The reports' queries, under one key per school (an answer or new work makes them stale on their own: 5 minutes). */
export const schoolReportKeys = {
  school: (schoolId: number) => ['school-reports', schoolId] as const,
};

/** The reports refresh at most this often on their own; "Try again" and a new window fetch at once. */
export const REPORT_STALE_MS = 5 * 60_000;
