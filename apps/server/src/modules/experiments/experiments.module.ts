import { defineModule } from '../../app-context.ts';
import { ExperimentsRepository } from './experiments.repository.ts';
import { experimentsRoutes } from './experiments.routes.ts';
import { ExperimentsService } from './experiments.service.ts';

/** The product's experiments, defined in configuration (issue 32 point 3); exposures go to tracking. */
export const experimentsModule = defineModule({
  name: 'experiments',
  build: ({ database, config }, { tracking }) => ({
    experiments: new ExperimentsService(new ExperimentsRepository(database.db), config.experiments, tracking),
  }),
  routes: (scope, own) => experimentsRoutes(scope, own),
});
