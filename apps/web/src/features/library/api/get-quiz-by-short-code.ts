import { contentPaths } from '@mathsight/contract/content.paths.ts';
import { QuizWithQuestionsSchema } from '@mathsight/contract/content.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

/** A quiz with its questions, answers and misconceptions, by its share code. */
export const quizByShortCodeQueryOptions = (shortCode: string) =>
  queryOptions({
    queryKey: ['content', 'quiz', shortCode.toUpperCase()],
    queryFn: () =>
      request({
        method: 'GET',
        endpoint: contentPaths.topicPathwayQuiz(encodeURIComponent(shortCode.toUpperCase())),
        schema: QuizWithQuestionsSchema,
        // The page says "no quiz has that code" itself rather than a toast.
        notify: false,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useQuizByShortCode(shortCode: string | null) {
  return useQuery({ ...quizByShortCodeQueryOptions(shortCode ?? ''), enabled: Boolean(shortCode) });
}
