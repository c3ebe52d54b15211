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

/**
 * Web tests that need their modules as a page first loads them, so they get a window and modules of their own:
 * a lazily loaded library not yet arrived (KaTeX), a module-level store no earlier file has touched (the
 * cookie banner's one-per-page store, reopened by a footer's "Cookie settings" elsewhere).
 */
const OWN_MODULE_WEB_TESTS = [
  'src/shared/question/math-text.test.tsx',
  'src/shared/ui/cookie-banner.test.tsx',
];

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
          exclude: [...OWN_MODULE_WEB_TESTS, '**/node_modules/**'],
          environment: 'happy-dom',
          // One window and one module graph for every file, one after another (about four times faster than a
          // window per file on two cores): setup.ts clears what a test leaves in the window and the stores.
          isolate: false,
          setupFiles: ['./src/test/setup.ts'],
          // Room for a few findBy waits of 4 s each (see setup.ts).
          testTimeout: 15_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web-own-module',
          root: './apps/web',
          include: [...OWN_MODULE_WEB_TESTS],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      ...apiProjects,
    ],
  },
});
