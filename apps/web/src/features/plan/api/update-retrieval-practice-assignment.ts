import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import {
  RetrievalPracticeAssignmentSchema,
  type UpdateRetrievalPracticeRequest,
} from '@mathsight/contract/retrieval-practice.ts';
import { request } from '../../../shared/api/http-client.ts';

/** PUT retrieval-practice-assignments/{id}: name, dates and settings (its class stays). */
export function updateRetrievalPracticeAssignment(
  assignmentId: number,
  body: UpdateRetrievalPracticeRequest,
) {
  return request({
    method: 'PUT',
    endpoint: assignmentPaths.retrievalPracticeAssignment(assignmentId),
    body,
    schema: RetrievalPracticeAssignmentSchema,
    notify: false,
  });
}
