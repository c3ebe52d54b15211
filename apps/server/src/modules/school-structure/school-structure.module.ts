import { defineModule } from '../../app-context.ts';
import { SchoolStructureRepository } from './school-structure.repository.ts';
import { schoolStructureRoutes } from './school-structure.routes.ts';
import { SchoolStructureService } from './school-structure.service.ts';

/** A school's year groups and departments (spec §7). */
export const schoolStructureModule = defineModule({
  name: 'school-structure',
  build: (shared, earlier) => ({
    schoolStructure: new SchoolStructureService(
      new SchoolStructureRepository(shared.database.db),
      shared.access,
      earlier.schools,
      earlier.content,
    ),
  }),
  routes: (scope, own) => schoolStructureRoutes(scope, own),
});
