import { reviewPaths } from '@mathsight/contract/work-review.paths.ts';
import { WorkReviewSchema } from '@mathsight/contract/work-review.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/http-client.ts';

/** The signed-in student's reviews and notifications, beside their work list. */
export const myReviewQueryKeys = {
  review: (assignmentId: number) => ['students', 'me', 'review', assignmentId] as const,
  notifications: ['students', 'me', 'notifications'] as const,
};

/**
 * GET assignments/{id}/review: the student's own review of work handed in or closed. Used by the
 * summary after hand-in and the review screen reached from the Done tab.
 */
export const myReviewQueryOptions = (assignmentId: number) =>
  queryOptions({
    queryKey: myReviewQueryKeys.review(assignmentId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: reviewPaths.myReview(assignmentId),
        schema: WorkReviewSchema,
        signal,
        // The screens explain a failed review themselves, with a way to try again.
        notify: false,
      }),
    staleTime: 30_000,
  });

export function useMyReview(assignmentId: number | null) {
  return useQuery({ ...myReviewQueryOptions(assignmentId ?? 0), enabled: assignmentId !== null });
}
