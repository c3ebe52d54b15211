import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  answerFeedback,
  emailPreferences,
  parentLinkEndings,
  studentAnswers,
  users,
} from '../../db/schema.ts';
import { parentChildren } from '../../school-members/parent-children-sql.ts';

/** The parent's links to their children and their weekly-email choice. */
export class ParentHomeRepository {
  constructor(private readonly db: Db) {}

  /** Every child the parent user is linked to now. */
  children(parentUserId: number) {
    return parentChildren(this.db, parentUserId);
  }

  /** The child, if the parent user is linked to them now (else undefined). */
  async child(parentUserId: number, childId: number) {
    const [row] = await parentChildren(this.db, parentUserId, childId);
    return row;
  }

  /** The teacher's comments on a student's answers, by work (answer_feedback by its answers' student). */
  async teacherComments(studentId: number): Promise<Map<number, string[]>> {
    const rows = await this.db
      .select({ assignmentId: answerFeedback.assignmentId, comment: answerFeedback.comment })
      .from(answerFeedback)
      .innerJoin(studentAnswers, eq(studentAnswers.id, answerFeedback.studentAnswerId))
      .where(eq(studentAnswers.studentId, studentId))
      .orderBy(answerFeedback.createdAt);
    const out = new Map<number, string[]>();
    for (const r of rows) out.set(r.assignmentId, [...(out.get(r.assignmentId) ?? []), r.comment]);
    return out;
  }

  /** Dismisses the parent's own notice; false when there is none of theirs. */
  async dismissEndedLink(parentUserId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .update(parentLinkEndings)
      .set({ dismissedAt: new Date() })
      .where(
        and(
          eq(parentLinkEndings.id, id),
          eq(parentLinkEndings.parentUserId, parentUserId),
          isNull(parentLinkEndings.dismissedAt),
        ),
      )
      .returning({ id: parentLinkEndings.id });
    return rows.length === 1;
  }

  /**
   * Claims up to `limit` ended links whose parent has not been emailed (emailed_at set first, so two
   * servers never send one twice), with the parent's address; a parent without one is claimed too.
   */
  async claimUnsentEndings(limit: number) {
    const claimed = await this.db
      .update(parentLinkEndings)
      .set({ emailedAt: new Date() })
      .where(
        inArray(
          parentLinkEndings.id,
          sql`(select id from parent_link_endings where emailed_at is null order by id limit ${limit} for update skip locked)`,
        ),
      )
      .returning();
    if (claimed.length === 0) return [];
    const people = await this.db
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, [...new Set(claimed.map((c) => c.parentUserId))]));
    const byId = new Map(people.map((p) => [p.id, p]));
    return claimed.flatMap((c) => {
      const parent = byId.get(c.parentUserId);
      return parent?.email ? [{ ...c, parent: { ...parent, email: parent.email } }] : [];
    });
  }

  /** The weekly parent email's switch: no row means off (issue 27 point 5). */
  async weeklyEmail(userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ subscribed: emailPreferences.subscribed })
      .from(emailPreferences)
      .where(and(eq(emailPreferences.userId, userId), eq(emailPreferences.kind, 'parent-weekly')));
    return row?.subscribed ?? false;
  }

  async setWeeklyEmail(userId: number, subscribed: boolean) {
    const now = new Date();
    await this.db
      .insert(emailPreferences)
      .values({ userId, kind: 'parent-weekly', subscribed, updatedAt: now })
      .onConflictDoUpdate({
        target: [emailPreferences.userId, emailPreferences.kind],
        set: { subscribed, updatedAt: now },
      });
  }
}
