import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cleverUserLinks, signOnTicketsSpent, syncConnections, teachers, users } from '../../db/schema.ts';

/** Every SQL query of the Clever sign-on (clever_user_links_clever_idx, users_email_lower_idx, sync_connections_external_idx). */
export class SchoolSignOnRepository {
  constructor(private readonly db: Db) {}

  async linkedUser(cleverUserId: string) {
    const [row] = await this.db
      .select({ userId: users.id, roles: users.roles })
      .from(cleverUserLinks)
      .innerJoin(users, and(eq(users.id, cleverUserLinks.userId), isNull(users.deletedAt)))
      .where(eq(cleverUserLinks.cleverUserId, cleverUserId));
    return row;
  }

  /** A teacher with this email who is a Confirmed member of the school linked to the Clever district. */
  async teacherInDistrict(email: string, districtId: string) {
    const [row] = await this.db
      .select({ userId: users.id, roles: users.roles })
      .from(users)
      .innerJoin(teachers, and(eq(teachers.userId, users.id), eq(teachers.membershipStatus, 'Confirmed')))
      .innerJoin(
        syncConnections,
        and(
          eq(syncConnections.schoolId, teachers.schoolId),
          eq(syncConnections.provider, 'clever'),
          eq(syncConnections.externalId, districtId),
        ),
      )
      .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
      .limit(1);
    return row;
  }

  async link(userId: number, cleverUserId: string) {
    await this.db.insert(cleverUserLinks).values({ userId, cleverUserId }).onConflictDoNothing();
  }

  /**
   * Marks a ticket spent; false when it already was. Tickets past their time go at the same moment
   * (sign_on_tickets_spent_expires_idx), so the table holds only the last few minutes' tickets.
   */
  async spend(ticketHash: string, expiresAt: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.delete(signOnTicketsSpent).where(lt(signOnTicketsSpent.expiresAt, new Date()));
      const spent = await tx
        .insert(signOnTicketsSpent)
        .values({ ticketHash, expiresAt })
        .onConflictDoNothing()
        .returning({ ticketHash: signOnTicketsSpent.ticketHash });
      return spent.length === 1;
    });
  }

  async rolesOf(userId: number) {
    const [row] = await this.db
      .select({ roles: users.roles })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    return row?.roles;
  }
}
