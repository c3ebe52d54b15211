import { IdParamSchema } from '@mathsight/contract/common.ts';
import { reviewPaths } from '@mathsight/contract/work-review.paths.ts';
import {
  MarkReviewReadResultSchema,
  StudentNotificationListSchema,
  WorkReviewSchema,
} from '@mathsight/contract/work-review.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import type { WorkReviewService } from './work-review.service.ts';

/**
 * A student's review of their work and their notifications of teachers' comments (issue 11). The
 * teacher's view of one student's work is the insights module's …/insights/students/{studentId}.
 */
export async function workReviewRoutes(
  app: FastifyInstance,
  { workReview }: { workReview: WorkReviewService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['work-review'];

  r.get(
    reviewPaths.myReview(':id'),
    {
      config: { access: 'studentOwn' },
      schema: { tags, params: IdParamSchema, response: { 200: WorkReviewSchema } },
    },
    (request) => workReview.myReview(callerOf(request), request.params.id),
  );

  r.put(
    reviewPaths.myReviewRead(':id'),
    {
      config: { access: 'studentOwn' },
      schema: { tags, params: IdParamSchema, response: { 200: MarkReviewReadResultSchema } },
    },
    (request) => workReview.markRead(callerOf(request), request.params.id),
  );

  r.get(
    reviewPaths.myNotifications,
    {
      config: { access: 'studentOwn' },
      schema: { tags, response: { 200: StudentNotificationListSchema } },
    },
    (request) => workReview.notifications(callerOf(request)),
  );
}
