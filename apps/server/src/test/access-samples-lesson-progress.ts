import type { Sample } from './access-sample.ts';
import type { AccessWorld } from './access-world.ts';

const page = (path: (w: AccessWorld) => string, overrides?: Sample['overrides']): Sample => ({
  request: (w) => ({ url: path(w) }),
  ...(overrides && { overrides }),
});

/**
 * Issue 26: lesson progress and the retrieval-practice routine. Any Confirmed teacher of the school reads
 * them for the classes they may see: one class by its teachers and the administrators (a colleague who
 * does not teach A1 gets 404), every class of theirs when none is named (none, for that colleague: 200).
 */
export const LESSON_PROGRESS_SAMPLES: Record<string, Sample> = {
  'GET /api/v3/schools/:id/reports/lesson-progress': page(
    (w) => `/api/v3/schools/${w.school.id}/reports/lesson-progress?groupId=${w.classA1.id}`,
    { colleague: 404 },
  ),
  'GET /api/v3/schools/:id/reports/lesson-progress.csv': page(
    (w) => `/api/v3/schools/${w.school.id}/reports/lesson-progress.csv?groupId=${w.classA1.id}`,
    { colleague: 404 },
  ),
  'GET /api/v3/schools/:id/reports/routine': page(
    (w) => `/api/v3/schools/${w.school.id}/reports/routine?from=2026-01-05&to=2026-03-29`,
  ),
  'GET /api/v3/schools/:id/reports/routine.csv': page(
    (w) => `/api/v3/schools/${w.school.id}/reports/routine.csv?groupId=${w.classA1.id}`,
    { colleague: 404 },
  ),
};
