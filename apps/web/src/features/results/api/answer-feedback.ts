import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insightQueryKeys } from '../../../shared/insights/insight-query-keys.ts';
import { deleteAnswerFeedback } from './delete-answer-feedback.ts';
import { saveAnswerFeedback } from './save-answer-feedback.ts';

/** Every class's results grid of this work: a comment shows in the grid's cell. */
function useRefreshGrids(assignmentId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: insightQueryKeys.grid(assignmentId, null).slice(0, -1) });
}

/** Saves the teacher's comment on one answer; the grid shows it. */
export function useSaveAnswerFeedback(assignmentId: number) {
  const refreshGrids = useRefreshGrids(assignmentId);
  return useMutation({
    mutationFn: ({ studentAnswerId, comment }: { studentAnswerId: number; comment: string }) =>
      saveAnswerFeedback(studentAnswerId, comment),
    onSuccess: refreshGrids,
  });
}

/** Removes the teacher's comment on one answer; the grid follows. */
export function useDeleteAnswerFeedback(assignmentId: number) {
  const refreshGrids = useRefreshGrids(assignmentId);
  return useMutation({ mutationFn: deleteAnswerFeedback, onSuccess: refreshGrids });
}
