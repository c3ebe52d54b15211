import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { seedReferenceData } from '../seed/seed.ts';
import { openFreshTestDatabase, openTestDatabase, testDatabaseKind } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

let shared: Promise<TestApp> | undefined;

/**
 * One migrated database and one app per test worker (API projects run with isolate: false),
 * so a test file costs no start-up; tests stay independent by making their own schools.
 */
export function getTestApp(): Promise<TestApp> {
  shared ??= createTestApp();
  return shared;
}

async function createTestApp(): Promise<TestApp> {
  const database = await openTestDatabase();
  if (testDatabaseKind() === 'pglite') {
    await database.migrate();
    await seedReferenceData(database.db);
  }
  const config = testConfig();
  const app = await buildApp({ config, database });
  await app.ready();
  return { app, database, config };
}

/**
 * A second app over the worker's database with some settings changed (an SMTP server to send to, a
 * tight rate limit); close it when the test is done.
 */
export async function buildTestAppWith(overrides: Partial<Config>): Promise<TestApp> {
  const { database } = await getTestApp();
  const config = { ...testConfig(), ...overrides };
  const app = await buildApp({ config, database });
  await app.ready();
  return { app, database, config };
}

/**
 * An app over a database of its own, migrated and seeded afresh, so its ids start where a new database's
 * do whatever other test files ran before: a test whose figures follow from ids (the student simulator
 * draws each student, their work and their term from their ids) gives the same figures on every run.
 * `close` stops the app and drops the database.
 */
export async function buildFreshTestApp(name: string): Promise<TestApp & { close(): Promise<void> }> {
  const { database, drop } = await openFreshTestDatabase(name);
  await database.migrate();
  await seedReferenceData(database.db);
  const config = testConfig();
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await drop();
    },
  };
}

function testConfig(): Config {
  return loadConfig({
    // Cheap hashing in tests; the benchmark measures the real OWASP cost.
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    loginFailuresPerAccount: 5,
    loginFailuresPerAddress: 8,
    loginRequestsPerMinute: 100_000,
    publicWritesPerHour: 100_000,
    // Factories write straight to the database (as no node would), so reads must not be cached here;
    // the caches have their own test (set-work-cache.api.test.ts).
    planCacheSeconds: 0,
    reportCacheSeconds: 0,
    accessCacheSeconds: 0,
    flowDelays: false,
    // inject() comes from 127.0.0.1, standing in for the proxy: tests pick each sign-in's address
    // with X-Forwarded-For (trust-proxy.api.test.ts checks the default, which believes no one).
    trustProxy: ['127.0.0.1'],
    publicUrl: 'http://mathsight.test',
    // The Monday email's scheduler: a test that wants it builds an app with it on, or calls sendWeek.
    weeklyInsightsEmails: false,
    nightlySync: false,
    nightlyPrune: false,
    // The answers' folds (decision 0022): tests that read folded figures fold (foldQuestionSteps …), so
    // no timer moves a question's difficulty between two reads of a test.
    answerFolds: false,
    // No support chat widget unless a test builds an app with one (support-chat.api.test.ts).
    supportChat: undefined,
  });
}
