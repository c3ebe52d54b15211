/** The topic and diagnostic reports' queries, under one key per school. */
export const topicReportKeys = {
  school: (schoolId: number) => ['topic-reports', schoolId] as const,
};

/** The reports refresh at most this often on their own (answers keep arriving); "Try again" fetches at once. */
export const TOPIC_REPORT_STALE_MS = 5 * 60_000;
