import type { ServerLog } from '../app-context.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { leaguesModule } from '../modules/leagues/leagues.module.ts';
import { parentHomeModule } from '../modules/parent-home/parent-home.module.ts';
import { studentProfileModule } from '../modules/student-profile/student-profile.module.ts';
import { weeklyInsightsModule } from '../modules/weekly-insights/weekly-insights.module.ts';
import type { WeeklyInsightsService } from '../modules/weekly-insights/weekly-insights.service.ts';
import { buildJobServices } from './job-services.ts';

/**
 * The weekly insights service outside a running app: the CLI's (`npm run weekly-insights:send`) and
 * the tests' (an SMTP inbox, a fixed clock), built by its module as the server builds it. Unsubscribe
 * links are signed with the database's secret, so they work on the app serving that database.
 */
export async function makeWeeklyInsightsSender(
  database: Database,
  config: Config,
  log: ServerLog,
  now?: () => Date,
): Promise<WeeklyInsightsService> {
  // The parents' weekly email reads each child's week through the parent's home and what it reads.
  const modules = [studentProfileModule, leaguesModule, parentHomeModule, weeklyInsightsModule];
  return (await buildJobServices({ database, config, log, now }, modules)).weeklyInsights;
}
