import type { Config } from '../config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import type { SeedResult } from '../seed/seed.ts';

/** What the server prints once it is listening: where, on what, how many workers, and how to sign in. */
export function startUpMessage(options: {
  config: Config;
  port: number;
  seeded: SeedResult;
  workers: number | null;
}): string {
  const { config, port, seeded, workers } = options;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `Mathsight is running at http://localhost:${port}`,
    `Database: ${where}${seeded.seededContent ? ' — maths content seeded' : ''}${seeded.seededDemo ? ' — demo schools created with a term of answered work' : ''}`,
    workers === null
      ? `Processes: one (${config.databaseUrl ? 'under node --watch' : 'PGlite belongs to the process that opens it'})`
      : `Processes: ${workers} worker${workers === 1 ? '' : 's'} (WEB_CONCURRENCY; one per core by default)`,
    `API reference: http://localhost:${port}/api/docs`,
  ];
  if (!config.isProduction && config.demoData) {
    lines.push('Demo sign-ins (role, username, password):');
    for (const account of DEMO_ACCOUNTS)
      lines.push(`  ${account.role.padEnd(24)} ${account.userName.padEnd(16)} ${DEMO_PASSWORD}`);
  }
  if (!config.smtpUrl)
    lines.push('Email: kept in the email_outbox table (set SMTP_URL to send it); links are logged.');
  return `${lines.join('\n')}\n`;
}
