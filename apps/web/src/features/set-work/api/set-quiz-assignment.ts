import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { AssignmentDetailSchema, type SetQuizAssignmentRequest } from '@mathsight/contract/assignments.ts';
import { request } from '../../../shared/api/http-client.ts';

/** POST quizzes/{id}/assignments: a topic or diagnostic quiz for classes (the kind follows the quiz). */
export function setQuizAssignment(quizId: number, body: SetQuizAssignmentRequest) {
  return request({
    method: 'POST',
    endpoint: assignmentPaths.quizAssignments(quizId),
    body,
    schema: AssignmentDetailSchema,
    notify: false,
  });
}
