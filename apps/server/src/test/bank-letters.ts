import type { Database } from '../db/client.ts';

/** The right letter of a bank question, and a wrong one that carries a misconception (with its id). */
export async function bankLetters(database: Database, questionId: number) {
  const rows = await database.query<{ letter: string; is_correct: boolean; misconception_id: number | null }>(
    'select letter, is_correct, misconception_id from question_answers where question_id = $1 order by letter',
    [questionId],
  );
  const right = rows.find((r) => r.is_correct);
  const wrong = rows.find((r) => !r.is_correct && r.misconception_id !== null);
  if (!right || !wrong?.misconception_id)
    throw new Error(`question ${questionId} has no right or diagnostic wrong option`);
  return { right: right.letter, wrong: wrong.letter, wrongMisconceptionId: wrong.misconception_id };
}
