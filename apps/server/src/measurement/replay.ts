import { sql } from 'drizzle-orm';
import { advisoryTransactionLock } from '../db/advisory-locks.ts';
import type { Db } from '../db/client.ts';
import { questionMeasures, studentStrandMeasures, studentTopicMeasures } from '../db/measurement-schema.ts';
import { MeasureBook, type MeasuredAnswer, type StudentMeasure } from './measure-book.ts';

const BATCH = 1_000;

const CURSOR_BATCH = 20_000;

/**
 * Every first attempt stored (set work and practice), in the order the students gave them, as the
 * model reads them, a batch at a time through a server-side cursor (so a database of millions of
 * answers is never held in memory). Must run inside a transaction: the cursor lives as long as it.
 */
export async function* measuredAnswerBatches(
  tx: Db,
  batchSize = CURSOR_BATCH,
): AsyncGenerator<MeasuredAnswer[]> {
  await tx.execute(sql`declare measured_answers no scroll cursor for
with years as (
  select gs.student_id, min(cy.position) as year from group_students gs
  join group_year_groups gy on gy.group_id = gs.group_id
  join country_year_groups cy on cy.id = gy.country_year_group_id
  group by gs.student_id
)
select a.student_id, a.question_id, q.topic_unit_id, tu.strand, q.difficulty, q.year_group, a.is_correct,
  a.answered_at, years.year as student_year
from (
  select 0 as source, id, student_id, question_id, is_correct, answered_at from student_answers where attempt = 1
  union all
  select 1 as source, id, student_id, question_id, is_correct, answered_at from practice_answers
) a
join questions q on q.id = a.question_id
join topic_units tu on tu.id = q.topic_unit_id
left join years on years.student_id = a.student_id
order by a.answered_at, a.source, a.id`);
  try {
    for (;;) {
      const result = await tx.execute<{
        student_id: number;
        question_id: number;
        topic_unit_id: number;
        strand: string;
        difficulty: number;
        year_group: number;
        is_correct: boolean;
        answered_at: Date | string;
        student_year: number | null;
      }>(sql.raw(`fetch ${Math.trunc(batchSize)} from measured_answers`));
      if (result.rows.length === 0) return;
      yield result.rows.map((r) => ({
        studentId: r.student_id,
        questionId: r.question_id,
        topicUnitId: r.topic_unit_id,
        strand: r.strand,
        difficulty: r.difficulty,
        yearGroup: r.year_group,
        studentYear: r.student_year,
        isCorrect: r.is_correct,
        answeredAt: new Date(r.answered_at),
      }));
    }
  } finally {
    await tx.execute(sql`close measured_answers`);
  }
}

/** Every first attempt in the model's order, all at once: for tests and small databases. */
export async function measuredAnswers(db: Db): Promise<MeasuredAnswer[]> {
  return db.transaction(async (tx) => {
    const all: MeasuredAnswer[] = [];
    for await (const batch of measuredAnswerBatches(tx as unknown as Db)) all.push(...batch);
    return all;
  });
}

/**
 * Rebuilds the measures from the stored answers in time order, through the same rule as the answer
 * statements (`MeasureBook.record`): after a bulk load (the demo seed's simulated term, which stores
 * each sitting in one statement and so skips the per-answer update), or to apply a change of the model.
 * One transaction. The whole rebuild first takes the question fold's lock and locks the measure tables
 * and the questions' waiting steps (EXCLUSIVE: reads go on, answer statements wait), then reads the
 * answers, so an answer stored meanwhile is either in the replay or applied on top of it once it
 * commits; the steps waiting for the fold are dropped (their answers are replayed). The replay is the
 * model with a fold after every answer; live, a question's belief is read as the last fold left it
 * (decision 0022), so the two differ a little where students answered a question within one fold. With `schoolId` only that school's student measures are
 * replaced (the questions' beliefs, shared by every school, are left as they are), and the school is
 * assumed quiet. The answers stream through a cursor (measuredAnswerBatches): only the beliefs are held in
 * memory, about 300,000 for a school of 2,000 students. Answers the number of answers replayed.
 */
