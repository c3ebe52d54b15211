import { sql } from 'drizzle-orm';
import { advisoryTransactionLock } from '../db/advisory-locks.ts';
import type { Db } from '../db/client.ts';
import { questionAfterStep } from './measure-book.ts';
import { difficultyPrior } from './priors.ts';
import type { Measure } from './rasch.ts';

/** Steps folded per transaction: a fold far behind (a long outage of every folder) goes in bounded pieces. */
const FOLD_BATCH = 20_000;

type StepRow = {
  question_id: number;
  source: number;
  answer_id: number;
  ability: number;
  ability_variance: number;
  is_correct: boolean;
  answered_at: Date | string;
};

type BeliefRow = {
  id: number;
  level: number;
  year_group: number;
  difficulty: number | null;
  variance: number | null;
  answer_count: number | null;
  measured_at: Date | string | null;
};

/**
 * Folds the questions' waiting steps (question_measure_steps, appended by the answer statements) into
 * their difficulties (question_measures), oldest first, each question's steps in the replay's order
 * (answered_at, then set work before practice, then the answer's id): the same `questionAfterStep` as
 * MeasureBook.record, from the belief the last fold left. One folder at a time across processes and
 * nodes (a transaction advisory lock): without `wait`, answers null at once when another holds it;
 * with it, waits (tests, shutdown). Each batch is one transaction: the steps it deletes are exactly
 * the steps it applies. Answers the number of steps folded.
 */
export async function foldQuestionSteps(db: Db, options: { wait?: boolean } = {}): Promise<number | null> {
  let total = 0;
  for (;;) {
    const folded = await db.transaction(async (tx) => foldBatch(tx as unknown as Db, options.wait === true));
    if (folded === null) return total > 0 ? total : null;
    total += folded;
    if (folded < FOLD_BATCH) return total;
  }
}

async function foldBatch(tx: Db, wait: boolean): Promise<number | null> {
  if (!(await advisoryTransactionLock(tx, 'questionCalibration', wait))) return null;
  const deleted = await tx.execute<StepRow>(sql`delete from question_measure_steps
where ctid = any(array(
  select ctid from question_measure_steps order by answered_at, source, answer_id limit ${FOLD_BATCH}))
returning question_id, source, answer_id, ability, ability_variance, is_correct, answered_at`);
  const steps = deleted.rows.map((r) => ({ ...r, at: new Date(r.answered_at) }));
  if (steps.length === 0) return 0;
  steps.sort((a, b) => a.at.getTime() - b.at.getTime() || a.source - b.source || a.answer_id - b.answer_id);
  const ids = [...new Set(steps.map((s) => s.question_id))];
  // A question deleted since its answers (its measure goes with it) has no row here: its steps are dropped.
  const current = await tx.execute<BeliefRow>(sql`select q.id, q.difficulty as level, q.year_group,
  qm.difficulty, qm.variance, qm.answer_count, qm.measured_at
from questions q left join question_measures qm on qm.question_id = q.id
where q.id = any(${`{${ids.join(',')}}`}::int[])`);
  const beliefs = new Map<number, { measure: Measure; at: Date | null }>(
    current.rows.map((r) => [
      r.id,
      r.difficulty === null || r.variance === null
        ? { measure: difficultyPrior({ difficulty: r.level, yearGroup: r.year_group }), at: null }
        : {
            measure: { mean: r.difficulty, variance: r.variance, count: r.answer_count ?? 0 },
            at: r.measured_at === null ? null : new Date(r.measured_at),
          },
    ]),
  );
  for (const step of steps) {
    const belief = beliefs.get(step.question_id);
    if (!belief) continue;
    belief.measure = questionAfterStep(belief.measure, {
      ability: step.ability,
      abilityVariance: step.ability_variance,
      isCorrect: step.is_correct,
    });
    // As the answer statements kept it: the latest answer learnt from (a late one never moves it back).
    if (!belief.at || step.at > belief.at) belief.at = step.at;
  }
  const rows = [...beliefs]
    .filter(([, b]) => b.at !== null)
    .map(([questionId, b]) => ({
      question_id: questionId,
      difficulty: b.measure.mean,
      variance: b.measure.variance,
      answer_count: b.measure.count,
      measured_at: (b.at as Date).toISOString(),
    }));
  // JSON carries each float8 exactly (a number's shortest round-trip text), on both engines.
  await tx.execute(sql`insert into question_measures (question_id, difficulty, variance, answer_count, measured_at)
select question_id, difficulty, variance, answer_count, measured_at
from json_to_recordset(${JSON.stringify(rows)}::json)
  as r(question_id int, difficulty float8, variance float8, answer_count int, measured_at timestamptz)
on conflict (question_id) do update set difficulty = excluded.difficulty, variance = excluded.variance,
  answer_count = excluded.answer_count, measured_at = excluded.measured_at`);
  return steps.length;
}
