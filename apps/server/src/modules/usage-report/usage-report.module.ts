import { defineModule } from '../../app-context.ts';
import { UsageReportRepository } from './usage-report.repository.ts';
import { usageReportRoutes } from './usage-report.routes.ts';
import { UsageReportService } from './usage-report.service.ts';

/** A school's usage report for its administrators (issue 32 point 2), with the experiments' results. */
export const usageReportModule = defineModule({
  name: 'usage-report',
  build: ({ database, access, config }) => ({
    usageReport: new UsageReportService(
      new UsageReportRepository(database.readDb),
      access,
      config.experiments,
    ),
  }),
  routes: (scope, own) => usageReportRoutes(scope, own),
});
