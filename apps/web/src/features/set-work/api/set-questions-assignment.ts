import { AssignmentDetailSchema } from '@mathsight/contract/assignments.ts';
import { questionBankPaths } from '@mathsight/contract/question-bank.paths.ts';
import type { SetQuestionsRequest } from '@mathsight/contract/question-bank.ts';
import { request } from '../../../shared/api/http-client.ts';

/** POST question-assignments: questions chosen in the question bank, as one custom quiz for classes. */
export function setQuestionsAssignment(body: SetQuestionsRequest) {
  return request({
    method: 'POST',
    endpoint: questionBankPaths.setQuestions,
    body,
    schema: AssignmentDetailSchema,
    notify: false,
  });
}
