import { defineModule } from '../../app-context.ts';
import { RetrievalPracticeRepository } from './retrieval-practice.repository.ts';
import { retrievalPracticeRoutes } from './retrieval-practice.routes.ts';
import { RetrievalPracticeService } from './retrieval-practice.service.ts';
import { RoutineRepository } from './routine.repository.ts';
import { routineRoutes } from './routine.routes.ts';
import { RoutineService } from './routine.service.ts';

/** Retrieval practice, and its routine report (a row per class and week). */
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
    routine: new RoutineService(new RoutineRepository(shared.database.readDb), shared.access),
  }),
  routes: async (scope, own) => {
    await retrievalPracticeRoutes(scope, own);
    await routineRoutes(scope, own);
  },
});
