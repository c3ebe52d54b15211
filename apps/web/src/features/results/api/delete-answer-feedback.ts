import { insightPaths } from '@mathsight/contract/insights.paths.ts';
import { request } from '../../../shared/api/http-client.ts';

/** DELETE answers/{id}/feedback: removes the teacher's comment (204). */
export function deleteAnswerFeedback(studentAnswerId: number) {
  return request<void>({
    method: 'DELETE',
    endpoint: insightPaths.answerFeedback(studentAnswerId),
    notify: false,
  });
}
