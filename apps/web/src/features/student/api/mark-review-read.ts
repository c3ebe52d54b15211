import { reviewPaths } from '@mathsight/contract/work-review.paths.ts';
import { MarkReviewReadResultSchema } from '@mathsight/contract/work-review.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';
import { myReviewQueryKeys } from '../../../shared/review/my-review-query.ts';

/**
 * PUT assignments/{id}/review/read: the student has opened the review, so its comments are read.
 * The badges on the work card and the notifications refresh; the open review keeps its "New" marks.
 */
export function useMarkReviewRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: number) =>
      request({
        method: 'PUT',
        endpoint: reviewPaths.myReviewRead(assignmentId),
        schema: MarkReviewReadResultSchema,
        // Marking read is quiet: the review is shown either way.
        notify: false,
      }),
    onSuccess: (result) => {
      if (result.markedCount === 0) return;
      void client.invalidateQueries({ queryKey: workQueryKeys.studentWork });
      void client.invalidateQueries({ queryKey: myReviewQueryKeys.notifications });
    },
  });
}
