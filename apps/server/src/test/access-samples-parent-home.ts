import { parentHomePaths } from '@mathsight/contract/parent-home.paths.ts';
import type { Sample } from './access-sample.ts';

/** Issue 27: the parent's home. The world's parent is linked to `student`; the classmate is not theirs. */
export const PARENT_HOME_SAMPLES: Record<string, Sample> = {
  'GET /api/v3/children/:childId/week': {
    request: (w) => ({ url: parentHomePaths.childWeek(w.student.studentId) }),
    // A classmate of their own child, and a student of another school: 404.
    foreign: (w) => ({ url: parentHomePaths.childWeek(w.classmate.studentId) }),
  },
  'GET /api/v3/users/me/parent-weekly-email': {
    request: () => ({ url: parentHomePaths.weeklyEmail }),
    own: (body) => typeof (body as { enabled?: unknown }).enabled === 'boolean',
  },
  'PUT /api/v3/users/me/parent-weekly-email': {
    request: () => ({ url: parentHomePaths.weeklyEmail, payload: { enabled: false } }),
    own: (body) => (body as { enabled?: unknown }).enabled === false,
  },
  'DELETE /api/v3/users/me/ended-child-links/:id': {
    // Only a parent's own notice: the world's parent has none, so an id nobody holds answers 404.
    request: () => ({ url: parentHomePaths.endedChildLink(2_000_000_000) }),
    overrides: { parent: 404 },
  },
};
