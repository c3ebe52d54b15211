import { COUNTRY_YEAR_GROUPS } from '@mathsight/content/year-groups.ts';
import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { countryYearGroups, schools } from '../db/schema.ts';
import { replayMeasures } from '../measurement/replay.ts';
import { rebuildRollups } from '../reporting/rebuild-rollups.ts';
import { simulatePractice } from '../simulator/practice.ts';
import { simulateSchool } from '../simulator/simulate.ts';
import type { SimulatorTarget } from '../simulator/simulator-services.ts';
import { seedContent } from './content-seed.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { type DemoSchoolsResult, seedDemoSchools } from './demo-school.ts';

/** Reference data every database needs (year groups, the maths content), whatever else it holds; safe to run again. */
export async function seedReferenceData(db: Db): Promise<boolean> {
  const seededContent = await seedContent(db);
  await db
    .insert(countryYearGroups)
    .values(
      COUNTRY_YEAR_GROUPS.map((y) => ({
        id: y.countryYearGroupId,
        country: y.country,
        name: y.name,
        position: y.position,
      })),
    )
    .onConflictDoNothing();
  return seededContent;
}

export interface SeedResult {
  /** The maths content was written (an empty database, or a new version of the content package). */
  seededContent: boolean;
  seededDemo: boolean;
}

/**
 * A term of work in every demo school: each real class gets past quizzes over the last 12 weeks
 * answered by the simulated students, 1–2 open now and 2 upcoming. The demo student leaves open
 * work unstarted, so the student journey can be shown. The simulated term is stored in bulk, which
 * skips the per-answer update of the measures, so they are then rebuilt from its answers in time
 * order (decision 0014); the practice that follows goes through the answer path and updates them.
 */
export async function seedDemoWork(target: SimulatorTarget, demo: DemoSchoolsResult, now = new Date()) {
  const db = target.transaction ?? target.database.db;
  for (const schoolId of demo.schoolIds) {
    await simulateSchool(target, {
      schoolId,
      weeks: 12,
      now,
      seed: 20261122,
      holdBack: new Set([demo.studentId]),
    });
  }
  await replayMeasures(db);
  for (const schoolId of demo.schoolIds) {
    // Independent study for the check-and-fix screens (issue 6).
    await simulatePractice(target, { schoolId, now, seed: 20261122, exclude: new Set([demo.studentId]) });
  }
  // The bulk sittings skip the answer statements' rollups; rebuild them from every answer (practice too).
  await rebuildRollups(db);
}

/**
 * Fills an empty database: reference data always, the demo schools and their term of work (all or
 * nothing) unless in production. A database that already has schools is left alone, so restarts keep
 * the teacher's work.
 */
export async function seedIfEmpty(database: Database, config: Config): Promise<SeedResult> {
  const { db } = database;
  const seededContent = await seedReferenceData(db);
  const [row] = await db.select({ n: count() }).from(schools);
  if ((row?.n ?? 0) > 0 || config.isProduction || !config.demoData)
    return { seededContent, seededDemo: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD, config.argon2);
  // One transaction: a first start stopped halfway leaves no schools, so the next start seeds afresh
  // rather than keeping demo classes without their term of work. The simulator's services are built
  // over the transaction (jobs/job-services.ts), so all of it runs inside it; what they publish is sent
  // at commit, and stored answers are not published (nobody is watching a database being seeded).
  await db.transaction(async (tx) => {
    const demoDb = tx as unknown as Db;
    await seedDemoWork(
      { database, config, transaction: demoDb },
      await seedDemoSchools(demoDb, passwordHash),
    );
  });
  return { seededContent, seededDemo: true };
}
