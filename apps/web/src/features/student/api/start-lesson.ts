import { flowPaths } from '@mathsight/contract/flows.paths.ts';
import { FlowGeneratorSessionSchema } from '@mathsight/contract/flows.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';

/**
 * POST /flow/v1/flow-generator-sessions for a topic quiz set as work: starts (or resumes) it as a
 * lesson flow. Its answers go through the same quiz session, so they count once either way.
 */
export function startLesson(assignmentId: number) {
  return request({
    method: 'POST',
    endpoint: flowPaths.sessions,
    body: { kind: 'TopicPathwayQuiz', assignmentId },
    schema: FlowGeneratorSessionSchema,
    notify: false,
  });
}

export function useStartLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startLesson,
    onSuccess: () => client.invalidateQueries({ queryKey: workQueryKeys.studentWork }),
  });
}
