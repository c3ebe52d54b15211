import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Students who join a class take part in its work that has not ended yet and was set for the whole
 * class (every other member has it), as if they had been there when it was set. Work set for some
 * students only, and work already over, stay as they were. One statement for any number of joiners
 * (they are already in group_students; "every other member" leaves them out). Run inside the joining
 * transaction; the caller then tells the nodes the school's work changed
 * (AssignmentsService.classMembersChanged).
 */
export async function enrolInClassWork(
  db: Pick<Db, 'execute'>,
  o: { groupId: number; studentIds: number[]; now: Date },
) {
  if (o.studentIds.length === 0) return;
  const joining = sql.join(
    o.studentIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  await db.execute(sql`
    insert into assignment_students (assignment_id, student_id, group_id, school_id)
    select ag.assignment_id, joiner.id, ag.group_id, ag.school_id
    from assignment_groups ag
    join assignments a on a.id = ag.assignment_id
    cross join (select unnest(array[${joining}]) as id) joiner
    where ag.group_id = ${o.groupId}
      and a.end_date > ${o.now.toISOString()}::timestamptz
      and not exists (
        select 1 from group_students gs
        where gs.group_id = ag.group_id and gs.student_id <> all(array[${joining}])
          and not exists (
            select 1 from assignment_students x where x.assignment_id = ag.assignment_id and x.student_id = gs.student_id
          )
      )
    on conflict do nothing`);
}
