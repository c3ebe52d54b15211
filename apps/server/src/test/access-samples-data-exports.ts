import type { Sample } from './access-sample.ts';

/**
 * Issue 26 point 2: the transaction CSV. One class's answers for its teachers and the school's
 * administrators; the whole school's (no groupId) for administrators only (403 for other teachers,
 * shown in data-exports.api.test.ts).
 */
export const DATA_EXPORTS_SAMPLES: Record<string, Sample> = {
  'GET /api/v3/schools/:schoolId/reports/transactions.csv': {
    request: (w) => ({
      url: `/api/v3/schools/${w.school.id}/reports/transactions.csv?from=2025-01-01&to=2025-12-31&groupId=${w.classA1.id}`,
    }),
    // A colleague who does not teach A1 may not read its students' answers: 404, as its reports.
    overrides: { colleague: 404 },
  },
};
