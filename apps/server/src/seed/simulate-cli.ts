import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { ensureAnswerPartitions } from '../db/answer-partitions.ts';
import { openDatabase } from '../db/client.ts';
import { replayMeasures } from '../measurement/replay.ts';
import { rebuildRollups } from '../reporting/rebuild-rollups.ts';
import { errorReason } from '../shared/redact-error.ts';
import { simulateSchool } from '../simulator/simulate.ts';
import { SimulatorRepository } from '../simulator/simulator.repository.ts';
import { buildManySchools } from './many-schools.ts';

/**
 * `npm run simulate -- --schools 100 [--seed 1]`: a hundred (or N) new schools of 300–2,000 students with a
 * school year of simulated answers each, written with COPY (simulator/many-schools.ts; PostgreSQL only,
 * DATABASE_URL), then the measures and rollups rebuilt; prints the time of each phase.
 *
 * `npm run simulate -- --school <id> [--weeks 12] [--classes 7A/Ma1,8B/Ma2] [--seed 1]`: sets a term
 * of work for the school's classes (past, open now, upcoming) and has their simulated students answer
 * it through the quiz-session rules. Uses the same database as the server (DATA_DIR or DATABASE_URL).
 * It sets the work through the same services as the server (built by their modules), so running nodes
 * hear of the new work at once, as of any work set.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      school: { type: 'string' },
      schools: { type: 'string' },
      weeks: { type: 'string', default: '12' },
      classes: { type: 'string' },
      seed: { type: 'string', default: '1' },
    },
  });
  if (values.schools !== undefined) return manySchools(Number(values.schools), Number(values.seed));
  const schoolId = Number(values.school);
  const weeks = Number(values.weeks);
  if (!Number.isInteger(schoolId) || schoolId <= 0 || !Number.isInteger(weeks) || weeks < 1 || weeks > 52) {
    console.error(
      'Usage: npm run simulate -- --school <id> [--weeks 12] [--classes 7A/Ma1,8B/Ma2] [--seed 1]',
    );
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    let groupIds: number[] | undefined;
    if (values.classes) {
      const codes = values.classes.split(',').map((c) => c.trim().toLowerCase());
      const classes = await new SimulatorRepository(database.db).classes(schoolId);
      const found = classes.filter((c) => codes.includes(c.code.toLowerCase()));
      const missing = codes.filter((code) => !found.some((c) => c.code.toLowerCase() === code));
      if (missing.length) {
        console.error(`No class with a Confirmed teacher in school ${schoolId}: ${missing.join(', ')}`);
        process.exitCode = 1;
        return;
      }
      groupIds = found.map((c) => c.groupId);
    }
    // PostgreSQL: the past weeks' months exist before their answers arrive (decision 0060).
    if (database.kind === 'postgres')
      await ensureAnswerPartitions(database.db, new Date(), {
        since: new Date(Date.now() - weeks * 7 * 86_400_000),
      });
    const started = performance.now();
    const report = await simulateSchool(
      { database, config },
      {
        schoolId,
        weeks,
        seed: Number(values.seed) || 1,
        ...(groupIds && { groupIds }),
      },
    );
    // The bulk sittings skip the per-answer update of the measures: rebuild them (decision 0014).
    const replayed = await replayMeasures(database.db);
    await rebuildRollups(database.db, { schoolId });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (report.classes.length === 0) {
      console.log(`School ${schoolId}: no classes with a Confirmed teacher, nothing set.`);
      return;
    }
    console.log(
      `School ${schoolId}: ${weeks} weeks of work for ${report.classes.length} classes (${seconds} s)`,
    );
    console.log(`  classes: ${report.classes.map((c) => `${c.code} (Year ${c.year})`).join(', ')}`);
    console.log(
      `  assignments set: ${report.assignments.past} past, ${report.assignments.open} open now, ${report.assignments.upcoming} upcoming`,
    );
    console.log(
      `  simulated students: ${report.sessions} sessions, ${report.answers} answers, ${report.finished} handed in`,
    );
    console.log(`  measures rebuilt from ${replayed} answers`);
  } finally {
    await database.close();
  }
}

async function manySchools(count: number, seed: number) {
  const config = loadConfig();
  if (!Number.isInteger(count) || count < 1 || count > 1000 || !Number.isInteger(seed)) {
    console.error('Usage: npm run simulate -- --schools <1–1000> [--seed 1]');
    process.exit(2);
  }
  if (!config.databaseUrl) {
    console.error('--schools writes with PostgreSQL COPY: set DATABASE_URL.');
    process.exit(2);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  const started = performance.now();
  const log = (line: string) =>
    console.log(`  [${((performance.now() - started) / 1000).toFixed(0)} s] ${line}`);
  try {
    const result = await buildManySchools(database, config.databaseUrl, {
      schools: count,
      seed,
      now: new Date(),
      log,
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${result.schools.length} schools, ${result.answers.toLocaleString('en-GB')} answers in ${seconds.toFixed(0)} s`,
    );
    console.log(
      `  phases (s): ${Object.entries(result.phases)
        .map(([phase, s]) => `${phase} ${s.toFixed(0)}`)
        .join(', ')}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(errorReason(error));
  process.exit(1);
});
