import { defineModule } from '../../app-context.ts';
import { InsightActionsService } from './insight-actions.service.ts';
import { InsightsRepository } from './insights.repository.ts';
import { insightsRoutes } from './insights.routes.ts';
import { InsightsService } from './insights.service.ts';

/** Insights on a class's work, and the actions taken from them (which set work). */
export const insightsModule = defineModule({
  name: 'insights',
  build: ({ database, access, workChanges }, earlier) => {
    const repo = new InsightsRepository(database.db);
    return {
      insights: new InsightsService(repo, access),
      insightActions: new InsightActionsService(repo, earlier.assignments, access, { workChanges }),
    };
  },
  routes: (scope, own) => insightsRoutes(scope, own),
});
