import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailPreferences } from '../../db/schema.ts';
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
