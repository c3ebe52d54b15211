import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { request } from '../../../shared/api/http-client.ts';

/** DELETE assignments/{id}: a topic or diagnostic quiz, with its answers. */
export function deleteAssignment(assignmentId: number) {
  return request({ method: 'DELETE', endpoint: assignmentPaths.assignment(assignmentId) });
}
