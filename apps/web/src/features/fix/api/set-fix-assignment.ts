import { AssignmentDetailSchema } from '@mathsight/contract/assignments.ts';
import { insightPaths } from '@mathsight/contract/insights.paths.ts';
import type { FixAssignmentRequest } from '@mathsight/contract/insights.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { invalidateWork } from '../../../shared/assignments/work-query-keys.ts';

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

/** Sets follow-up work; the plan, dashboard, badges and notifications all show it. */
export function useSetFixAssignment(assignmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FixAssignmentRequest) => setFixAssignment(assignmentId, body),
    onSuccess: () => invalidateWork(client),
  });
}
