import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * A student who joins a class takes part in its work that has not ended yet and was set for the
 * whole class (every other member has it), as if they had been there when it was set. Work set for
 * some students only, and work already over, stay as they were. Run inside the joining transaction,
 * after the student's place in the class is stored; the caller then tells the nodes the school's
 * work changed (AssignmentsService.classMembersChanged).
 */
export async function enrolInClassWork(
  db: Pick<Db, 'execute'>,
  o: { groupId: number; studentId: number; now: Date },
) {
  await enrolManyInClassWork(db, { groupId: o.groupId, studentIds: [o.studentId], now: o.now });
}

/**
 * As enrolInClassWork for several students who have just joined the class together (one statement):
 * "every other member has it" is judged on the members who were there before them.
 */
export async function enrolManyInClassWork(
  db: Pick<Db, 'execute'>,
  o: { groupId: number; studentIds: readonly number[]; now: Date },
) {
  if (o.studentIds.length === 0) return;
  const joining = sql.join(
    o.studentIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  await db.execute(sql`
    insert into assignment_students (assignment_id, student_id, group_id, school_id)
    select ag.assignment_id, j.student_id, ag.group_id, ag.school_id
    from assignment_groups ag
    join assignments a on a.id = ag.assignment_id
    cross join (select unnest(array[${joining}]) as student_id) j
    where ag.group_id = ${o.groupId}
      and a.end_date > ${o.now.toISOString()}::timestamptz
      and not exists (
        select 1 from group_students gs
        where gs.group_id = ag.group_id and gs.student_id not in (${joining})
          and not exists (
            select 1 from assignment_students x where x.assignment_id = ag.assignment_id and x.student_id = gs.student_id
          )
      )
    on conflict do nothing`);
}
