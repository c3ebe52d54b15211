import type { Db } from '../db/client.ts';
import { rebuildEffort } from './effort/rebuild-effort.ts';
import { rebuildGrowth } from './growth/rebuild-growth.ts';
import { rebuildStudentMisconceptions } from './misconceptions/student-misconceptions-sql.ts';
import { rebuildSchoolReportRollups } from './school/school-report-rollups-sql.ts';

/** One rollup's rebuild: replaces its rows for the school (or every school) from the stored answers. */
export type RollupRebuild = (db: Db, options: { schoolId?: number }) => Promise<void>;

/**
 * Every rollup's rebuild (answer-rollups-sql.ts keeps them as answers arrive; writes that skip the
 * answer statements, the seed's and simulator's bulk sittings, call this afterwards). Each rebuild is
 * one set-based statement per table, in a transaction of its own, so a school of millions of answers
 * rebuilds without holding them in memory. Add a rollup's rebuild here. They are independent of each other and
 * of the measures' replay, so a bulk load may run them side by side (seed/parallel-rebuild.ts).
 */
export const ROLLUP_REBUILDS: readonly RollupRebuild[] = [
  rebuildEffort,
  rebuildStudentMisconceptions,
  rebuildGrowth,
  rebuildSchoolReportRollups,
];

/**
 * The rollups rebuilt by SQL alone: every one but growth, which replays the answers in JavaScript and so
 * rides along the measures' replay in a bulk load (`replayMeasuresWithGrowth`, decision 0064).
 */
export const SET_BASED_ROLLUP_REBUILDS: readonly RollupRebuild[] = ROLLUP_REBUILDS.filter(
  (rebuild) => rebuild !== rebuildGrowth,
);

export async function rebuildRollups(db: Db, options: { schoolId?: number } = {}): Promise<void> {
  for (const rebuild of ROLLUP_REBUILDS) await rebuild(db, options);
}
