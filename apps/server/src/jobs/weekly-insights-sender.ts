import type { ServerLog } from '../app-context.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { buildServices } from '../module-registry.ts';
import { weeklyInsightsModule } from '../modules/weekly-insights/weekly-insights.module.ts';
import type { WeeklyInsightsService } from '../modules/weekly-insights/weekly-insights.service.ts';
import { buildSharedContext, OrderedLifecycle } from '../shared-context.ts';

/**
 * The weekly insights service outside a running app: the CLI's (`npm run weekly-insights:send`) and
 * the tests' (an SMTP inbox, a fixed clock), built by its module as the server builds it (issue 25),
 * with nothing listening. Unsubscribe links are signed with the database's secret, so they work on
 * the app serving that database.
 */
export async function makeWeeklyInsightsSender(
  database: Database,
  config: Config,
  log: ServerLog,
  now?: () => Date,
): Promise<WeeklyInsightsService> {
  // The scheduler is the server's: a one-off send never starts it.
  const jobConfig = { ...config, weeklyInsightsEmails: false };
  const lifecycle = new OrderedLifecycle();
  const shared = await buildSharedContext({
    config: jobConfig,
    database,
    log,
    lifecycle,
    now,
    listen: false,
  });
  const { services } = await buildServices(shared, [weeklyInsightsModule]);
  return services.weeklyInsights;
}
