import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { AssignmentDetailSchema, type UpdateAssignmentRequest } from '@mathsight/contract/assignments.ts';
import { request } from '../../../shared/api/http-client.ts';

/** PUT assignments/{id}: name, dates, classes and settings. Failures are shown by the caller. */
export function updateAssignment(assignmentId: number, body: UpdateAssignmentRequest) {
  return request({
    method: 'PUT',
    endpoint: assignmentPaths.assignment(assignmentId),
    body,
    schema: AssignmentDetailSchema,
    notify: false,
  });
}
