import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { AssignmentDetailSchema, type SchemeAssignmentRequest } from '@mathsight/contract/assignments.ts';
import { request } from '../../../shared/api/http-client.ts';

/** POST scheme-assignments: one unit of a scheme of work (its topic quiz) for classes. */
export function setSchemeAssignment(body: SchemeAssignmentRequest) {
  return request({
    method: 'POST',
    endpoint: assignmentPaths.schemeAssignments,
    body,
    schema: AssignmentDetailSchema,
    notify: false,
  });
}
