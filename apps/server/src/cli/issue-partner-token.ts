import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { buildJobServices } from '../jobs/job-services.ts';
import { contentModule } from '../modules/content/content.module.ts';
import { errorReason } from '../shared/redact-error.ts';

/** `npm run partner:issue -- "Partner name"`: prints a new partner (B2B) token once; only its hash is kept. */
const name = process.argv.slice(2).join(' ').trim();
if (!name) {
  console.error('Usage: npm run partner:issue -- "Partner name"');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const { content } = await buildJobServices({ database, config }, [contentModule]);
  const { partnerId, token } = await content.issuePartnerToken(name);
  console.log(`Partner ${partnerId} (${name}) token, shown only now:\n${token}`);
  // A header, not ?token=: addresses end up in proxies' and browsers' logs (ours redacts query values).
  console.log('Send it as the X-Partner-Token header on /api/v3/b2b/... calls (never in the address).');
} catch (error) {
  // Not Node's own print of the error: a failed insert's would show the token's hash (decision 0024).
  console.error(errorReason(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
