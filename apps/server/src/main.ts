import './process-faults.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { seedIfEmpty } from './seed/seed.ts';

/** Start-up: open the database, migrate, seed an empty one, serve, and say where and how to sign in. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const seeded = await seedIfEmpty(database, config);
  const app = await buildApp({ config, database, logger: true });
  await app.listen({ port: config.port, host: config.host });

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `Mathsight is running at http://localhost:${config.port}`,
    `Database: ${where}${seeded.seededContent ? ' — maths content seeded' : ''}${seeded.seededDemo ? ' — demo schools created with a term of answered work' : ''}`,
    `API reference: http://localhost:${config.port}/api/docs`,
  ];
  if (!config.isProduction && config.demoData) {
    lines.push('Demo sign-ins (role, username, password):');
    for (const account of DEMO_ACCOUNTS)
      lines.push(`  ${account.role.padEnd(24)} ${account.userName.padEnd(16)} ${DEMO_PASSWORD}`);
  }
  if (!config.smtpUrl)
    lines.push('Email: kept in the email_outbox table (set SMTP_URL to send it); links are logged.');
  console.log(`${lines.join('\n')}\n`);

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
