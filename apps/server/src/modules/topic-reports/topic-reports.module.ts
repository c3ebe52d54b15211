import { defineModule } from '../../app-context.ts';
import { DiagnosticReportRepository } from './diagnostic-report.repository.ts';
import { TopicReportsRepository } from './topic-reports.repository.ts';
import { topicReportsRoutes } from './topic-reports.routes.ts';
import { TopicReportsService } from './topic-reports.service.ts';

/** Topic insights and the diagnostic report (issue 26 point 2). */
export const topicReportsModule = defineModule({
  name: 'topic-reports',
  build: (shared) => ({
    topicReports: new TopicReportsService(
      new TopicReportsRepository(shared.database.readDb),
      new DiagnosticReportRepository(shared.database.readDb),
      shared.access,
      shared.now,
    ),
  }),
  routes: (scope, own) => topicReportsRoutes(scope, own),
});
