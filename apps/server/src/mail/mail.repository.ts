import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailOutbox, emailPreferences } from '../db/schema.ts';

export type MailKind = (typeof emailOutbox.$inferInsert)['kind'];

/** The outbox: every message as sent, and how the sending went. */
export class MailRepository {
  constructor(private readonly db: Db) {}

  async record(message: {
    userId: number | null;
    toAddress: string;
    kind: MailKind;
    subject: string;
    textBody: string;
    htmlBody: string;
  }): Promise<number> {
    const [row] = await this.db.insert(emailOutbox).values(message).returning({ id: emailOutbox.id });
    if (!row) throw new Error('the outbox did not take the message');
    return row.id;
  }

  /** Whether the user turned this kind of email off (no choice made means they get it). */
  async turnedOff(userId: number, kind: Exclude<MailKind, 'transactional'>): Promise<boolean> {
    const [row] = await this.db
      .select({ subscribed: emailPreferences.subscribed })
      .from(emailPreferences)
      .where(and(eq(emailPreferences.userId, userId), eq(emailPreferences.kind, kind)));
    return row?.subscribed === false;
  }

  async markSent(id: number) {
    await this.db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, id));
  }

  async markFailed(id: number, error: string) {
    await this.db
      .update(emailOutbox)
      .set({ error: error.slice(0, 1000) })
      .where(eq(emailOutbox.id, id));
  }
}
