import type { Sample } from './access-sample.ts';
import { makeParent, makeStudent } from './factories.ts';

/**
 * The school's parents and the sync screen (spec §2 settings/parents and settings/sync): reads for
 * every Confirmed teacher, unlinking a parent for administrators. Each unlink makes its own parent
 * of a fresh student of class A1, so the world's parent keeps their child.
 */
export const ROSTER_SAMPLES: Record<string, Sample> = {
  'GET /api/v3/schools/:id/parents': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/parents?request.filter.searchText=a` }),
  },
  'GET /api/v3/schools/:id/parents/coverage': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/parents/coverage` }),
  },
  'DELETE /api/v3/schools/:id/parents/:parentId/students/:studentId': {
    request: async (w) => {
      const child = await makeStudent(w.database.db, w.school.id, w.classA1.id);
      const parent = await makeParent(w.database.db, { studentId: child.studentId, schoolId: w.school.id });
      return { url: `/api/v3/schools/${w.school.id}/parents/${parent.parentId}/students/${child.studentId}` };
    },
  },
  'GET /api/v3/schools/:id/student-imports': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/student-imports` }),
  },
  'GET /api/v3/schools/:id/roster-health': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/roster-health` }),
  },
};
