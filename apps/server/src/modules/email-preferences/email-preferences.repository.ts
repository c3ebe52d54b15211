import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailPreferences, users } from '../../db/schema.ts';

type Kind = (typeof emailPreferences.$inferSelect)['kind'];

/** A user's choices of the emails that are not transactional. */
export class EmailPreferencesRepository {
  constructor(private readonly db: Db) {}

  async findEmail(userId: number): Promise<string | null | undefined> {
    const [row] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row ? row.email : undefined;
  }

  async choices(userId: number): Promise<Map<Kind, boolean>> {
    const rows = await this.db
      .select({ kind: emailPreferences.kind, subscribed: emailPreferences.subscribed })
      .from(emailPreferences)
      .where(eq(emailPreferences.userId, userId));
    return new Map(rows.map((r) => [r.kind, r.subscribed]));
  }

  /** Whether the user holds the Parent role (the parents' weekly email is only theirs). */
  async isParent(userId: number): Promise<boolean> {
    const [row] = await this.db.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
    return (row?.roles ?? []).includes('Parent');
  }

  /** Every kind's choice, stored together. */
  async save(userId: number, choices: Partial<Record<Kind, boolean>>) {
    const now = new Date();
    await this.db.transaction(async (tx) => {
      for (const [kind, subscribed] of Object.entries(choices) as Array<[Kind, boolean]>) {
        await tx
          .insert(emailPreferences)
          .values({ userId, kind, subscribed, updatedAt: now })
          .onConflictDoUpdate({
            target: [emailPreferences.userId, emailPreferences.kind],
            set: { subscribed, updatedAt: now },
          });
      }
    });
  }
}
