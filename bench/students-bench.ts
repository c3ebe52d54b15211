import type { Database } from '../apps/server/src/db/client.ts';
import { SchoolStudentsRepository } from '../apps/server/src/modules/school-students/school-students.repository.ts';
import { type BenchStudentSchool, prepareBenchStudentSchool } from './lib/bench-student-school.ts';
import { type BenchEngine, onEachEngine } from './lib/each-engine.ts';
import { percentile, runLoad } from './lib/load.ts';
import { signIn } from './lib/sign-in.ts';
import { printTable } from './lib/table.ts';

const STUDENTS = 2000;
const CLASS_SIZE = 30;
const CONNECTION_COUNTS = [1, 10];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LAST_NAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Khan',
];
const FIRST_NAMES = [
  'Amelia',
  'Oliver',
  'Isla',
  'George',
  'Ava',
  'Noah',
  'Mia',
  'Leo',
  'Zoë',
  'Arjun',
  'Freya',
];

/** A school of 2,000 students in classes of 30, one in ten archived. */
function prepare(database: Database): Promise<BenchStudentSchool> {
  return prepareBenchStudentSchool(database, {
    prefix: 'students',
    city: 'York',
    students: STUDENTS,
    classSize: CLASS_SIZE,
    student: (n) => ({
      firstName: FIRST_NAMES[n % FIRST_NAMES.length] ?? 'Sam',
      lastName: `${LAST_NAMES[(n * 7) % LAST_NAMES.length]}${n % 13 === 0 ? '-Ward' : ''}`,
      isArchived: (n % CLASS_SIZE) % 10 === 9,
    }),
  });
}

/**
 * The list's own SQL for comparison: the repository's two statements (the page with its count, then
 * its classes) called directly, one at a time, 200 times each, no HTTP, no JSON, no sign-in check.
 */
async function directQueries(database: Database, schoolId: number, engine: string) {
  const repository = new SchoolStudentsRepository(database.db);
  const queries = [
    ['first page (50, active)', { archiveStatus: 'active' as const, skip: 0 }],
    ['Year 9, all statuses', { archiveStatus: 'all' as const, skip: 0, yearGroupId: 10 }],
  ] as const;
  const out: Array<Array<string | number>> = [];
  for (const [name, filter] of queries) {
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      await repository.list({ schoolId, words: [], take: 50, ...filter });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const round = (x: number) => Math.round(x * 100) / 100;
    out.push([
      engine,
      `${name}: its SQL directly`,
      // One caller, no HTTP: no connections to speak of and no rate; the percentiles under their own headers.
      1,
      '',
      round(percentile(times, 50)),
      round(percentile(times, 95)),
      round(percentile(times, 99)),
      0,
    ]);
  }
  return out;
}

/** GET schools/{id}/students for a school of 2,000 under 10 connections, on PGlite and PostgreSQL. */
export async function benchStudents() {
  const rows: Array<Array<string | number>> = [];
  const prepareAndQuery = async (database: Database, engine: BenchEngine) => {
    const started = performance.now();
    const prepared = await prepare(database);
    console.log(
      `${engine}: ${STUDENTS} students prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    rows.push(...(await directQueries(database, prepared.schoolId, engine)));
    return prepared;
  };
  await onEachEngine(3304, prepareAndQuery, async (server, prepared, engine) => {
    const { accessToken } = await signIn(server, prepared.teacherUserName);
    const headers = { authorization: `Bearer ${accessToken}` };
    const list = `${server.url}/api/v3/schools/${prepared.schoolId}/students`;
    const calls = [
      ['first page (50, active)', list],
      ['page 20', `${list}?request.skip=950`],
      ['search "smith ava"', `${list}?request.filter.searchText=smith%20ava`],
      ['one class', `${list}?request.filter.groupIds=${prepared.groupIds[3]}`],
      ['Year 9, all statuses', `${list}?request.filter.yearGroupId=10&request.filter.archiveStatus=all`],
      ['CSV export, all 2,000', `${list}/export?format=csv&request.filter.archiveStatus=all`],
    ] as const;
    // One connection is the wait a teacher sees; ten are a staff room at once on one server process
    // (their p95 is mostly queueing behind each other on its single thread).
    for (const [name, url] of calls) {
      for (const connections of CONNECTION_COUNTS) {
        const r = await runLoad({ url, headers, connections, durationSeconds: SECONDS });
        rows.push([engine, name, connections, r.perSecond, r.p50, r.p95, r.p99, r.errors + r.non2xx]);
      }
    }
  });
  console.log(`\nThe students list of a ${STUDENTS}-student school, ${SECONDS} s each (ms)\n`);
  printTable(['engine', 'call', 'connections', 'req/s', 'p50', 'p95', 'p99', 'errors'], rows);
  console.log('Target (issue 13 point 7): the list p95 ≤ 30 ms on PostgreSQL.\n');
}
