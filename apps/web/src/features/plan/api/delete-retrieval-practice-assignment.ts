import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { request } from '../../../shared/api/http-client.ts';

/** DELETE v5 retrieval-practice-assignments/{id}. */
export function deleteRetrievalPracticeAssignment(assignmentId: number) {
  return request({
    method: 'DELETE',
    endpoint: assignmentPaths.deleteRetrievalPracticeAssignment(assignmentId),
  });
}
