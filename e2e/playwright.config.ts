import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, 'e2e/.artifacts/data');

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
  // Generous: axe over a page of typeset maths is slow on two busy cores; a hang still fails.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  projects: [
    { name: 'alone', grep: /@alone/, workers: 1 },
    { name: 'journeys', grepInvert: /@alone/, dependencies: ['alone'] },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && node --import tsx apps/server/src/main.ts`,
    cwd: root,
    url: `http://localhost:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOGIN_REQUESTS_PER_MINUTE: '10000' },
  },
});
