import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import { AnswerStoreRepository } from '../apps/server/src/modules/quiz-sessions/answer-store.repository.ts';

/** Temporary profiling aid: EXPLAIN ANALYZE of the answer statement on the bench database, rolled back. */
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mathsight_bench';
class ExplainPool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: profiling aid
  override async query(config: any): Promise<any> {
    const client = await this.connect();
    try {
      await client.query('begin');
      const r = await client.query({
        text: `explain (analyze, buffers, verbose, timing) ${config.text}`,
        values: config.values,
      });
      for (const row of r.rows) console.log(row['QUERY PLAN']);
      await client.query('rollback');
      return { rows: [] };
    } finally {
      client.release();
    }
  }
}
const pool = new ExplainPool({ connectionString: url, max: 2 });
const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
const plain = new pg.Pool({ connectionString: url, max: 1 });
const { rows } = await plain.query(`select qs.id, s.user_id, aq.question_id from quiz_sessions qs
  join students s on s.id = qs.student_id
  join assignment_questions aq on aq.assignment_id = qs.assignment_id
  where not exists (select 1 from student_answers sa where sa.assignment_id = qs.assignment_id
    and sa.student_id = qs.student_id and sa.question_id = aq.question_id)
  order by aq.sequence limit 1`);
const r = rows[0];
await new AnswerStoreRepository(db).insertAnswerInSession({
  quizSessionId: r.id,
  userId: r.user_id,
  questionId: r.question_id,
  letter: 'B',
  confidence: null,
  timeTakenMs: 12_000,
  attempt: 1,
  answeredAt: new Date(),
  clientAnswerId: randomUUID(),
});
await pool.end();
await plain.end();
