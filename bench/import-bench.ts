import { upnCheckLetter } from '@mathsight/contract/upn.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import {
  type BenchStudentSchool,
  benchClassCode,
  prepareBenchStudentSchool,
} from './lib/bench-student-school.ts';
import { onEachEngine } from './lib/each-engine.ts';
import { HttpCaller } from './lib/http-call.ts';
import { percentile } from './lib/load.ts';
import { signIn } from './lib/sign-in.ts';
import { printTable } from './lib/table.ts';

const ROWS = 2000;
const SCHOOL_STUDENTS = 2000;
const CLASS_SIZE = 30;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const FIRST = ['Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Noah', 'Mia', 'Leo', 'Zoë', 'Arjun', 'Freya'];
const LAST = ["O'Brien", 'Smith-Jones', 'Nguyễn', 'Patel', 'Williams', 'Khan', 'Davies', 'Evans', 'Hughes'];
/** A valid UPN (its DfE check letter in front) for student n. */
const upnOf = (n: number) => {
  const rest = String(n).padStart(12, '0');
  return `${upnCheckLetter(rest)}${rest}`;
};
const dobOf = (n: number) =>
  `2012-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`;

/** A school of 2,000 students (with UPNs and dates of birth) in classes of 30 and an administrator. */
function prepare(database: Database): Promise<BenchStudentSchool> {
  return prepareBenchStudentSchool(database, {
    prefix: 'import',
    city: 'Hull',
    students: SCHOOL_STUDENTS,
    classSize: CLASS_SIZE,
    administrator: true,
    student: (n) => ({
      firstName: FIRST[n % FIRST.length] ?? 'Sam',
      lastName: LAST[n % LAST.length] ?? 'Lee',
      dateOfBirth: dobOf(n),
      upn: upnOf(n),
    }),
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
        i % 50 === 7 ? '12Z/Ma' : benchClassCode(Math.floor(i / CLASS_SIZE) % 67),
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
  const csv = file();
  const rows: Array<Array<string | number>> = [];
  await onEachEngine(3305, prepare, async (server, prepared, engine) => {
    const caller = new HttpCaller(1);
    try {
      const { accessToken } = await signIn(server, prepared.teacherUserName);
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
    }
  });
  console.log(
    `\nvalidate-import of a ${ROWS}-row file (${(csv.length / 1024).toFixed(0)} KB) against a ${SCHOOL_STUDENTS}-student school, ${RUNS} calls one at a time (ms)\n`,
  );
  printTable(['engine', 'file', 'p50', 'p95', 'max'], rows);
  console.log('Target (issue 13 point 7): validate-import of a 2,000-row file ≤ 2 s.\n');
}
