import { quizSessionPaths } from '@mathsight/contract/quiz-sessions.paths.ts';
import { RealtimeTokenSchema } from '@mathsight/contract/quiz-sessions.ts';
import { request } from '../../../shared/api/http-client.ts';

/** GET realtime/token: a short-lived token for the live answer socket (access tokens never go in URLs). */
export function getRealtimeToken(signal?: AbortSignal) {
  return request({
    method: 'GET',
    endpoint: quizSessionPaths.realtimeToken,
    schema: RealtimeTokenSchema,
    signal,
    // A failed live connection retries quietly; the grid still shows what the database holds.
    notify: false,
  });
}
