import { defineModule } from '../../app-context.ts';
import { StudentReportsRepository } from './student-reports.repository.ts';
import { studentReportsRoutes } from './student-reports.routes.ts';
import { StudentReportsService } from './student-reports.service.ts';

/** Reports on a student. */
export const studentReportsModule = defineModule({
  name: 'student-reports',
  build: (shared) => ({
    studentReports: new StudentReportsService(
      new StudentReportsRepository(shared.database.readDb),
      shared.access,
      shared.reports,
    ),
  }),
  routes: (scope, own) => studentReportsRoutes(scope, own),
});
