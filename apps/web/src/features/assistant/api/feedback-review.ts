import { assistantPaths } from '@mathsight/contract/assistant.paths.ts';
import { AssistantFeedbackReviewSchema } from '@mathsight/contract/assistant-feedback-review.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { assistantKeys } from './assistant-keys.ts';

/** GET …/teacher-assistant/feedback: the school's rated answers (administrators only). */
export function useFeedbackReview(schoolId: number, rating: 'up' | 'down' | undefined) {
  return useQuery({
    queryKey: assistantKeys.feedbackReview(schoolId, rating),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: assistantPaths.feedback(schoolId),
        ...(rating && { params: { rating } }),
        notify: false,
        schema: AssistantFeedbackReviewSchema,
        signal,
      }),
    enabled: schoolId > 0,
  });
}
