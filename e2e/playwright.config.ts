import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { DEV_GOOGLE_CLIENT } from '../apps/server/src/dev/dev-google-client.ts';
import { classroomFakeUrl, e2eDatabaseUrl, oidcIssuer, ports, wondeFakeUrl } from './servers.ts';
import { LAPTOP } from './viewports.ts';

const port = ports.demo;
const FRESH_JOURNEYS = '**/*.fresh.e2e.ts';
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, 'e2e/.artifacts/data');
const freshDataDir = path.join(root, 'e2e/.artifacts/fresh-data');
const server = 'node --import tsx apps/server/src/main.ts';
const serverEnv = (p: number, dir: string, databaseUrl: string | undefined) => ({
  PORT: String(p),
  DATA_DIR: dir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  LOG_LEVEL: 'warn',
  LOGIN_REQUESTS_PER_MINUTE: '10000',
  PUBLIC_WRITES_PER_HOUR: '10000',
  PUBLIC_URL: `http://localhost:${p}`,
  SMTP_URL: `smtp://127.0.0.1:${ports.mailSmtp}`,
  // The Monday email's scheduler stays off: a journey sends a week's email itself (weekly-insights.e2e.ts).
  WEEKLY_INSIGHTS_EMAILS: 'off',
  // One process per server: the journeys' browsers need the cores; workers have a test of their own (serve/cluster.test.ts).
  WEB_CONCURRENCY: '1',
  GOOGLE_ISSUER: oidcIssuer,
  GOOGLE_CLIENT_ID: DEV_GOOGLE_CLIENT.clientId,
  GOOGLE_CLIENT_SECRET: DEV_GOOGLE_CLIENT.clientSecret,
  // Classes synced from the providers' fakes (Clever stays off: no CLEVER_CLIENT_ID, so no Clever button).
  GOOGLE_CLASSROOM_API_URL: classroomFakeUrl,
  GOOGLE_OAUTH_URL: classroomFakeUrl,
  GOOGLE_TOKEN_URL: `${classroomFakeUrl}/token`,
  WONDE_API_URL: wondeFakeUrl,
  NIGHTLY_SYNC: 'off',
  NIGHTLY_PRUNE: 'off',
});

/** Each server starts on an empty database: its PostgreSQL database made anew, or its PGlite folder removed. */
function freshDatabase(server: 'demo' | 'fresh', dir: string): string {
  const url = e2eDatabaseUrl(server);
  return url ? `node --import tsx e2e/reset-database.ts "${url}"` : `rm -rf "${dir}"`;
}

/**
 * The end-to-end suite drives the built app in Debian's Chromium against a real server
 * on a fresh embedded database seeded with the demo school.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: path.join(root, 'e2e/.artifacts/results'),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous: axe over a page of typeset maths is slow on two busy cores, and two workers each with
  // a browser and the app's servers share them (journeys ran three times slower on 25 Nov 2026's
  // runner than before, timing out while doing nothing wrong); a hang still fails.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: LAPTOP,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // A trace only of a retried journey: recording one for every journey (a DOM snapshot per action and a
    // screencast) took about 15 % of the run's CPU on two cores, for traces thrown away when the journey
    // passed (29 Nov 2026). To trace a journey that fails here, run it again with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's old headless shell (scripts/ensure-chromium.mjs installs it and says why).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Journeys tagged @alone change what every demo.teacher journey sees (the current school, the
  // sidebar's class in user state, every notification read), so they run one at a time, first, on
  // the demo school as seeded (after the rest, Check's recent work and the calendar's days are full).
  // Journeys on the second server (`*.fresh.e2e.ts`, a school's first day: `test.use({ baseURL: freshBaseUrl })`)
  // touch nothing the demo journeys see, so they need not wait: they run beside the @alone ones, whose one
  // worker would otherwise leave the second idle.
  projects: [
    { name: 'alone', grep: /@alone/, testIgnore: FRESH_JOURNEYS, workers: 1 },
    { name: 'fresh', testMatch: FRESH_JOURNEYS },
    { name: 'journeys', grepInvert: /@alone/, testIgnore: FRESH_JOURNEYS, dependencies: ['alone'] },
  ],
  webServer: [
    {
      command: 'node --import tsx apps/server/src/dev/oidc-dev-server.ts',
      cwd: root,
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        OIDC_DEV_PORT: String(ports.oidc),
        OIDC_DEV_REDIRECT_URIS: [ports.demo, ports.fresh]
          .map((p) => `http://localhost:${p}/oauth-login`)
          .join(','),
      },
    },
    {
      command: 'node --import tsx ops/provider-fakes/main.ts',
      cwd: root,
      // Any answer will do: the fake is up (its profile call answers 401 without a token).
      url: `${classroomFakeUrl}/v1/userProfiles/me`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        CLEVER_FAKE_PORT: String(ports.cleverFake),
        GOOGLE_CLASSROOM_FAKE_PORT: String(ports.classroomFake),
        WONDE_FAKE_PORT: String(ports.wondeFake),
      },
    },
    {
      command: 'node --import tsx e2e/mail-sink.ts',
      cwd: root,
      url: `http://127.0.0.1:${ports.mailHttp}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { MAIL_SINK_SMTP_PORT: String(ports.mailSmtp), MAIL_SINK_HTTP_PORT: String(ports.mailHttp) },
    },
    {
      command: `${freshDatabase('demo', dataDir)} && ${server}`,
      cwd: root,
      url: `http://localhost:${port}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: serverEnv(port, dataDir, e2eDatabaseUrl('demo')),
    },
    {
      // A school's first day: the same app on an empty database, no demo schools (sign-up journeys).
      command: `${freshDatabase('fresh', freshDataDir)} && ${server}`,
      cwd: root,
      url: `http://localhost:${ports.fresh}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { ...serverEnv(ports.fresh, freshDataDir, e2eDatabaseUrl('fresh')), DEMO_DATA: 'off' },
    },
  ],
});
