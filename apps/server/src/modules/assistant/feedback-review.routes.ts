import { assistantPaths } from '@mathsight/contract/assistant.paths.ts';
import {
  AssistantFeedbackReviewQuerySchema,
  AssistantFeedbackReviewSchema,
} from '@mathsight/contract/assistant-feedback-review.ts';
import { IdParamSchema } from '@mathsight/contract/common.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import type { FeedbackReviewService } from './feedback-review.service.ts';

/** GET …/teacher-assistant/feedback: the school's rated answers, for its administrators (issue 29). */
export async function feedbackReviewRoutes(
  app: FastifyInstance,
  { feedbackReview }: { feedbackReview: FeedbackReviewService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    assistantPaths.feedback(':id'),
    {
      config: { access: 'schoolAdministrator' },
      schema: {
        tags: ['assistant'],
        params: IdParamSchema,
        querystring: AssistantFeedbackReviewQuerySchema,
        response: { 200: AssistantFeedbackReviewSchema },
      },
    },
    (request) => feedbackReview.review(callerOf(request), request.params.id, request.query),
  );
}
