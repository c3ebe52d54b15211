import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type ClassMembers, classMembersCte } from './class-members-sql.ts';

/**
 * enrolInClassWork's counterpart: students who leave a class drop out of its work that has not ended
 * yet and that they have not started (no answer, no sitting opened), so it leaves their lists. Work
 * they started stays theirs, with its answers in the class's results; work already over stays as
 * history; so does work they still have through another class it was set to. One statement for any
 * number of (class, student) pairs; run inside the leaving transaction, after their group_students
 * rows are deleted; the caller then tells the nodes the school's work changed.
 */
export async function withdrawFromClassWork(
  db: Pick<Db, 'execute'>,
  o: { members: ClassMembers; now: Date },
) {
  if (o.members.length === 0) return;
  await db.execute(sql`
    ${classMembersCte(o.members)}
    delete from assignment_students st
    using n, assignment_groups ag, assignments a
    where ag.group_id = n.g
      and st.assignment_id = ag.assignment_id and st.student_id = n.s
      and a.id = ag.assignment_id and a.end_date > ${o.now.toISOString()}::timestamptz
      and st.started_at is null
      and not exists (
        select 1 from student_answers sa where sa.assignment_id = st.assignment_id and sa.student_id = st.student_id
      )
      and not exists (
        select 1 from quiz_sessions qs where qs.assignment_id = st.assignment_id and qs.student_id = st.student_id
      )
      and not exists (
        select 1 from assignment_groups other
        join group_students gs on gs.group_id = other.group_id and gs.student_id = st.student_id
        where other.assignment_id = st.assignment_id
      )`);
}
