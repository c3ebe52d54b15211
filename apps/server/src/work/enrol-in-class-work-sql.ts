import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type ClassMembers, classMembersCte } from './class-members-sql.ts';

/**
 * Students who join a class take part in its work that has not ended yet and was set for the whole
 * class (every other member has it), as if they had been there when it was set. Work set for some
 * students only, and work already over, stay as they were. One statement for any number of
 * (class, student) pairs, already in group_students: "every other member has it" is asked of the
 * class's earlier members only. Run inside the joining transaction; the caller then tells the nodes
 * the school's work changed (school-members/class-membership.ts).
 */
export async function enrolInClassWork(db: Pick<Db, 'execute'>, o: { members: ClassMembers; now: Date }) {
  if (o.members.length === 0) return;
  await db.execute(sql`
    ${classMembersCte(o.members)}
    insert into assignment_students (assignment_id, student_id, group_id, school_id)
    select ag.assignment_id, n.s, ag.group_id, ag.school_id
    from n
    join assignment_groups ag on ag.group_id = n.g
    join assignments a on a.id = ag.assignment_id
    where a.end_date > ${o.now.toISOString()}::timestamptz
      and not exists (
        select 1 from group_students gs
        where gs.group_id = ag.group_id and gs.student_id not in (select s from n)
          and not exists (
            select 1 from assignment_students x where x.assignment_id = ag.assignment_id and x.student_id = gs.student_id
          )
      )
    on conflict do nothing`);
}
