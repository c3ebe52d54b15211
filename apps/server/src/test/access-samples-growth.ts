import type { Sample } from './access-sample.ts';
import type { AccessWorld } from './access-world.ts';

const page = (path: (w: AccessWorld) => string): Sample => ({ request: (w) => ({ url: path(w) }) });

/** Issue 14 point 4: baseline and growth (decision 0017); any Confirmed teacher of the school reads them. */
export const GROWTH_SAMPLES: Record<string, Sample> = {
  'GET /api/v3/schools/:id/growth': page(
    (w) => `/api/v3/schools/${w.school.id}/growth?groupId=${w.classA1.id}`,
  ),
  'GET /api/v3/schools/:id/growth.csv': page(
    (w) => `/api/v3/schools/${w.school.id}/growth.csv?groupId=${w.classA1.id}&strand=number`,
  ),
  'GET /api/v3/schools/:id/growth.pdf': page(
    (w) => `/api/v3/schools/${w.school.id}/growth.pdf?groupId=${w.classA1.id}`,
  ),
  'GET /api/v3/schools/:id/baseline': page(
    (w) => `/api/v3/schools/${w.school.id}/baseline?groupId=${w.classA1.id}`,
  ),
  'GET /api/v3/schools/:id/baseline.csv': page(
    (w) => `/api/v3/schools/${w.school.id}/baseline.csv?groupId=${w.classA1.id}`,
  ),
  'GET /api/v3/schools/:id/students/:studentId/growth': page(
    (w) => `/api/v3/schools/${w.school.id}/students/${w.student.studentId}/growth`,
  ),
  'GET /api/v3/schools/:id/students/:studentId/growth.pdf': page(
    (w) => `/api/v3/schools/${w.school.id}/students/${w.student.studentId}/growth.pdf?strand=number`,
  ),
  'GET /api/v3/schools/:id/growth/classes': page((w) => `/api/v3/schools/${w.school.id}/growth/classes`),
  'GET /api/v3/schools/:id/growth/classes.csv': page(
    (w) => `/api/v3/schools/${w.school.id}/growth/classes.csv?view=baseline`,
  ),
};
