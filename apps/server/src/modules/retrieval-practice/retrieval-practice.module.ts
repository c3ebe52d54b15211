import { defineModule } from '../../app-context.ts';
import { RetrievalPracticeRepository } from './retrieval-practice.repository.ts';
import { retrievalPracticeRoutes } from './retrieval-practice.routes.ts';
import { RetrievalPracticeService } from './retrieval-practice.service.ts';

/** Retrieval practice. */
export const retrievalPracticeModule = defineModule({
  name: 'retrieval-practice',
  build: (shared, earlier) => ({
    retrievalPractice: new RetrievalPracticeService(
      new RetrievalPracticeRepository(shared.database.db),
      earlier.assignments,
      earlier.plan,
      shared.access,
      earlier.content,
    ),
  }),
  routes: (scope, own) => retrievalPracticeRoutes(scope, own),
});
