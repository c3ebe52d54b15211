import { defineModule } from '../../app-context.ts';
import { GrowthRepository } from './growth.repository.ts';
import { growthRoutes } from './growth.routes.ts';
import { GrowthService } from './growth.service.ts';

/** Growth between diagnostics. */
export const growthModule = defineModule({
  name: 'growth',
  build: ({ database, access, reports }) => ({
    growth: new GrowthService(new GrowthRepository(database.readDb), access, reports),
  }),
  routes: (scope, own) => growthRoutes(scope, own),
});
