import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { TEST_WORKERS } from './apps/server/src/test/test-workers.ts';

/**
 * One test run, several projects: pure packages and the server's unit tests in Node,
 * the web app in happy-dom, and the API suite on PGlite (always) and on real PostgreSQL
 * (when TEST_DATABASE_URL is set).
 */
const apiProjects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'api-pglite',
      maxWorkers: TEST_WORKERS,
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
      maxWorkers: TEST_WORKERS,
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

const ISOLATED = 'src/**/*.isolated.test.{ts,tsx}';

function webProject(
  name: string,
  files: { include: string[]; exclude?: string[]; isolate?: boolean },
): TestProjectInlineConfiguration {
  return {
    extends: './apps/web/vite.config.ts',
    test: {
      name,
      // Every project states the count: Vitest refuses projects of one group with different counts, and a
      // project extending its own Vite config would otherwise take the default.
      maxWorkers: TEST_WORKERS,
      root: './apps/web',
      ...files,
      environment: 'happy-dom',
      setupFiles: ['./src/test/setup.ts'],
      // Room for a few findBy waits of 4 s each (see setup.ts).
      testTimeout: 15_000,
    },
  };
}

export default defineConfig({
  test: {
    // Two files at once on two cores (Vitest's default would be one); see test-workers.ts.
    maxWorkers: TEST_WORKERS,
    projects: [
      {
        test: {
          name: 'unit',
          maxWorkers: TEST_WORKERS,
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
          // The content tests build the whole bank in a hook (about 10 s on a busy machine, the default limit)
          // and validate all of it in one test (about 6 s, past the default 5 s), as the API tests allow.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      // The web app's files share one window and one module graph (isolate: false): a fresh window per file
      // spent most of the web run starting (400 s against 119 s on 29 Nov 2026). setup.ts clears what a test
      // leaves in the window. A file that needs modules of its own (a vi.mock, a library's first load, a
      // module-level store from scratch) is named *.isolated.test.tsx and runs alone in web-isolated
      // (scripts/web-test-isolation.test.ts holds the rule).
      webProject('web', { include: ['src/**/*.test.{ts,tsx}'], exclude: [ISOLATED], isolate: false }),
      webProject('web-isolated', { include: [ISOLATED] }),
      ...apiProjects,
    ],
  },
});
