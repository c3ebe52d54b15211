import { type DatabaseOptions, openDatabase } from '../../apps/server/src/db/client.ts';

/**
 * The work's stored answers: those with one of `ids` (clientAnswerId), all of them, and how many
 * distinct ids they hold (a resend stored twice would show as all > distinct).
 */
export async function storedAnswers(target: DatabaseOptions, assignmentId: number, ids: string[]) {
  const database = await openDatabase({ ...target, poolSize: 1 });
  try {
    const [row] = await database.query<{ listed: number; all: number; distinct: number }>(
      `select count(*) filter (where client_answer_id = any($2::uuid[]))::int as listed,
              count(*)::int as "all",
              count(distinct client_answer_id)::int as "distinct"
         from student_answers where assignment_id = $1`,
      [assignmentId, ids],
    );
    return row ?? { listed: 0, all: 0, distinct: 0 };
  } finally {
    await database.close();
  }
}
