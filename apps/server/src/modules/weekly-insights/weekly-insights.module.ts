import { defineModule } from '../../app-context.ts';
import { WeeklyInsightsScheduler } from '../../jobs/weekly-insights-scheduler.ts';
import type { ParentHomeService } from '../parent-home/parent-home.service.ts';
import { WeeklyInsightsRepository } from './weekly-insights.repository.ts';
import { weeklyInsightsRoutes } from './weekly-insights.routes.ts';
import { WeeklyInsightsService } from './weekly-insights.service.ts';

/** The Monday email (decision 0019) and its preview. */
export const weeklyInsightsModule = defineModule({
  name: 'weekly-insights',
  build: ({ database, access, mail, config, log, lifecycle, now }, earlier) => {
    const weeklyInsights = new WeeklyInsightsService(
      new WeeklyInsightsRepository(database.db),
      access,
      mail,
      config,
      log,
      now,
      // Absent where a job builds this module alone.
      earlier.parentHome as ParentHomeService | undefined,
    );
    if (config.weeklyInsightsEmails) {
      // Checked every few minutes once the server is up, stopped on close.
      const scheduler = new WeeklyInsightsScheduler(
        (week, signal) => weeklyInsights.sendWeek(week, { signal }),
        { everyMs: config.weeklyInsightsCheckMinutes * 60_000, log },
      );
      lifecycle.onReady(() => scheduler.start());
      lifecycle.onClose(() => scheduler.stop());
    }
    return { weeklyInsights };
  },
  routes: (scope, own) => weeklyInsightsRoutes(scope, own),
});
