import { defineModule } from '../../app-context.ts';
import { StudentImportRepository } from './student-import.repository.ts';
import { studentImportRoutes } from './student-import.routes.ts';
import { StudentImportService } from './student-import.service.ts';

/** Importing students (through the one membership owner). */
export const studentImportModule = defineModule({
  name: 'student-import',
  build: (shared) => ({
    studentImport: new StudentImportService(new StudentImportRepository(shared.database.db), shared.access, {
      argon2: shared.config.argon2,
      publicUrl: shared.config.publicUrl,
      membership: shared.membership,
    }),
  }),
  routes: (scope, own) => studentImportRoutes(scope, own),
});
