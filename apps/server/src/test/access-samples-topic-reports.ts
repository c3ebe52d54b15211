import type { Sample } from './access-sample.ts';

/**
 * Issue 26 point 2: topic insights and the diagnostic report. Every Confirmed teacher of the school
 * reads topic insights (their own classes' rows, or every class's for an administrator) and a year
 * group's diagnostic report; a class's diagnostic report only its teachers and administrators.
 */
export const TOPIC_REPORTS_SAMPLES: Record<string, Sample> = {
  'GET /api/v3/schools/:schoolId/reports/topics': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/reports/topics?months=1` }),
  },
  'GET /api/v3/schools/:schoolId/reports/topics.csv': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/reports/topics.csv?months=3` }),
  },
  'GET /api/v3/schools/:schoolId/reports/diagnostic': {
    // Year 8 (country year group 9), A1's year: counts only, so every Confirmed teacher may read it.
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/reports/diagnostic?yearGroupId=9` }),
  },
  'GET /api/v3/schools/:schoolId/reports/diagnostic.csv': {
    request: (w) => ({
      url: `/api/v3/schools/${w.school.id}/reports/diagnostic.csv?groupId=${w.classA1.id}&table=questions`,
    }),
    // A class's students by name: a colleague who does not teach A1 gets 404.
    overrides: { colleague: 404 },
  },
};
