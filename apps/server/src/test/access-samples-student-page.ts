import type { Sample } from './access-sample.ts';
import type { AccessWorld } from './access-world.ts';

const profile = (w: AccessWorld) => `/api/v3/schools/${w.school.id}/students/${w.student.studentId}/profile`;

/** Issue 14 point 6: the student page's calls, for any Confirmed teacher of the school. */
export const STUDENT_PAGE_SAMPLES: Record<string, Sample> = {
  'GET /api/v3/schools/:id/students/:studentId/profile': { request: (w) => ({ url: profile(w) }) },
  'GET /api/v3/schools/:id/students/:studentId/profile/topics/export': {
    request: (w) => ({ url: `${profile(w)}/topics/export?format=csv` }),
  },
  'GET /api/v3/schools/:id/students/:studentId/profile/misconceptions': {
    request: (w) => ({ url: `${profile(w)}/misconceptions` }),
  },
  'GET /api/v3/schools/:id/students/:studentId/profile/work': {
    request: (w) => ({ url: `${profile(w)}/work` }),
  },
  'GET /api/v3/schools/:id/students/:studentId/profile/predictions': {
    request: (w) => ({ url: `${profile(w)}/predictions` }),
  },
  'GET /api/v3/schools/:id/students/:studentId/profile/effort': {
    request: (w) => ({ url: `${profile(w)}/effort` }),
  },
};
