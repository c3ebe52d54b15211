import type autocannon from 'autocannon';
import { hashPassword, verifyPassword } from '../apps/server/src/auth/passwords.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-accounts.ts';
import { runLoad } from './lib/load.ts';
import { freshPostgresDatabase, type RunningServer, startServer } from './lib/server-process.ts';
import { signIn } from './lib/sign-in.ts';
import { printTable } from './lib/table.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

/** Sign-in and users/me under 50 connections on each engine, beside the trivial-route ceiling. */
export async function benchAuth() {
  const rows: Array<Array<string | number>> = [];
  const postgresUrl = await freshPostgresDatabase();
  const engines: Array<{ engine: 'pglite' | 'postgres'; databaseUrl?: string }> = [{ engine: 'pglite' }];
  if (postgresUrl) engines.push({ engine: 'postgres', databaseUrl: postgresUrl });
  else console.log('PostgreSQL not reachable: PostgreSQL rows skipped.\n');

  for (const { engine, databaseUrl } of engines) {
    const server = await startServer({ engine, port: 3300, ...(databaseUrl && { databaseUrl }) });
    try {
      const { accessToken } = await signIn(server);
      const chains = await refreshChains(server, CONNECTIONS);
      const ceiling = await runLoad({
        url: `${server.url}/healthz`,
        connections: CONNECTIONS,
        durationSeconds: SECONDS,
      });
      const me = await runLoad({
        url: `${server.url}/api/v4/users/me?includes=groups,teachers,feature-flags,user-state`,
        headers: { authorization: `Bearer ${accessToken}` },
        connections: CONNECTIONS,
        durationSeconds: SECONDS,
      });
      const access = await runLoad({
        url: `${server.url}/api/v3/tokens/access`,
        requests: [followRotation(chains)],
        connections: CONNECTIONS,
        durationSeconds: SECONDS,
      });
      const login = await runLoad({
        url: `${server.url}/api/v3/tokens/login-redirect`,
        method: 'POST',
        body: JSON.stringify({ username: 'demo.teacher', password: DEMO_PASSWORD }),
        connections: CONNECTIONS,
        durationSeconds: SECONDS,
      });
      const share = (me.perSecond / ceiling.perSecond) * 100;
      for (const [name, r] of [
        ['trivial route (GET /healthz)', ceiling],
        ['users/me (all includes)', me],
        ['tokens/access', access],
        ['sign-in (login-redirect, argon2id)', login],
      ] as const) {
        rows.push([engine, name, r.perSecond, r.p50, r.p95, r.p99, r.errors + r.non2xx]);
      }
      rows.push([engine, 'users/me share of ceiling', `${share.toFixed(1)} %`, '', '', '', '']);
    } finally {
      await server.stop();
    }
  }
  console.log(`Sign-in and users/me, ${CONNECTIONS} connections, ${SECONDS} s each (latency in ms)\n`);
  printTable(['engine', 'call', 'req/s', 'p50', 'p95', 'p99', 'errors'], rows);
  console.log(
    'Targets: users/me p95 ≤ 10 ms and ≥ 40 % of the trivial route; argon2id at 19 MiB, 2 iterations.\n',
  );

  await benchArgon2();
}

/** One sign-in per connection, so each connection follows its own chain of refresh tokens as a browser tab does. */
async function refreshChains(server: RunningServer, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) tokens.push((await signIn(server)).refreshToken);
  return tokens;
}

/** Each exchange answers a new refresh token (decision 0009): the connection sends that one next. */
function followRotation(chains: string[]): autocannon.Request {
  let next = 0;
  return {
    setupRequest: (request, context: { token?: string }) => {
      context.token ??= chains[next++ % chains.length];
      return { ...request, headers: { ...request.headers, 'x-refresh-token': context.token ?? '' } };
    },
    onResponse: (status, body, context: { token?: string }) => {
      if (status === 200) context.token = (JSON.parse(body) as { refreshToken: string }).refreshToken;
    },
  };
}

/** The password hash's own cost, one at a time, at the production parameters. */
async function benchArgon2() {
  const { argon2 } = loadConfig();
  const runs = 20;
  const hashed = await hashPassword('correct horse battery staple', argon2);
  const hashTimes: number[] = [];
  const verifyTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    await hashPassword(`password-${i}`, argon2);
    hashTimes.push(performance.now() - t);
    t = performance.now();
    await verifyPassword(hashed, 'correct horse battery staple');
    verifyTimes.push(performance.now() - t);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  console.log(
    `argon2id cost (m=${argon2.memoryCost} KiB, t=${argon2.timeCost}, p=${argon2.parallelism}), ${runs} runs\n`,
  );
  printTable(
    ['operation', 'median ms'],
    [
      ['hash', median(hashTimes)],
      ['verify', median(verifyTimes)],
    ],
  );
}
