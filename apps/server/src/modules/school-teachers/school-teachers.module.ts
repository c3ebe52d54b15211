import { defineModule } from '../../app-context.ts';
import { SchoolTeachersRepository } from './school-teachers.repository.ts';
import { schoolTeachersRoutes } from './school-teachers.routes.ts';
import { SchoolTeachersService } from './school-teachers.service.ts';

/** A school's teachers. */
export const schoolTeachersModule = defineModule({
  name: 'school-teachers',
  build: (shared) => ({
    schoolTeachers: new SchoolTeachersService(
      new SchoolTeachersRepository(shared.database.db),
      shared.access,
      shared.mail,
      shared.contextChanges,
      shared.config,
    ),
  }),
  routes: (scope, own) => schoolTeachersRoutes(scope, own),
});
