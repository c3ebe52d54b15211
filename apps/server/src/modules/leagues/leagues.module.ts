import { defineModule } from '../../app-context.ts';
import { LeaguesRepository } from './leagues.repository.ts';
import { leaguesRoutes } from './leagues.routes.ts';
import { LeaguesService } from './leagues.service.ts';

/** Leagues. */
export const leaguesModule = defineModule({
  name: 'leagues',
  build: (shared) => ({
    leagues: new LeaguesService(
      new LeaguesRepository(shared.database.readDb),
      shared.access,
      undefined,
      shared.reports,
    ),
  }),
  routes: (scope, own) => leaguesRoutes(scope, own),
});
