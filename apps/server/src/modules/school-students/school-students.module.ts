import { defineModule } from '../../app-context.ts';
import { SchoolStudentsRepository } from './school-students.repository.ts';
import { schoolStudentsRoutes } from './school-students.routes.ts';
import { SchoolStudentsService } from './school-students.service.ts';

/** A school's students: archive, edit, erase and class memberships (through the one membership owner). */
export const schoolStudentsModule = defineModule({
  name: 'school-students',
  build: (shared) => ({
    schoolStudents: new SchoolStudentsService(
      new SchoolStudentsRepository(shared.database.db, shared.database.readDb),
      shared.access,
      {
        membership: shared.membership,
        argon2: shared.config.argon2,
        sessionsEnded: (sessionIds) => shared.revocations.ended(sessionIds),
      },
    ),
  }),
  routes: (scope, own) => schoolStudentsRoutes(scope, own),
});
