import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/auth/passwords.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import {
  groupStudents,
  groups,
  groupYearGroups,
  students,
  teachers,
  users,
} from '../apps/server/src/db/schema.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-accounts.ts';
import { seedReferenceData } from '../apps/server/src/seed/seed.ts';
import { insertBenchSchool } from './lib/bench-school.ts';
import { HttpCaller } from './lib/http-call.ts';
import { percentile } from './lib/load.ts';
import { freshDataDir, freshPostgresDatabase, startServer } from './lib/server-process.ts';
import { signIn } from './lib/sign-in.ts';
import { printTable } from './lib/table.ts';

const ROWS = 2000;
const SCHOOL_STUDENTS = 2000;
const CLASS_SIZE = 30;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const FIRST = ['Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Noah', 'Mia', 'Leo', 'Zoë', 'Arjun', 'Freya'];
const LAST = ["O'Brien", 'Smith-Jones', 'Nguyễn', 'Patel', 'Williams', 'Khan', 'Davies', 'Evans', 'Hughes'];
const classCode = (c: number) => `${7 + (c % 7)}${String.fromCharCode(65 + Math.floor(c / 7))}/Ma`;
const upnOf = (n: number) => `B${String(n).padStart(12, '0')}`;
const dobOf = (n: number) =>
  `2012-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`;

interface Prepared {
  schoolId: number;
  adminUserName: string;
}

/**
 * A school of 2,000 students (with UPNs and dates of birth) in classes of 30 across Years 7–13 and an
 * administrator, written straight into the database before the server starts.
 */
async function prepare(database: Database): Promise<Prepared> {
  await database.migrate();
  await seedReferenceData(database.db);
  const passwordHash = await hashPassword(DEMO_PASSWORD, loadConfig().argon2);
  const tag = randomUUID().slice(0, 8);
  return database.db.transaction(async (tx) => {
    const adminUserName = `import.admin.${tag}`;
    const { school, teacher } = await insertBenchSchool(tx, {
      name: `Import bench ${tag}`,
      city: 'Hull',
      teacherUserName: adminUserName,
      passwordHash,
    });
    await tx.update(teachers).set({ isSchoolAdministrator: true }).where(eq(teachers.id, teacher.id));
    for (let c = 0; c * CLASS_SIZE < SCHOOL_STUDENTS; c++) {
      const [group] = await tx
        .insert(groups)
        .values({ schoolId: school.id, code: classCode(c) })
        .returning();
      if (!group) throw new Error('bench class not created');
      await tx
        .insert(groupYearGroups)
        .values({ groupId: group.id, countryYearGroupId: 8 + (c % 7), schoolId: school.id });
      const size = Math.min(CLASS_SIZE, SCHOOL_STUDENTS - c * CLASS_SIZE);
      const made = await tx
        .insert(users)
        .values(
          Array.from({ length: size }, (_, i) => {
            const n = c * CLASS_SIZE + i;
            return {
              roles: ['Student'],
              firstName: FIRST[n % FIRST.length] ?? 'Sam',
              lastName: LAST[n % LAST.length] ?? 'Lee',
              userName: `import.bench.${tag}.${n}`,
              dateOfBirth: dobOf(n),
            };
          }),
        )
        .returning({ id: users.id });
      const rows = await tx
        .insert(students)
        .values(made.map((u, i) => ({ userId: u.id, schoolId: school.id, upn: upnOf(c * CLASS_SIZE + i) })))
        .returning({ id: students.id });
      await tx
        .insert(groupStudents)
        .values(rows.map((s) => ({ groupId: group.id, studentId: s.id, schoolId: school.id })));
    }
    return { schoolId: school.id, adminUserName };
  });
}

/**
 * A 2,000-row SIMS-style export: a quarter of its rows are students the school has (by UPN), a
 * quarter have no UPN and match by name and date of birth, half are new; a few rows are bad; some
 * classes are new.
 */
