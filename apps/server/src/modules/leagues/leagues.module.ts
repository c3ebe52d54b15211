import { defineModule } from '../../app-context.ts';
import { EffortReader } from '../../reporting/effort/effort-reader.ts';
import { LeaguesRepository } from './leagues.repository.ts';
import { leaguesRoutes } from './leagues.routes.ts';
import { LeaguesService } from './leagues.service.ts';

/** Leagues. */
export const leaguesModule = defineModule({
  name: 'leagues',
  build: (shared) => ({
    leagues: new LeaguesService(
      new LeaguesRepository(shared.database.db),
      shared.access,
      new EffortReader(shared.database.db),
    ),
  }),
  routes: (scope, own) => leaguesRoutes(scope, own),
});
