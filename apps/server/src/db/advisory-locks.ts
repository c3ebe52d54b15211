import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The app's namespace for PostgreSQL advisory locks (the first key of the two-key form): "MS". */
const NAMESPACE = 0x4d53;

/**
 * Every advisory lock the app takes, in one place so two jobs never share a key. Each is taken for a
 * transaction (pg_advisory_xact_lock), so a crash or a lost connection releases it with the transaction.
 */
const KEYS = {
  /** The fold of question_measure_steps into question_measures (measurement/question-calibration.ts). */
  questionCalibration: 1,
  /** The fold of report_answer_deltas into the school report rollups (reporting/school/school-report-fold.ts). */
  schoolReportFold: 2,
  /** Creating the answers' month partitions (db/answer-partitions.ts). */
  answerPartitions: 3,
} as const;

export type AdvisoryLock = keyof typeof KEYS;

/**
 * Takes the lock for the rest of the transaction `tx`: waits for it with `wait`, otherwise answers false
 * at once when another session holds it. The same on PGlite (one connection: never held by another).
 */
export async function advisoryTransactionLock(tx: Db, lock: AdvisoryLock, wait: boolean): Promise<boolean> {
  if (wait) {
    await tx.execute(sql`select pg_advisory_xact_lock(${NAMESPACE}::int, ${KEYS[lock]}::int)`);
    return true;
  }
  const result = await tx.execute<{ ok: boolean }>(
    sql`select pg_try_advisory_xact_lock(${NAMESPACE}::int, ${KEYS[lock]}::int) as ok`,
  );
  return result.rows[0]?.ok === true;
}
