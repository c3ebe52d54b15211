import { loadOrCreateSecret } from '../auth/secrets.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { MailRepository } from '../mail/mail.repository.ts';
import { MailService } from '../mail/mail.service.ts';
import { UnsubscribeTokens } from '../mail/unsubscribe-tokens.ts';
import { WeeklyInsightsRepository } from '../modules/weekly-insights/weekly-insights.repository.ts';
import { WeeklyInsightsService } from '../modules/weekly-insights/weekly-insights.service.ts';
import { SchoolAccessRepository } from '../school-access/school-access.repository.ts';
import { SchoolAccessService } from '../school-access/school-access.service.ts';

type Log = { info(o: object, msg: string): void; warn(o: object, msg: string): void };

/**
 * The weekly insights service with its own mail service, outside a running app: the CLI's
 * (`npm run weekly-insights:send`) and the tests' (an SMTP inbox, a fixed clock). Unsubscribe links
 * are signed with the database's secret, so they work on the app serving that database.
 */
export async function makeWeeklyInsightsSender(
  database: Database,
  config: Config,
  log: Log,
  now?: () => Date,
): Promise<WeeklyInsightsService> {
  const mail = new MailService(
    new MailRepository(database.db),
    config,
    new UnsubscribeTokens(await loadOrCreateSecret(database.db, 'unsubscribe')),
    log,
  );
  return new WeeklyInsightsService(
    new WeeklyInsightsRepository(database.db),
    new SchoolAccessService(new SchoolAccessRepository(database.db)),
    mail,
    config,
    log,
    now,
  );
}
