import type { Sample } from './access-sample.ts';

/**
 * Issue 14, point 5: the school, classes and group reports (decision 0018). Every Confirmed teacher of
 * the school reads the school and classes reports (their own classes, or every class for an
 * administrator); one class in depth only by its teachers and administrators.
 */
export const SCHOOL_REPORTS_SAMPLES: Record<string, Sample> = {
  'GET /api/v3/schools/:schoolId/reports/school': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/reports/school?months=1` }),
  },
  'GET /api/v3/schools/:schoolId/reports/school/csv': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/reports/school/csv?table=classes` }),
  },
  'GET /api/v3/schools/:schoolId/reports/classes': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/reports/classes` }),
  },
  'GET /api/v3/schools/:schoolId/reports/classes/csv': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/reports/classes/csv?months=2` }),
  },
  'GET /api/v3/schools/:schoolId/reports/groups': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/reports/groups` }),
  },
  'GET /api/v3/schools/:schoolId/reports/groups/:groupId': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/reports/groups/${w.classA1.id}` }),
    // A colleague who does not teach A1 sees the school's figures, not the class in depth: 404.
    overrides: { colleague: 404 },
  },
  'GET /api/v3/schools/:schoolId/reports/groups/:groupId/csv': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/reports/groups/${w.classA1.id}/csv?table=work` }),
    overrides: { colleague: 404 },
  },
};
