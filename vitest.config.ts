import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * One test run, several projects: pure packages and the server's unit tests in Node,
 * the web app in happy-dom, and the API suite on PGlite (always) and on real PostgreSQL
 * (when TEST_DATABASE_URL is set).
 */
const apiProjects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'api-pglite',
      include: ['apps/server/src/**/*.api.test.ts'],
      environment: 'node',
      env: { TEST_DB: 'pglite' },
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  apiProjects.push({
    test: {
      name: 'api-postgres',
      include: ['apps/server/src/**/*.api.test.ts'],
      environment: 'node',
      env: { TEST_DB: 'postgres' },
      isolate: false,
      globalSetup: ['apps/server/src/test/global-setup-postgres.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // ops/: the fault tests (issue 24), each starting its own server and database processes.
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'ops/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: ['apps/server/src/**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          // A window per file (isolate: false ran the web files 5 times faster, but a screen left by one
          // file met the next file's tests in the shared window, e.g. the cookie banner's one-per-page store).
          // Room for a few findBy waits of 4 s each (see setup.ts).
          testTimeout: 15_000,
        },
      },
      ...apiProjects,
    ],
  },
});
