import { randomUUID } from 'node:crypto';
import { type BalancedNode, haproxyBinary, startBalancer } from '../ops/lib/haproxy.ts';
import { freePort } from '../ops/lib/temp-postgres.ts';
import { inPool, prepareAnsweringSchool, signInByPassword, startSession } from './lib/answering-school.ts';
import { HttpCaller } from './lib/http-call.ts';
import { percentile, runLoad } from './lib/load.ts';
import { freshPostgresDatabase, type RunningServer, startServer } from './lib/server-process.ts';
import { printTable } from './lib/table.ts';

/**
 * Issue 33 point 5: the answer call and the school report through Debian's HAProxy, with one
 * application node and with three (each one worker process) on one PostgreSQL, in the same run.
 * 200 students answer as fast as they are acknowledged for SECONDS; then ten teachers' connections read
 * the school report of those answers for SECONDS.
 */
const STUDENTS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const NODE_COUNTS = (process.env.BENCH_NODES ?? '1,3').split(',').map(Number);

export async function benchBalancer() {
  const haproxy = haproxyBinary();
  const databaseUrl = await freshPostgresDatabase();
  if (!haproxy || !databaseUrl) {
    console.log('balancer: skipped (needs HAProxy, `sudo apt-get install -y haproxy`, and PostgreSQL).');
    return;
  }
  const work = Object.fromEntries(NODE_COUNTS.map((n) => [`nodes${n}`, `Balanced answers, ${n} nodes`]));
  const school = await prepareAnsweringSchool({ databaseUrl }, { students: STUDENTS, questions: 400, work });
  const rows: Array<Array<string | number>> = [];
  for (const count of NODE_COUNTS) {
    const nodes: BalancedNode[] = [];
    for (let i = 1; i <= count; i++) nodes.push({ name: `node${i}`, port: await freePort() });
    const servers: RunningServer[] = await Promise.all(
      nodes.map((n) =>
        startServer({ engine: 'postgres', port: n.port, databaseUrl, env: { WEB_CONCURRENCY: '1' } }),
      ),
    );
    const balancer = await startBalancer(haproxy, nodes);
    const caller = new HttpCaller(STUDENTS);
    try {
      const headers = await inPool(school.userNames, 20, (u) => signInByPassword(caller, balancer.url, u));
      const assignmentId = school.assignmentIds[`nodes${count}`] ?? 0;
      const sessions = await inPool(headers, 20, (h) => startSession(caller, balancer.url, assignmentId, h));
      const answers = await answerFor(caller, balancer.url, headers, sessions);
      rows.push([
        count,
        'answer (200 students, unpaced)',
        answers.perSecond,
        answers.p50,
        answers.p95,
        [...answers.other].map(([status, n]) => `${n} × ${status}`).join(', ') || 0,
      ]);

      const teacher = await signInByPassword(caller, balancer.url, school.teacherUserName);
      const me = await caller.call(`${balancer.url}/api/v4/users/me`, 'GET', teacher);
      const schoolId = (JSON.parse(me.body) as { userSchools: Array<{ schoolId: number }> }).userSchools[0]
        ?.schoolId;
      const report = await runLoad({
        url: `${balancer.url}/api/v3/schools/${schoolId}/reports/school?months=1`,
        headers: teacher,
        connections: 10,
        durationSeconds: SECONDS,
      });
      rows.push([
        count,
        'school report (10 connections)',
        report.perSecond,
        report.p50,
        report.p95,
        report.errors + report.non2xx,
      ]);
    } finally {
      caller.destroy();
      await balancer.stop();
      await Promise.all(servers.map((s) => s.stop()));
    }
  }
  console.log(
    'Through HAProxy (round robin, health-checked), one PostgreSQL; each node one worker process (ms)\n',
  );
  printTable(['nodes', 'call', 'req/s', 'p50', 'p95', 'errors'], rows);
}

/** Every student answers their session's questions one after another, as fast as acknowledged, for SECONDS. */
async function answerFor(
  caller: HttpCaller,
  base: string,
  headers: Array<Record<string, string>>,
  sessions: Array<{ quizSessionId: number; questions: Array<{ questionId: number }> }>,
) {
  const times: number[] = [];
  let acknowledged = 0;
  const other = new Map<number, number>();
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    sessions.map(async (session, k) => {
      for (const [i, q] of session.questions.entries()) {
        if (performance.now() >= deadline) return;
        const t0 = performance.now();
        const res = await caller.call(
          `${base}/api/v3/quiz-sessions/${session.quizSessionId}/answers`,
          'POST',
          headers[k] ?? {},
          {
            questionId: q.questionId,
            letter: 'ABCD'[i % 4],
            timeTakenMs: 12_000,
            clientAnswerId: randomUUID(),
          },
        );
        times.push(performance.now() - t0);
        if (res.status === 201) acknowledged++;
        else other.set(res.status, (other.get(res.status) ?? 0) + 1);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    perSecond: acknowledged / ((performance.now() - started) / 1000),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    other,
  };
}
