import { defineModule } from '../../app-context.ts';
import { SchoolParentsRepository } from './school-parents.repository.ts';
import { schoolParentsRoutes } from './school-parents.routes.ts';
import { SchoolParentsService } from './school-parents.service.ts';

/** A school's parents. */
export const schoolParentsModule = defineModule({
  name: 'school-parents',
  build: (shared) => ({
    schoolParents: new SchoolParentsService(new SchoolParentsRepository(shared.database.db), shared.access),
  }),
  routes: (scope, own) => schoolParentsRoutes(scope, own),
});
