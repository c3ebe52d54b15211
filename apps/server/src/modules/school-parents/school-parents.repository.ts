import type { ParentCoverage, SchoolParent } from '@mathsight/contract/school-parents.ts';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupStudents, groups, parentStudents, parents, students, users } from '../../db/schema.ts';
import { pagedRows } from '../../shared/paged-rows.ts';

export interface ParentQuery {
  schoolId: number;
  /** The classes whose students' parents the caller may see; null for every class (administrators). */
  visibleGroupIds: number[] | null;
  /** Lower-case words, each in the parent's name or email, or in a visible child's name. */
  words: string[];
  groupId?: number;
  skip: number;
  take: number;
}

const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;
const ids = (list: readonly number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * A link of the parent (the outer query's `parents` row) to a child the caller may see: an active
 * (not archived, not erased: erasure archives the row) student of the school, in one of the caller's
 * classes unless they see every class. `extra` narrows it further (a class, a child's name). Written
 * with its own aliases (ps, cs, cu) so the child's `users` row never meets the parent's.
 */
function visibleLink(q: Pick<ParentQuery, 'schoolId' | 'visibleGroupIds'>, extra: SQL[] = []): SQL {
  const inTheirClasses =
    q.visibleGroupIds === null
      ? sql``
      : sql` and exists (select 1 from group_students vg where vg.student_id = ps.student_id and vg.group_id in (${ids(q.visibleGroupIds)}))`;
  return sql`exists (select 1 from parent_students ps
    join students cs on cs.id = ps.student_id and not cs.is_archived
    join users cu on cu.id = cs.user_id and cu.deleted_at is null
    where ps.parent_id = ${parents.id} and ps.school_id = ${q.schoolId}${inTheirClasses}${sql.join(extra, sql``)})`;
}

/**
 * Every SQL query about a school's parents. The list is two statements whatever its size: the page of
 * parents (from the school's links, parent_students_school_idx; the count with it) and the page's
 * visible children with their classes (parent_students primary key, group_students_student_idx).
 */
export class SchoolParentsRepository {
  constructor(private readonly db: Db) {}

  async list(q: ParentQuery): Promise<{ items: SchoolParent[]; total: number }> {
    if (q.visibleGroupIds?.length === 0) return { items: [], total: 0 };
    const conditions: SQL[] = [
      isNull(users.deletedAt),
      visibleLink(
        q,
        q.groupId === undefined
          ? []
          : [
              sql` and exists (select 1 from group_students fg where fg.student_id = ps.student_id and fg.group_id = ${q.groupId})`,
            ],
      ),
    ];
    for (const word of q.words) {
      const like = likeWord(word);
      conditions.push(
        sql`(lower(${users.firstName}) like ${like} or lower(${users.lastName}) like ${like} or lower(coalesce(${users.email}, '')) like ${like} or ${visibleLink(
          q,
          [sql` and (lower(cu.first_name) like ${like} or lower(cu.last_name) like ${like})`],
        )})`,
      );
    }
    const where = and(...conditions);
    const rows = await this.db
      .select({
        parentId: parents.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(parents)
      .innerJoin(users, eq(users.id, parents.userId))
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(parents.id))
      .limit(q.take)
      .offset(q.skip);
    const { rows: found, total } = await pagedRows(rows, q.skip, async () => {
      const [row] = await this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(parents)
        .innerJoin(users, eq(users.id, parents.userId))
        .where(where);
      return row?.n ?? 0;
    });
    const page = found.map((row) => ({ ...row, children: [] }));
    return { items: await this.#withChildren(q, page), total };
  }

  /** The page's parents' children the caller may see, each with their classes, in one statement. */
  async #withChildren(
    q: Pick<ParentQuery, 'schoolId' | 'visibleGroupIds'>,
    page: SchoolParent[],
  ): Promise<SchoolParent[]> {
    if (page.length === 0) return [];
    const rows = await this.db
      .select({
        parentId: parentStudents.parentId,
        studentId: students.id,
        firstName: users.firstName,
        lastName: users.lastName,
        linkedAt: parentStudents.createdAt,
        groupId: groups.id,
        code: groups.code,
      })
      .from(parentStudents)
      .innerJoin(students, and(eq(students.id, parentStudents.studentId), eq(students.isArchived, false)))
      .innerJoin(users, and(eq(users.id, students.userId), isNull(users.deletedAt)))
      .leftJoin(groupStudents, eq(groupStudents.studentId, students.id))
      .leftJoin(groups, and(eq(groups.id, groupStudents.groupId), eq(groups.isArchived, false)))
      .where(
        and(
          eq(parentStudents.schoolId, q.schoolId),
          inArray(
            parentStudents.parentId,
            page.map((p) => p.parentId),
          ),
          q.visibleGroupIds === null
            ? undefined
            : sql`exists (select 1 from group_students vg where vg.student_id = ${students.id} and vg.group_id in (${ids(q.visibleGroupIds)}))`,
        ),
      )
      .orderBy(asc(users.lastName), asc(users.firstName), asc(students.id), asc(groups.code));
    const byParent = new Map(page.map((p) => [p.parentId, p]));
    for (const row of rows) {
      const parent = byParent.get(row.parentId);
      if (!parent) continue;
      let child = parent.children.find((c) => c.studentId === row.studentId);
      if (!child) {
        child = {
          studentId: row.studentId,
          firstName: row.firstName,
          lastName: row.lastName,
          groups: [],
          linkedAt: row.linkedAt.toISOString(),
        };
        parent.children.push(child);
      }
      if (row.groupId !== null && row.code !== null)
        child.groups.push({ groupId: row.groupId, code: row.code });
    }
    return page;
  }

  /**
   * How many of the active students the caller may see have a parent linked: in all (one statement
   * over the school's students) and class by class (one grouped statement over the visible classes).
   */
  async coverage(q: Pick<ParentQuery, 'schoolId' | 'visibleGroupIds'>): Promise<ParentCoverage> {
    if (q.visibleGroupIds?.length === 0) return { studentCount: 0, linkedCount: 0, classes: [] };
    const linked = sql`exists (select 1 from ${parentStudents} where ${parentStudents.studentId} = ${students.id})`;
    const [all] = await this.db
      .select({
        studentCount: sql<number>`count(*)::int`,
        linkedCount: sql<number>`(count(*) filter (where ${linked}))::int`,
      })
      .from(students)
      .where(
        and(
          eq(students.schoolId, q.schoolId),
          eq(students.isArchived, false),
          q.visibleGroupIds === null
            ? undefined
            : sql`exists (select 1 from ${groupStudents} where ${groupStudents.studentId} = ${students.id} and ${inArray(groupStudents.groupId, q.visibleGroupIds)})`,
        ),
      );
    const classes = await this.db
      .select({
        groupId: groups.id,
        code: groups.code,
        studentCount: sql<number>`count(${students.id})::int`,
        linkedCount: sql<number>`(count(${students.id}) filter (where ${linked}))::int`,
      })
      .from(groups)
      .leftJoin(groupStudents, eq(groupStudents.groupId, groups.id))
      .leftJoin(students, and(eq(students.id, groupStudents.studentId), eq(students.isArchived, false)))
      .where(
        and(
          eq(groups.schoolId, q.schoolId),
          eq(groups.isArchived, false),
          q.visibleGroupIds === null ? undefined : inArray(groups.id, q.visibleGroupIds),
        ),
      )
      .groupBy(groups.id, groups.code)
      .orderBy(asc(groups.code), asc(groups.id));
    return {
      studentCount: all?.studentCount ?? 0,
      linkedCount: all?.linkedCount ?? 0,
      classes: classes.sort((a, b) => a.code.localeCompare(b.code, 'en-GB', { numeric: true })),
    };
  }

  /** Ends the parent's link to the school's student; false when there is no such link in the school. */
  async unlink(schoolId: number, parentId: number, studentId: number): Promise<boolean> {
    const removed = await this.db
      .delete(parentStudents)
      .where(
        and(
          eq(parentStudents.schoolId, schoolId),
          eq(parentStudents.parentId, parentId),
          eq(parentStudents.studentId, studentId),
        ),
      )
      .returning({ parentId: parentStudents.parentId });
    return removed.length > 0;
  }
}
