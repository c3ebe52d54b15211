import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  classMessageRecipients,
  classMessages,
  groupStudents,
  students,
  teachers,
  users,
} from '../../db/schema.ts';

/** Teachers' messages to a class's students: who gets one, storing it, the class's history. */
export class ClassNotificationsRepository {
  constructor(private readonly db: Db) {}

  /** The class's students a message would reach now: its active (not archived) members. */
  async recipientCount(groupId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(groupStudents)
      .innerJoin(students, and(eq(students.id, groupStudents.studentId), eq(students.isArchived, false)))
      .where(eq(groupStudents.groupId, groupId));
    return row?.n ?? 0;
  }

  /**
   * The message and one delivery per active student of the class, in one transaction: the
   * recipients are copied in one insert … select, so a student added meanwhile is either in both
   * the count and the rows or in neither.
   */
  async send(o: { schoolId: number; groupId: number; teacherId: number; body: string }) {
    return this.db.transaction(async (tx) => {
      const [message] = await tx
        .insert(classMessages)
        .values({ ...o, recipientCount: 0 })
        .returning({ id: classMessages.id, createdAt: classMessages.createdAt });
      if (!message) throw new Error('the class message was not stored');
      const delivered = await tx.execute<{ student_id: number }>(sql`insert into ${classMessageRecipients}
  (message_id, student_id, school_id)
select ${message.id}, gs.student_id, gs.school_id
from ${groupStudents} gs
join ${students} s on s.id = gs.student_id and s.is_archived = false
where gs.group_id = ${o.groupId}
returning student_id`);
      const recipientCount = delivered.rows.length;
      await tx.update(classMessages).set({ recipientCount }).where(eq(classMessages.id, message.id));
      return { id: message.id, createdAt: message.createdAt, recipientCount };
    });
  }

  /** The class's messages, newest first, with who sent each (two statements: the page and the count). */
  async history(groupId: number, take: number) {
    const [items, [total]] = await Promise.all([
      this.db
        .select({
          id: classMessages.id,
          groupId: classMessages.groupId,
          body: classMessages.body,
          recipientCount: classMessages.recipientCount,
          createdAt: classMessages.createdAt,
          senderName: sql<
            string | null
          >`nullif(trim(concat_ws(' ', ${users.title}, ${users.firstName}, ${users.lastName})), '')`,
        })
        .from(classMessages)
        .leftJoin(teachers, eq(teachers.id, classMessages.teacherId))
        .leftJoin(users, eq(users.id, teachers.userId))
        .where(eq(classMessages.groupId, groupId))
        .orderBy(desc(classMessages.createdAt), desc(classMessages.id))
        .limit(take),
      this.db.select({ n: count() }).from(classMessages).where(eq(classMessages.groupId, groupId)),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  async senderName(teacherId: number): Promise<string | null> {
    const [row] = await this.db
      .select({
        name: sql<
          string | null
        >`nullif(trim(concat_ws(' ', ${users.title}, ${users.firstName}, ${users.lastName})), '')`,
      })
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(eq(teachers.id, teacherId));
    return row?.name ?? null;
  }
}
