import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type ListOptions, planListSql } from '../apps/server/src/work/assignment-list-sql.ts';
import { percentile, runLoad } from './lib/load.ts';
import { freshPostgresDatabase, type RunningServer, startServer } from './lib/server-process.ts';
import { signIn } from './lib/sign-in.ts';
import { printTable } from './lib/table.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ASSIGNMENTS = 200;
const SQL_RUNS = 2000;
const DAY_MS = 86_400_000;

type Headers = Record<string, string>;

async function api<T>(server: RunningServer, path: string, headers: Headers, body?: object): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...headers },
    ...(body && { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * The demo school (Oakfield) gets 200 assignments across all of its classes, set through the real
 * POST /api/v3/quizzes/{id}/assignments: end dates from about 105 days ago to 45 days ahead, so
 * both tabs have full pages; every fifth is set for two classes.
 */
async function seedPlan(server: RunningServer) {
  const teacher = await signIn(server, 'demo.teacher');
  const admin = await signIn(server, 'demo.admin');
  const headers = { authorization: `Bearer ${teacher.accessToken}` };
  type Me = { schoolId: number; groups: Array<{ groupId: number }> };
  const me = await api<Me>(server, '/api/v4/users/me?includes=groups', headers);
  const adminMe = await api<Me>(server, `/api/v4/users/me?includes=groups&schoolId=${me.schoolId}`, {
    authorization: `Bearer ${admin.accessToken}`,
  });
  const classes = [...new Set([...me.groups, ...adminMe.groups].map((g) => g.groupId))].sort((a, b) => a - b);
  const quizzes = await api<{ items: Array<{ quizId: number }> }>(
    server,
    '/api/v3/quizzes?request.take=100',
    headers,
  );
  const now = Date.now();
  for (let i = 0; i < ASSIGNMENTS; i++) {
    const end = now + (i - 140) * 0.75 * DAY_MS;
    const quiz = quizzes.items[i % quizzes.items.length]?.quizId;
    const groupIds = [classes[i % classes.length] ?? 0];
    if (i % 5 === 0) groupIds.push(classes[(i + 1) % classes.length] ?? 0);
    await api(server, `/api/v3/quizzes/${quiz}/assignments`, headers, {
      schoolId: me.schoolId,
      groupIds: [...new Set(groupIds)],
      startDate: new Date(end - 7 * DAY_MS).toISOString(),
      endDate: new Date(end).toISOString(),
    });
  }
  return { schoolId: me.schoolId, headers, classes: classes.length };
}

/** The plan list's own statement (planListSql), run directly with pg on one connection in a loop. */
async function timeSql(databaseUrl: string, options: ListOptions) {
  const { sql, params } = new PgDialect().sqlToQuery(planListSql(options));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let i = 0; i < 100; i++) await client.query(sql, params);
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < SQL_RUNS; i++) {
      const started = performance.now();
      const result = await client.query(sql, params);
      times.push(performance.now() - started);
      rows = result.rowCount ?? 0;
    }
    times.sort((a, b) => a - b);
    const explain = await client.query(`explain (analyze, format json) ${sql}`, params);
    const plan = (explain.rows[0] as { 'QUERY PLAN': Array<{ 'Execution Time': number }> })['QUERY PLAN'][0];
    return {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      rows,
      executionMs: plan?.['Execution Time'] ?? NaN,
    };
  } finally {
    await client.end();
  }
}

/** The plan list for a school with 200 assignments under 50 connections, beside its SQL run directly. */
export async function benchPlan() {
  const postgresUrl = await freshPostgresDatabase();
  const engines: Array<{ engine: 'pglite' | 'postgres'; databaseUrl?: string }> = [{ engine: 'pglite' }];
  if (postgresUrl) engines.push({ engine: 'postgres', databaseUrl: postgresUrl });
  else console.log('PostgreSQL not reachable: PostgreSQL rows skipped.\n');

  const httpRows: Array<Array<string | number>> = [];
  const sqlRows: Array<Array<string | number>> = [];
  for (const { engine, databaseUrl } of engines) {
    let server = await startServer({ engine, port: 3301, ...(databaseUrl && { databaseUrl }) });
    try {
      const started = performance.now();
      const { schoolId, headers, classes } = await seedPlan(server);
      const seedSeconds = (performance.now() - started) / 1000;
      console.log(
        `${engine}: ${ASSIGNMENTS} assignments across ${classes} classes set through the API in ${seedSeconds.toFixed(1)} s`,
      );
      const list = `${server.url}/api/v3/schools/${schoolId}/assignments`;
      const calls = [
        ['plan list, Upcoming (default, 30 a page), cached', list],
        ['plan list, Done, page 2', `${list}?request.filter.tab=Done&request.skip=30`],
        ['plan list, Done, searchText', `${list}?request.filter.tab=Done&request.filter.searchText=year`],
      ] as const;
      for (const [name, url] of calls) {
        const r = await runLoad({ url, headers, connections: CONNECTIONS, durationSeconds: SECONDS });
        httpRows.push([engine, name, r.perSecond, r.p50, r.p95, r.p99, r.errors + r.non2xx]);
      }
      if (databaseUrl) {
        // The same list with the plan cache off: every request reads PostgreSQL (the worst case).
        await server.stop();
        server = await startServer({ engine, port: 3301, databaseUrl, env: { PLAN_CACHE_SECONDS: '0' } });
        const { accessToken } = await signIn(server);
        const uncached = await runLoad({
          url: `${server.url}/api/v3/schools/${schoolId}/assignments`,
          headers: { authorization: `Bearer ${accessToken}` },
          connections: CONNECTIONS,
          durationSeconds: SECONDS,
        });
        httpRows.push([
          engine,
          'plan list, Upcoming, cache off (PLAN_CACHE_SECONDS=0)',
          uncached.perSecond,
          uncached.p50,
          uncached.p95,
          uncached.p99,
          uncached.errors + uncached.non2xx,
        ]);
        const base = { schoolId, words: [], skip: 0, take: 30 };
        const upcoming = await timeSql(databaseUrl, {
          ...base,
          now: new Date(),
          tab: 'Upcoming',
          sort: { field: 'EndDate', descending: false },
        });
        const done = await timeSql(databaseUrl, {
          ...base,
          now: new Date(),
          tab: 'Done',
          skip: 30,
          sort: { field: 'EndDate', descending: true },
        });
        for (const [name, r] of [
          ['planListSql, Upcoming', upcoming],
          ['planListSql, Done, page 2', done],
        ] as const) {
          sqlRows.push([engine, name, r.rows, r.p50, r.p95, r.executionMs]);
        }
      }
    } finally {
      await server.stop();
    }
  }
  console.log(`\nThe plan list over HTTP, ${CONNECTIONS} connections, ${SECONDS} s each (latency in ms)\n`);
  printTable(['engine', 'call', 'req/s', 'p50', 'p95', 'p99', 'errors'], httpRows);
  if (sqlRows.length) {
    console.log(`The same statement run directly with pg, one connection, ${SQL_RUNS} runs (ms)\n`);
    printTable(['engine', 'query', 'rows', 'p50', 'p95', 'server execution (explain analyze)'], sqlRows);
  }
  console.log('Target: the plan list p95 ≤ 30 ms on PostgreSQL under 50 connections.\n');
}
