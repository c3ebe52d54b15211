import { defineModule } from '../../app-context.ts';
import { StudentProfileRepository } from './student-profile.repository.ts';
import { studentProfileRoutes } from './student-profile.routes.ts';
import { StudentProfileService } from './student-profile.service.ts';

/** A student's profile. */
export const studentProfileModule = defineModule({
  name: 'student-profile',
  build: (shared) => ({
    studentProfile: new StudentProfileService(
      new StudentProfileRepository(shared.database.readDb),
      shared.access,
    ),
  }),
  routes: (scope, own) => studentProfileRoutes(scope, own),
});
