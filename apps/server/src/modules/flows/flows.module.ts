import { defineModule } from '../../app-context.ts';
import { FlowsRepository } from './flows.repository.ts';
import { flowsRoutes } from './flows.routes.ts';
import { FlowsService } from './flows.service.ts';

/** The student flows. */
export const flowsModule = defineModule({
  name: 'flows',
  build: (shared, earlier) => ({
    flows: new FlowsService(new FlowsRepository(shared.database.db), {
      quizSessions: earlier.quizSessions,
      schoolAccess: shared.access,
      delays: shared.config.flowDelays,
    }),
  }),
  routes: (scope, own) => flowsRoutes(scope, own),
});
