import type { AssignmentKind } from '@mathsight/contract/assignments.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { toDate } from '../../shared/to-date.ts';
import { type ListOptions, listAssignments } from '../../work/assignment-list-sql.ts';

/** The plan's queries: its list pages (the shared work-list statement) and the calendar. */
export class PlanRepository {
  constructor(private readonly db: Db) {}

  /** A page of the school's work with classes and counts, and the total. */
  list(o: ListOptions) {
    return listAssignments(this.db, o);
  }

  /** Every assignment of the school overlapping [from, to), with its classes: one query. */
  async calendar(o: { schoolId: number; from: Date; to: Date; groupIds?: number[] }) {
    const groupFilter = o.groupIds?.length
      ? sql` and exists (select 1 from assignment_groups f where f.assignment_id = a.id and f.group_id in ${o.groupIds})`
      : sql``;
    const result = await this.db.execute<{
      id: number;
      kind: AssignmentKind;
      name: string;
      start_date: Date | string;
      end_date: Date | string;
      groups: Array<{ groupId: number; code: string }>;
    }>(sql`select a.id, a.kind, a.name, a.start_date, a.end_date,
  coalesce((select json_agg(json_build_object('groupId', g.id, 'code', g.code) order by g.code, g.id)
    from assignment_groups ag join groups g on g.id = ag.group_id where ag.assignment_id = a.id), '[]'::json) as groups
from assignments a
where a.school_id = ${o.schoolId}
  and a.end_date > ${o.from.toISOString()}::timestamptz
  and a.start_date < ${o.to.toISOString()}::timestamptz${groupFilter}
order by a.start_date, a.id
limit 2000`);
    return result.rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      name: r.name,
      startDate: toDate(r.start_date),
      endDate: toDate(r.end_date),
      groups: r.groups,
    }));
  }
}
