import { parentHomePaths } from '@mathsight/contract/parent-home.paths.ts';
import type { Sample } from './access-sample.ts';
import type { AccessWorld } from './access-world.ts';

/** A notice that a link ended, for the user (the world's parent when null), made directly. */
async function endedLinkOf(w: AccessWorld, userId: number | null) {
  const [row] = await w.database.query<{ id: number }>(
    `insert into parent_link_endings (parent_user_id, child_first_name, school_name, reason)
     values ($1, 'Sam', 'School A', 'removed') returning id`,
    [userId ?? w.callers.parent.userId],
  );
  return row?.id ?? 0;
}

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
    // A fresh notice of the caller's own (or of the world's parent, for callers who are refused first).
    request: async (w, caller) => ({
      url: parentHomePaths.endedChildLink(await endedLinkOf(w, caller.userId)),
    }),
    // Another parent's notice: 404.
    foreign: async (w) => ({ url: parentHomePaths.endedChildLink(await endedLinkOf(w, w.classmate.userId)) }),
  },
};
