import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { googleTickets, oauthFlows, userIdentities, users } from '../../db/schema.ts';

export const GOOGLE = 'google';

export type StoredFlow = typeof oauthFlows.$inferSelect;
export type StoredTicket = typeof googleTickets.$inferSelect;
type NewTeacher = { title: string | null; firstName: string; lastName: string; email: string };

/** Flows under way, tickets and linked identities. */
export class GoogleSignInRepository {
  constructor(private readonly db: Db) {}

  async storeFlow(flow: StoredFlow) {
    await this.db.insert(oauthFlows).values(flow);
  }

  /** The flow with this state, removed as it is read: a state is good for one exchange. */
  async takeFlow(stateHash: string): Promise<StoredFlow | null> {
    const [row] = await this.db
      .delete(oauthFlows)
      .where(and(eq(oauthFlows.stateHash, stateHash), gt(oauthFlows.expiresAt, new Date())))
      .returning();
    return row ?? null;
  }

  async prune(now: Date) {
    await this.db.delete(oauthFlows).where(lt(oauthFlows.expiresAt, now));
    await this.db.delete(googleTickets).where(lt(googleTickets.expiresAt, now));
  }

  async linkedUser(subject: string) {
    const [row] = await this.db
      .select({ id: users.id, roles: users.roles })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(
        and(
          eq(userIdentities.provider, GOOGLE),
          eq(userIdentities.subject, subject),
          isNull(users.deletedAt),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** The account (not deleted) whose email or username is this address. */
  async accountWithEmail(email: string) {
    const lowered = email.toLowerCase();
    const [row] = await this.db
      .select({
        id: users.id,
        roles: users.roles,
        hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      })
      .from(users)
      .where(sql`(lower(${users.email}) = ${lowered} or lower(${users.userName}) = ${lowered})`)
      .limit(1);
    return row ?? null;
  }

  async storeTicket(ticket: StoredTicket) {
    await this.db.insert(googleTickets).values(ticket);
  }

  async findTicket(ticketHash: string): Promise<StoredTicket | null> {
    const [row] = await this.db
      .select()
      .from(googleTickets)
      .where(and(eq(googleTickets.ticketHash, ticketHash), gt(googleTickets.expiresAt, new Date())));
    return row ?? null;
  }

  /** Used once: removed as it is read. */
  async takeTicket(ticketHash: string): Promise<StoredTicket | null> {
    const [row] = await this.db
      .delete(googleTickets)
      .where(and(eq(googleTickets.ticketHash, ticketHash), gt(googleTickets.expiresAt, new Date())))
      .returning();
    return row ?? null;
  }

  /** Links the Google subject to the account; a subject already linked stays with its first account. */
  async link(subject: string, userId: number, email: string) {
    await this.db
      .insert(userIdentities)
      .values({ provider: GOOGLE, subject, userId, email })
      .onConflictDoNothing({ target: [userIdentities.provider, userIdentities.subject] });
  }

  async userRoles(userId: number) {
    const [row] = await this.db
      .select({ roles: users.roles })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    return row?.roles ?? null;
  }

  /**
   * A teacher account from a verified Google identity: no password, the address confirmed (Google
   * verified it), the identity linked, in one transaction.
   */
  async createTeacher(teacher: NewTeacher, subject: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          ...teacher,
          roles: ['Teacher'],
          userName: teacher.email.toLowerCase(),
          emailConfirmedAt: new Date(),
        })
        .returning({ id: users.id });
      if (!user) throw new Error('the new account was not stored');
      await tx
        .insert(userIdentities)
        .values({ provider: GOOGLE, subject, userId: user.id, email: teacher.email });
      return user.id;
    });
  }
}
