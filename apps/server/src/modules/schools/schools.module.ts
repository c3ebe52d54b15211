import { defineModule } from '../../app-context.ts';
import { SchoolsRepository } from './schools.repository.ts';
import { schoolsRoutes } from './schools.routes.ts';
import { SchoolsService } from './schools.service.ts';

/** Schools: creating, joining, leaving. */
export const schoolsModule = defineModule({
  name: 'schools',
  build: (shared) => ({
    schools: new SchoolsService(
      new SchoolsRepository(shared.database.db),
      shared.access,
      shared.mail,
      shared.contextChanges,
      shared.config,
    ),
  }),
  routes: (scope, own) => schoolsRoutes(scope, own),
});
