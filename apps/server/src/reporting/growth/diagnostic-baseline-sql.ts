import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * A student hands in diagnostic work (kind DiagnosticQuiz; decision 0017): for each strand the work
 * asked them about (their first attempts in it), their strand measure as it stands now becomes their
 * baseline, unless a diagnostic baseline is already fixed for that strand (the first diagnostic work
 * counts). It replaces a "first answers" baseline. Other work does nothing. Called in the hand-in's
 * transaction (quiz-sessions `finish`); idempotent.
 */
export async function fixDiagnosticBaselines(db: Db, s: { assignmentId: number; studentId: number }) {
  await db.execute(sql`insert into student_baselines as b (student_id, strand, school_id, ability, variance,
  answer_count, measured_at, source, assignment_id)
select m.student_id, m.strand, m.school_id, m.ability, m.variance, m.answer_count, m.measured_at, 'diagnostic', a.id
from assignments a
join student_strand_measures m on m.student_id = ${s.studentId}
where a.id = ${s.assignmentId} and a.kind = 'DiagnosticQuiz'
  and m.strand in (
    select tu.strand from student_answers sa
    join questions q on q.id = sa.question_id
    join topic_units tu on tu.id = q.topic_unit_id
    where sa.assignment_id = a.id and sa.student_id = ${s.studentId} and sa.attempt = 1)
on conflict (student_id, strand) do update set ability = excluded.ability, variance = excluded.variance,
  answer_count = excluded.answer_count, measured_at = excluded.measured_at, source = excluded.source,
  assignment_id = excluded.assignment_id
where b.source <> 'diagnostic'`);
}
