import { contentPaths } from '@mathsight/contract/content.paths.ts';
import { QuizWithQuestionsSchema } from '@mathsight/contract/content.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../api/http-client.ts';

/** One quiz with its questions, by id (the content is fixed per release, so it never goes stale). */
export const quizQueryOptions = (quizId: number) =>
  queryOptions({
    queryKey: ['content', 'quiz-by-id', quizId],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: contentPaths.quiz(quizId),
        schema: QuizWithQuestionsSchema,
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useQuiz(quizId: number | null) {
  return useQuery({ ...quizQueryOptions(quizId ?? 0), enabled: quizId !== null });
}
