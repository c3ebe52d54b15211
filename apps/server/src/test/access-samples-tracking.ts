import { trackingPaths } from '@mathsight/contract/tracking.paths.ts';
import { idOf, type Sample } from './access-sample.ts';

/** Issue 32 point 1: tracking, for any signed-in user about themselves (another user's id: 404). */
export const TRACKING_SAMPLES: Record<string, Sample> = {
  'POST /api/v3/users/:id/tracking-events': {
    request: (w, caller) => ({
      url: trackingPaths.trackingEvents(idOf(w, caller)),
      payload: { userId: idOf(w, caller), action: 'page-view' },
    }),
    foreign: (w) => ({
      url: trackingPaths.trackingEvents(w.classmate.userId),
      payload: { userId: w.classmate.userId, action: 'page-view' },
    }),
  },
  'POST /api/v3/user-events': {
    request: () => ({ url: trackingPaths.userEvents, payload: { action: 'page-view' } }),
  },
};
