import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cleverUserLinks, syncConnections, teachers, users } from '../../db/schema.ts';

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

  async rolesOf(userId: number) {
    const [row] = await this.db
      .select({ roles: users.roles })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    return row?.roles;
  }
}
