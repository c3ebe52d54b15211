import { parseArgs } from 'node:util';
import { weekStartOf } from '@mathsight/contract/school-terms.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { makeWeeklyInsightsSender } from '../jobs/weekly-insights-sender.ts';
import { lastWeekStart } from '../modules/weekly-insights/week.ts';
import { errorReason } from '../shared/redact-error.ts';

/**
 * `npm run weekly-insights:send -- [--week 2026-11-16] [--user 12 --user 13]`: sends a week's weekly
 * insights email now (last week by default; any day names its week), through the same claims as the
 * scheduler, so a teacher who had that week's email does not get it again. Uses DATABASE_URL (or
 * DATA_DIR), SMTP_URL, MAIL_FROM and PUBLIC_URL as the server does.
 */
const { values } = parseArgs({
  options: { week: { type: 'string' }, user: { type: 'string', multiple: true } },
});
if (values.week !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.week)) {
  console.error('Usage: npm run weekly-insights:send -- [--week yyyy-mm-dd] [--user <userId> ...]');
  process.exit(2);
}
const userIds = values.user?.map(Number);
if (userIds?.some((id) => !Number.isInteger(id) || id <= 0)) {
  console.error('--user takes a user id (a whole number)');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const log = {
    info: (o: object, msg: string) => console.log(msg, JSON.stringify(o)),
    warn: (o: object, msg: string) => console.warn(msg, JSON.stringify(o)),
  };
  const service = await makeWeeklyInsightsSender(database, config, log);
  const week = values.week ? weekStartOf(values.week) : lastWeekStart(new Date());
  const report = await service.sendWeek(week, userIds ? { onlyUserIds: userIds } : {});
  console.log(
    `Week of ${week}: ${report.sent} sent, ${report.nothing} with nothing to say, ${report.unsubscribed} unsubscribed, ${report.failed} failed.`,
  );
} catch (error) {
  // Not Node's own print of the error: a failed statement's would show its values (decision 0024).
  console.error(errorReason(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
