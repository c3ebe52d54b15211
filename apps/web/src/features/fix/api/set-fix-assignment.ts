import { insightPaths } from '@mathsight/contract/api-paths.ts';
import { AssignmentDetailSchema } from '@mathsight/contract/assignments.ts';
import type { FixAssignmentRequest } from '@mathsight/contract/insights.ts';
import { request } from '../../../shared/api/http-client.ts';

/**
 * POST assignments/{id}/fix-assignments: follow-up work for the students holding the chosen
 * misconceptions (or the chosen students), with bank questions that target them. Answers the new work.
 */
export function setFixAssignment(assignmentId: number, body: FixAssignmentRequest) {
  return request({
    method: 'POST',
    endpoint: insightPaths.fixAssignments(assignmentId),
    body,
    schema: AssignmentDetailSchema,
    // The page shows the failure beside the button.
    notify: false,
  });
}
