import { describe, expect, it } from 'vitest';
import { processPlan } from './process-plan.ts';

const postgres = 'postgres://localhost/mathsight';

describe('processPlan', () => {
  it('runs one worker per core on PostgreSQL unless WEB_CONCURRENCY says otherwise', () => {
    expect(processPlan({ databaseUrl: postgres, webConcurrency: 0, databasePoolSize: 0 }, 4)).toMatchObject({
      mode: 'cluster',
      workers: 4,
    });
    expect(processPlan({ databaseUrl: postgres, webConcurrency: 3, databasePoolSize: 0 }, 8)).toMatchObject({
      mode: 'cluster',
      workers: 3,
    });
    expect(processPlan({ databaseUrl: postgres, webConcurrency: 1, databasePoolSize: 0 }, 8)).toMatchObject({
      mode: 'cluster',
      workers: 1,
    });
  });

  it('keeps PGlite in one process, saying so when WEB_CONCURRENCY asked for more', () => {
    expect(processPlan({ databaseUrl: undefined, webConcurrency: 0, databasePoolSize: 0 }, 8)).toMatchObject({
      mode: 'single',
      workers: 1,
      ignoredConcurrency: false,
    });
    expect(processPlan({ databaseUrl: undefined, webConcurrency: 4, databasePoolSize: 0 }, 8)).toMatchObject({
      mode: 'single',
      workers: 1,
      ignoredConcurrency: true,
    });
  });

  it('runs one process under node --watch (npm run dev:server), even on PostgreSQL', () => {
    expect(
      processPlan({ databaseUrl: postgres, webConcurrency: 0, databasePoolSize: 0 }, 4, true),
    ).toMatchObject({ mode: 'single', workers: 1 });
  });

  it('shares about 60 connections among the workers (4 to 20 each), or takes DATABASE_POOL_SIZE', () => {
    const pool = (workers: number, databasePoolSize = 0) =>
      processPlan({ databaseUrl: postgres, webConcurrency: workers, databasePoolSize }, 2).poolSize;
    expect(pool(1)).toBe(20);
    expect(pool(2)).toBe(20);
    expect(pool(4)).toBe(15);
    expect(pool(8)).toBe(7);
    expect(pool(32)).toBe(4);
    expect(pool(8, 12)).toBe(12);
  });
});
