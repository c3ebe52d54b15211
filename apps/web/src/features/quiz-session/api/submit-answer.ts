import { quizSessionPaths } from '@mathsight/contract/quiz-sessions.paths.ts';
import { type SubmitAnswerRequest, SubmitAnswerResponseSchema } from '@mathsight/contract/quiz-sessions.ts';
import { request } from '../../../shared/api/http-client.ts';

/**
 * POST quiz-sessions/{id}/answers. Sending the same clientAnswerId again is harmless: the server
 * answers the stored answer with created false and counts nothing twice.
 */
export function submitAnswer(quizSessionId: number, body: SubmitAnswerRequest) {
  return request({
    method: 'POST',
    endpoint: quizSessionPaths.answers(quizSessionId),
    body,
    schema: SubmitAnswerResponseSchema,
    // The question shows the failure beside its button, with a way to send the answer again.
    notify: false,
  });
}
