import { defineModule } from '../../app-context.ts';
import { SchoolReportsRepository } from './school-reports.repository.ts';
import { schoolReportsRoutes } from './school-reports.routes.ts';
import { SchoolReportsService } from './school-reports.service.ts';

/** School-wide reports. */
export const schoolReportsModule = defineModule({
  name: 'school-reports',
  build: (shared) => ({
    schoolReports: new SchoolReportsService(
      new SchoolReportsRepository(shared.database.readDb),
      shared.access,
      shared.reports,
    ),
  }),
  routes: (scope, own) => schoolReportsRoutes(scope, own),
});
