import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import {
  type CreateRetrievalPracticeRequest,
  RetrievalPracticeAssignmentSchema,
} from '@mathsight/contract/retrieval-practice.ts';
import { request } from '../../../shared/api/http-client.ts';

/** POST groups/{id}/retrieval-practice-assignments: the class's current recommendation as work. */
export function setRetrievalPractice(groupId: number, body: CreateRetrievalPracticeRequest) {
  return request({
    method: 'POST',
    endpoint: assignmentPaths.groupRetrievalPracticeAssignments(groupId),
    body,
    schema: RetrievalPracticeAssignmentSchema,
    notify: false,
  });
}
