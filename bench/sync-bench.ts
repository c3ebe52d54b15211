import type { SyncRun } from '@mathsight/contract/roster-sync.ts';
import type { RunningFake } from '../ops/provider-fakes/fault-layer.ts';
import { largeDistrict } from '../ops/provider-fakes/roster-data.ts';
import { startWondeFake } from '../ops/provider-fakes/wonde-fake.ts';
import { prepareBenchStudentSchool } from './lib/bench-student-school.ts';
import { onEachEngine } from './lib/each-engine.ts';
import { signIn } from './lib/sign-in.ts';
import { printTable } from './lib/table.ts';

const DISTRICT_STUDENTS = 3000;
const TARGET_SECONDS = 60;

/**
 * `npm run bench -- sync` (issue 28 point 6): a 3,000-student district (about 100 sections, 100 teachers, some
 * duplicate section names) synced from the Wonde fake into a school through the real server, on each engine:
 * the preview, the first apply (every class and student made) and a second apply (nothing to change), each
 * timed from the POST to the run's end, read from the run as the sync screen reads it.
 */
export async function benchSync() {
  const fake: RunningFake = await startWondeFake();
  fake.setRoster(largeDistrict(DISTRICT_STUDENTS));
  // The server reads Wonde at the fake (it inherits this process's environment).
  process.env.WONDE_API_URL = fake.url;
  const rows: Array<Array<string | number>> = [];
  try {
    await onEachEngine(
      3307,
      (database) =>
        prepareBenchStudentSchool(database, {
          prefix: 'sync',
          city: 'York',
          students: 30,
          classSize: 30,
          administrator: true,
          student: (n) => ({ firstName: 'Existing', lastName: `Student${n}` }),
        }),
      async (server, prepared, engine) => {
        const { accessToken } = await signIn(server, prepared.teacherUserName);
        const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
        const base = `${server.url}/api/v3/schools/${prepared.schoolId}/sync/wonde`;
        const connect = await fetch(`${base}/connection`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ wondeSchoolId: 'district-large', token: 'bench-token' }),
        });
        if (!connect.ok) throw new Error(`connect answered ${connect.status}: ${await connect.text()}`);
        const run = async (label: string, mode: 'preview' | 'apply') => {
          const started = performance.now();
          const answer = await fetch(base, { method: 'POST', headers, body: JSON.stringify({ mode }) });
          if (answer.status !== 202)
            throw new Error(`${label} answered ${answer.status}: ${await answer.text()}`);
          let body = (await answer.json()) as SyncRun;
          while (body.status === 'running') {
            await new Promise((resolve) => setTimeout(resolve, 50));
            body = (await (await fetch(`${base}/runs/${body.runId}`, { headers })).json()) as SyncRun;
          }
          const seconds = (performance.now() - started) / 1000;
          if (body.status !== 'done') throw new Error(`${label} failed: ${body.error}`);
          const c = body.counts;
          rows.push([
            engine,
            label,
            seconds.toFixed(1),
            `${c?.classesAdded ?? 0} classes, ${c?.studentsAdded ?? 0} students added; ${c?.leftAlone ?? 0} left alone; ${c?.misSyncs ?? 0} mis-syncs`,
          ]);
        };
        await run('preview', 'preview');
        await run('first apply', 'apply');
        await run('second apply (no change)', 'apply');
      },
    );
  } finally {
    delete process.env.WONDE_API_URL;
    await fake.close();
  }
  console.log(
    `\nA ${DISTRICT_STUDENTS}-student district synced from the Wonde fake, from POST to the run's end (s)\n`,
  );
  printTable(['engine', 'run', 'seconds', 'what it found'], rows);
  console.log(
    `Target (issue 28 point 6): a ${DISTRICT_STUDENTS}-student district synced in under ${TARGET_SECONDS} s.\n`,
  );
}