export async function replayMeasures(
  db: Db,
  options: { schoolId?: number; alongside?: ReplayFollower } = {},
): Promise<number> {
  const { schoolId, alongside } = options;
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    if (schoolId === undefined) {
      // The fold's lock first (the fold takes it before the tables' rows), then the tables.
      await advisoryTransactionLock(txDb, 'questionCalibration', true);
      await tx.execute(
        sql`lock table student_topic_measures, student_strand_measures, question_measures, question_measure_steps
  in exclusive mode`,
      );
    }
    const book = new MeasureBook();
    const lastAnswerOf = new Map<number, Date>();
    let replayed = 0;
    for await (const batch of measuredAnswerBatches(txDb)) {
      for (const a of batch) {
        book.record(a);
        lastAnswerOf.set(a.questionId, a.answeredAt);
        if (alongside) {
          const measure = book.strand(a.studentId, a.strand);
          if (measure) alongside.visit({ answer: a, measure });
        }
      }
      replayed += batch.length;
    }
    const schoolOf = await studentSchools(txDb);
    const kept = (studentId: number) => schoolId === undefined || schoolOf.get(studentId) === schoolId;
    const key = (k: string) => k.split(':') as [string, string];
    if (schoolId === undefined) {
      await tx.execute(sql`delete from student_topic_measures`);
      await tx.execute(sql`delete from student_strand_measures`);
      await tx.execute(sql`delete from question_measures`);
      // Their answers are in the replay: the waiting steps are learnt from here, not again by the fold.
      await tx.execute(sql`delete from question_measure_steps`);
    } else {
      await tx.execute(sql`delete from student_topic_measures where school_id = ${schoolId}`);
      await tx.execute(sql`delete from student_strand_measures where school_id = ${schoolId}`);
    }
    const topics = [...book.topics].flatMap(([k, m]) => {
      const [studentId, topicUnitId] = key(k);
      if (!kept(Number(studentId))) return [];
      return [
        {
          studentId: Number(studentId),
          topicUnitId: Number(topicUnitId),
          schoolId: schoolOf.get(Number(studentId)) ?? 0,
          ability: m.mean,
          variance: m.variance,
          answerCount: m.count,
          measuredAt: m.at,
        },
      ];
    });
    const strands = [...book.strands].flatMap(([k, m]) => {
      const [studentId, strand] = key(k);
      if (!kept(Number(studentId))) return [];
      return [
        {
          studentId: Number(studentId),
          strand,
          schoolId: schoolOf.get(Number(studentId)) ?? 0,
          ability: m.mean,
          variance: m.variance,
          answerCount: m.count,
          measuredAt: m.at,
        },
      ];
    });
    const questions =
      schoolId === undefined
        ? [...book.questions].map(([questionId, m]) => ({
            questionId,
            difficulty: m.mean,
            variance: m.variance,
            answerCount: m.count,
            measuredAt: lastAnswerOf.get(questionId) ?? new Date(),
          }))
        : [];
    for (let i = 0; i < topics.length; i += BATCH)
      await tx.insert(studentTopicMeasures).values(topics.slice(i, i + BATCH));
    for (let i = 0; i < strands.length; i += BATCH)
      await tx.insert(studentStrandMeasures).values(strands.slice(i, i + BATCH));
    for (let i = 0; i < questions.length; i += BATCH)
      await tx.insert(questionMeasures).values(questions.slice(i, i + BATCH));
    await alongside?.write(txDb);
    return replayed;
  });
}

async function studentSchools(db: Db) {
  const result = await db.execute<{ id: number; school_id: number }>(sql`select id, school_id from students`);
  return new Map(result.rows.map((r) => [r.id, r.school_id]));
}

/**
 * A rebuild that rides along `replayMeasures` (decision 0064): it sees every strand snapshot of the one
 * replay, as `replayStrandSnapshots` would give it, and writes its rows in the replay's transaction.
 */
export interface ReplayFollower {
  visit(s: StrandSnapshot): void;
  write(tx: Db): Promise<void>;
}

/** A student's strand measure as one answer of the replay left it. */
export interface StrandSnapshot {
  answer: MeasuredAnswer;
  measure: StudentMeasure;
}

/**
 * The replay's strand measures answer by answer (the same `MeasureBook.record` rule as
 * `replayMeasures` and the answer statements): `visit` sees each first attempt, in time order, with
 * the student's strand measure right after it. Growth (reporting/growth) keeps the week's last value and
 * the values its baselines were fixed at from these.
 */
export function replayStrandSnapshots(
  answers: readonly MeasuredAnswer[],
  visit: (s: StrandSnapshot) => void,
  /** The beliefs so far, when the answers come in batches (measuredAnswerBatches). */
  book: MeasureBook = new MeasureBook(),
): MeasureBook {
  for (const answer of answers) {
    book.record(answer);
    const measure = book.strand(answer.studentId, answer.strand);
    if (measure) visit({ answer, measure });
  }
  return book;
}
