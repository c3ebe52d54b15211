import { contentPaths } from '@mathsight/contract/content.paths.ts';
import { QuestionSchema } from '@mathsight/contract/content.ts';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

/** GET questions/{id}: one bank question as a teacher sees it (the content is fixed per release). */
export const questionQueryOptions = (questionId: number) =>
  queryOptions({
    queryKey: ['content', 'question', questionId],
    queryFn: ({ signal }) =>
      request({ method: 'GET', endpoint: contentPaths.question(questionId), schema: QuestionSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The bank questions of work with its own questions (follow-up work from Fix: at most
 * FIX_MAX_QUESTIONS), one call each, combined into one result.
 */
export function useQuestions(questionIds: number[], enabled: boolean) {
  return useQueries({
    queries: questionIds.map((id) => ({ ...questionQueryOptions(id), enabled })),
    combine: (results) => ({
      data: results.every((r) => r.isSuccess) ? results.map((r) => r.data) : undefined,
      isPending: results.some((r) => r.isPending) && enabled,
      error: results.find((r) => r.isError)?.error ?? null,
    }),
  });
}
