import { liveLessonPaths } from '@mathsight/contract/live-lessons.paths.ts';
import { type HubView, NegotiateResponseSchema } from '@mathsight/contract/live-lessons.ts';
import { request } from '../../../shared/api/http-client.ts';

/** POST flow/v1/hubs/live-lesson/negotiate: where the hub is and a short-lived token for it (spec §7). */
export function negotiate(liveLessonId: number, view: HubView) {
  return request({
    method: 'POST',
    endpoint: liveLessonPaths.negotiate,
    params: { liveLessonId: String(liveLessonId), view },
    schema: NegotiateResponseSchema,
    // A failed negotiate is retried with backoff; the screen says it is reconnecting.
    notify: false,
  });
}