function file(): string {
  const lines = ['UPN,Legal Surname,Legal Forename,Reg Group,NC Year,DOB,Email'];
  for (let i = 0; i < ROWS; i++) {
    const existing = i % 4 === 0;
    const byName = i % 4 === 1;
    const n = existing || byName ? i : SCHOOL_STUDENTS + i;
    const dob = dobOf(n);
    const [y, m, d] = dob.split('-');
    lines.push(
      [
        byName ? '' : upnOf(n),
        LAST[n % LAST.length],
        FIRST[n % FIRST.length],
        i % 50 === 7 ? '12Z/Ma' : classCode(Math.floor(i / CLASS_SIZE) % 67),
        i % 97 === 3 ? 'Year 15' : `Year ${7 + (Math.floor(i / CLASS_SIZE) % 7)}`,
        i % 89 === 5 ? '31/02/2012' : `${d}/${m}/${y}`,
        `pupil${i}@school.example.org.uk`,
      ].join(','),
    );
  }
  return lines.join('\r\n');
}

/** POST schools/{id}/students/validate-import of a 2,000-row file, one call at a time, on each engine. */
export async function benchImport() {
  const postgresUrl = await freshPostgresDatabase();
  const engines: Array<'pglite' | 'postgres'> = ['pglite'];
  if (postgresUrl) engines.push('postgres');
  else console.log('PostgreSQL not reachable: PostgreSQL rows skipped.\n');
  const only = process.env.BENCH_ENGINE;
  if (only) engines.splice(0, engines.length, ...engines.filter((e) => e === only));
  const csv = file();
  const rows: Array<Array<string | number>> = [];
  for (const engine of engines) {
    const dataDir = engine === 'pglite' ? freshDataDir() : undefined;
    const database = await openDatabase(
      engine === 'pglite' ? { dataDir } : { databaseUrl: postgresUrl ?? '' },
    );
    let prepared: Prepared;
    try {
      prepared = await prepare(database);
    } finally {
      await database.close();
    }
    const server = await startServer({
      engine,
      port: 3305,
      ...(dataDir && { dataDir }),
      ...(engine === 'postgres' && postgresUrl && { databaseUrl: postgresUrl }),
    });
    const caller = new HttpCaller(1);
    try {
      const { accessToken } = await signIn(server, prepared.adminUserName);
      const headers = { authorization: `Bearer ${accessToken}` };
      const url = `${server.url}/api/v3/schools/${prepared.schoolId}/students/validate-import`;
      const times: number[] = [];
      let answer = '';
      // One call first to warm up (the route's code, the statements' plans), not counted.
      for (let run = 0; run <= RUNS; run++) {
        const started = performance.now();
        const res = await caller.call(url, 'POST', headers, { csv, createMissingClasses: false });
        if (res.status !== 200)
          throw new Error(`validate-import answered ${res.status}: ${res.body.slice(0, 200)}`);
        if (run > 0) times.push(performance.now() - started);
        answer = res.body;
      }
      const { validCount, invalidCount } = JSON.parse(answer) as { validCount: number; invalidCount: number };
      times.sort((a, b) => a - b);
      rows.push([
        engine,
        `${ROWS} rows (${validCount} valid, ${invalidCount} with problems)`,
        Math.round(percentile(times, 50)),
        Math.round(percentile(times, 95)),
        Math.round(times.at(-1) ?? 0),
      ]);
    } finally {
      caller.destroy();
      await server.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `\nvalidate-import of a ${ROWS}-row file (${(csv.length / 1024).toFixed(0)} KB) against a ${SCHOOL_STUDENTS}-student school, ${RUNS} calls one at a time (ms)\n`,
  );
  printTable(['engine', 'file', 'p50', 'p95', 'max'], rows);
  console.log('Target (issue 13 point 7): validate-import of a 2,000-row file ≤ 2 s.\n');
}
