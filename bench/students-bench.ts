import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { hashPassword } from '../apps/server/src/auth/passwords.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { groupStudents, groups, groupYearGroups, students, users } from '../apps/server/src/db/schema.ts';
import { SchoolStudentsRepository } from '../apps/server/src/modules/school-students/school-students.repository.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-accounts.ts';
import { seedReferenceData } from '../apps/server/src/seed/seed.ts';
import { insertBenchSchool } from './lib/bench-school.ts';
import { percentile, runLoad } from './lib/load.ts';
import { freshDataDir, freshPostgresDatabase, startServer } from './lib/server-process.ts';
import { signIn } from './lib/sign-in.ts';
import { printTable } from './lib/table.ts';

const STUDENTS = 2000;
const CLASS_SIZE = 30;
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// Years 7 to 13 (country year group ids 8 to 14).
const YEAR_IDS = [8, 9, 10, 11, 12, 13, 14];
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

interface Prepared {
  schoolId: number;
  teacherUserName: string;
  groupId: number;
}

/**
 * A school of 2,000 students in classes of 30 across Years 7–13, one in ten archived, written straight
 * into the database before the server starts (PGlite belongs to one process).
 */
async function prepare(database: Database): Promise<Prepared> {
  await database.migrate();
  await seedReferenceData(database.db);
  const passwordHash = await hashPassword(DEMO_PASSWORD, loadConfig().argon2);
  const tag = randomUUID().slice(0, 8);
  return database.db.transaction(async (tx) => {
    const teacherUserName = `students.teacher.${tag}`;
    const { school } = await insertBenchSchool(tx, {
      name: `Students bench ${tag}`,
      city: 'York',
      teacherUserName,
      passwordHash,
    });
    const groupIds: number[] = [];
    for (let c = 0; c * CLASS_SIZE < STUDENTS; c++) {
      const [group] = await tx
        .insert(groups)
        .values({
          schoolId: school.id,
          code: `${7 + (c % 7)}${String.fromCharCode(65 + Math.floor(c / 7))}/Ma`,
        })
        .returning();
      if (!group) throw new Error('bench class not created');
      groupIds.push(group.id);
      await tx
        .insert(groupYearGroups)
        .values({ groupId: group.id, countryYearGroupId: YEAR_IDS[c % 7] ?? 8, schoolId: school.id });
      const size = Math.min(CLASS_SIZE, STUDENTS - c * CLASS_SIZE);
      const studentUsers = await tx
        .insert(users)
        .values(
          Array.from({ length: size }, (_, i) => {
            const n = c * CLASS_SIZE + i;
            return {
              roles: ['Student'],
              firstName: FIRST_NAMES[n % FIRST_NAMES.length] ?? 'Sam',
              lastName: `${LAST_NAMES[(n * 7) % LAST_NAMES.length]}${n % 13 === 0 ? '-Ward' : ''}`,
              userName: `students.bench.${tag}.${n}`,
            };
          }),
        )
        .returning({ id: users.id });
      const rows = await tx
        .insert(students)
        .values(studentUsers.map((u, i) => ({ userId: u.id, schoolId: school.id, isArchived: i % 10 === 9 })))
        .returning({ id: students.id });
      await tx
        .insert(groupStudents)
        .values(rows.map((s) => ({ groupId: group.id, studentId: s.id, schoolId: school.id })));
    }
    return { schoolId: school.id, teacherUserName, groupId: groupIds[3] ?? 0 };
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
  const postgresUrl = await freshPostgresDatabase();
  const engines: Array<'pglite' | 'postgres'> = ['pglite'];
  if (postgresUrl) engines.push('postgres');
  else console.log('PostgreSQL not reachable: PostgreSQL rows skipped.\n');
  const only = process.env.BENCH_ENGINE;
  if (only) engines.splice(0, engines.length, ...engines.filter((e) => e === only));

  const rows: Array<Array<string | number>> = [];
  for (const engine of engines) {
    const dataDir = engine === 'pglite' ? freshDataDir() : undefined;
    const database = await openDatabase(
      engine === 'pglite' ? { dataDir } : { databaseUrl: postgresUrl ?? '' },
    );
    let prepared: Prepared;
    try {
      const started = performance.now();
      prepared = await prepare(database);
      // A school's rows are there for weeks before anyone lists them: give the planner the statistics
      // autovacuum would have gathered by then (without them it joins every student to every user).
      await database.query('analyze', []);
      console.log(
        `${engine}: ${STUDENTS} students prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      rows.push(...(await directQueries(database, prepared.schoolId, engine)));
    } finally {
      await database.close();
    }
    const server = await startServer({
      engine,
      port: 3304,
      ...(dataDir && { dataDir }),
      ...(engine === 'postgres' && postgresUrl && { databaseUrl: postgresUrl }),
    });
    try {
      const { accessToken } = await signIn(server, prepared.teacherUserName);
      const headers = { authorization: `Bearer ${accessToken}` };
      const list = `${server.url}/api/v3/schools/${prepared.schoolId}/students`;
      const calls = [
        ['first page (50, active)', list],
        ['page 20', `${list}?request.skip=950`],
        ['search "smith ava"', `${list}?request.filter.searchText=smith%20ava`],
        ['one class', `${list}?request.filter.groupIds=${prepared.groupId}`],
        ['Year 9, all statuses', `${list}?request.filter.yearGroupId=10&request.filter.archiveStatus=all`],
        ['CSV export, all 2,000', `${list}/export?format=csv&request.filter.archiveStatus=all`],
      ] as const;
      for (const [name, url] of calls) {
        const r = await runLoad({ url, headers, connections: CONNECTIONS, durationSeconds: SECONDS });
        rows.push([engine, name, r.perSecond, r.p50, r.p95, r.p99, r.errors + r.non2xx]);
      }
    } finally {
      await server.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `\nThe students list of a ${STUDENTS}-student school, ${CONNECTIONS} connections, ${SECONDS} s each (ms)\n`,
  );
  printTable(['engine', 'call', 'req/s', 'p50', 'p95', 'p99', 'errors'], rows);
  console.log('Target (issue 13 point 7): the list p95 ≤ 30 ms on PostgreSQL.\n');
}
