import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedContent } from '../apps/server/src/seed/content-seed.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-accounts.ts';
import { buildContent } from '../packages/content/src/content.ts';
import { runLoad } from './lib/load.ts';
import { freshPostgresDatabase, startServer } from './lib/server-process.ts';
import { printTable } from './lib/table.ts';

const SEARCHES = ['fractions', 'angles triangle', 'numerators denominators', 'ratio', ''];
// Latency is read at a light, realistic load: a few teachers searching at once on one node.
const CONNECTIONS = 4;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);

/** Topic search latency over the whole bank on each engine, and the time to seed the content. */
export async function benchContent() {
  const rows: Array<Array<string | number>> = [];
  const seedRows: Array<Array<string | number>> = [];

  let t = performance.now();
  const content = buildContent();
  const buildMs = performance.now() - t;
  seedRows.push(['build the bank in memory', content.questions.length, buildMs]);

  const pglite = await openDatabase({ dataDir: 'memory://' });
  await pglite.migrate();
  t = performance.now();
  await seedContent(pglite.db, content);
  seedRows.push(['seed an empty PGlite', content.questions.length, performance.now() - t]);
  await pglite.close();

  const postgresUrl = await freshPostgresDatabase();
  if (postgresUrl) {
    const pg = await openDatabase({ databaseUrl: postgresUrl });
    await pg.migrate();
    t = performance.now();
    await seedContent(pg.db, content);
    seedRows.push(['seed an empty PostgreSQL', content.questions.length, performance.now() - t]);
    await pg.close();
  }

  const engines: Array<{ engine: 'pglite' | 'postgres'; databaseUrl?: string }> = [{ engine: 'pglite' }];
  const freshUrl = await freshPostgresDatabase();
  if (freshUrl) engines.push({ engine: 'postgres', databaseUrl: freshUrl });
  for (const { engine, databaseUrl } of engines) {
    const server = await startServer({ engine, port: 3301, ...(databaseUrl && { databaseUrl }) });
    try {
      const login = await fetch(`${server.url}/api/v3/tokens/login-redirect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo.teacher', password: DEMO_PASSWORD }),
      });
      const { refreshToken } = (await login.json()) as { refreshToken: string };
      const access = await fetch(
        `${server.url}/api/v3/tokens/access?refreshToken=${encodeURIComponent(refreshToken)}`,
      );
      const { accessToken } = (await access.json()) as { accessToken: string };
      for (const searchText of SEARCHES) {
        const url = `${server.url}/api/v3/topic-pathway-collections/search?request.take=999&request.filter.collectionId=all&request.filter.searchText=${encodeURIComponent(searchText)}`;
        const hits = (
          (await (await fetch(url, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as {
            total: number;
          }
        ).total;
        const r = await runLoad({
          url,
          headers: { authorization: `Bearer ${accessToken}` },
          connections: CONNECTIONS,
          durationSeconds: SECONDS,
        });
        rows.push([
          engine,
          searchText || '(everything)',
          hits,
          r.perSecond,
          r.p50,
          r.p95,
          r.p99,
          r.errors + r.non2xx,
        ]);
      }
    } finally {
      await server.stop();
    }
  }
  console.log(`Topic search over the whole bank, ${CONNECTIONS} connections, ${SECONDS} s per search (ms)\n`);
  printTable(['engine', 'search', 'topics', 'req/s', 'p50', 'p95', 'p99', 'errors'], rows);
  console.log('Target: p95 ≤ 20 ms.\n');
  console.log('Seeding the maths content (ms)\n');
  printTable(['step', 'questions', 'ms'], seedRows);
  console.log('Target: ≤ 30 s.\n');
}
