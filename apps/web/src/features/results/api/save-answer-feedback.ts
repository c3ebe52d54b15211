import { insightPaths } from '@mathsight/contract/insights.paths.ts';
import { AnswerCommentSchema } from '@mathsight/contract/insights.ts';
import { request } from '../../../shared/api/http-client.ts';

/** PUT answers/{id}/feedback: the teacher's comment on a student's answer, shown to the student. */
export function saveAnswerFeedback(studentAnswerId: number, comment: string) {
  return request({
    method: 'PUT',
    endpoint: insightPaths.answerFeedback(studentAnswerId),
    body: { comment },
    schema: AnswerCommentSchema,
    notify: false,
  });
}
