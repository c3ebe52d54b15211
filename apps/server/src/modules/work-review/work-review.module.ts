import { defineModule } from '../../app-context.ts';
import { WorkReviewRepository } from './work-review.repository.ts';
import { workReviewRoutes } from './work-review.routes.ts';
import { WorkReviewService } from './work-review.service.ts';

/** Reviewing a piece of work. */
export const workReviewModule = defineModule({
  name: 'work-review',
  build: (shared, earlier) => ({
    workReview: new WorkReviewService(new WorkReviewRepository(shared.database.db), earlier.insights),
  }),
  routes: (scope, own) => workReviewRoutes(scope, own),
});
