import type { SyncProvider, SyncUpdateType } from '@mathsight/contract/sync-connections.ts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { syncConnections, teachers, users } from '../../db/schema.ts';
import { emailConfirmed } from '../../school-members/member-reads-sql.ts';

export interface StoredConnection {
  provider: SyncProvider;
  externalId: string;
  accessTokenSealed: string;
  refreshTokenSealed: string | null;
  accessTokenExpiresAt: Date | null;
}

export interface NewConnection extends StoredConnection {
  schoolId: number;
  connectedBy: number | null;
}

/** Every SQL query of the sync connections (sync_connections_school_provider_idx, sync_connections_external_idx). */
export class SyncConnectionsRepository {
  constructor(private readonly db: Db) {}

  list(schoolId: number) {
    return this.db
      .select({
        provider: syncConnections.provider,
        externalId: syncConnections.externalId,
        connectedAt: syncConnections.connectedAt,
        firstName: users.firstName,
        lastName: users.lastName,
        nightly: syncConnections.nightly,
        updateType: syncConnections.updateType,
      })
      .from(syncConnections)
      .leftJoin(teachers, eq(teachers.id, syncConnections.connectedBy))
      .leftJoin(users, and(eq(users.id, teachers.userId), isNull(users.deletedAt)))
      .where(eq(syncConnections.schoolId, schoolId));
  }

  async find(schoolId: number, provider: SyncProvider): Promise<StoredConnection | undefined> {
    const [row] = await this.db
      .select({
        provider: syncConnections.provider,
        externalId: syncConnections.externalId,
        accessTokenSealed: syncConnections.accessTokenSealed,
        refreshTokenSealed: syncConnections.refreshTokenSealed,
        accessTokenExpiresAt: syncConnections.accessTokenExpiresAt,
      })
      .from(syncConnections)
      .where(and(eq(syncConnections.schoolId, schoolId), eq(syncConnections.provider, provider)));
    return row;
  }

  /** Another school already linked to this district / Wonde school / account, if any. */
  async linkedElsewhere(
    schoolId: number,
    provider: SyncProvider,
    externalId: string,
  ): Promise<number | undefined> {
    const [row] = await this.db
      .select({ schoolId: syncConnections.schoolId })
      .from(syncConnections)
      .where(
        and(
          eq(syncConnections.provider, provider),
          eq(syncConnections.externalId, externalId),
          ne(syncConnections.schoolId, schoolId),
        ),
      )
      .limit(1);
    return row?.schoolId;
  }

  /** Connects (or reconnects, keeping nightly and update type) in one statement. */
  async upsert(connection: NewConnection): Promise<void> {
    await this.db
      .insert(syncConnections)
      .values(connection)
      .onConflictDoUpdate({
        target: [syncConnections.schoolId, syncConnections.provider],
        set: {
          externalId: connection.externalId,
          accessTokenSealed: connection.accessTokenSealed,
          refreshTokenSealed: connection.refreshTokenSealed,
          accessTokenExpiresAt: connection.accessTokenExpiresAt,
          connectedBy: connection.connectedBy,
          connectedAt: new Date(),
        },
      });
  }

  async updateTokens(
    schoolId: number,
    provider: SyncProvider,
    accessTokenSealed: string,
    expiresAt: Date | null,
  ) {
    await this.db
      .update(syncConnections)
      .set({ accessTokenSealed, accessTokenExpiresAt: expiresAt })
      .where(and(eq(syncConnections.schoolId, schoolId), eq(syncConnections.provider, provider)));
  }

  async updateSettings(
    schoolId: number,
    provider: SyncProvider,
    settings: { nightly?: boolean; updateType?: SyncUpdateType },
  ): Promise<boolean> {
    const rows = await this.db
      .update(syncConnections)
      .set(settings)
      .where(and(eq(syncConnections.schoolId, schoolId), eq(syncConnections.provider, provider)))
      .returning({ id: syncConnections.id });
    return rows.length > 0;
  }

  async remove(schoolId: number, provider: SyncProvider): Promise<boolean> {
    const rows = await this.db
      .delete(syncConnections)
      .where(and(eq(syncConnections.schoolId, schoolId), eq(syncConnections.provider, provider)))
      .returning({ id: syncConnections.id });
    return rows.length > 0;
  }

  /** Whether the teacher is still a Confirmed administrator of the school (the OAuth callback re-checks). */
  /** The school a district (or Wonde school, or account) is connected to, if any (sync_connections_external_idx). */
  async schoolFor(provider: SyncProvider, externalId: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ schoolId: syncConnections.schoolId })
      .from(syncConnections)
      .where(and(eq(syncConnections.provider, provider), eq(syncConnections.externalId, externalId)));
    return row?.schoolId;
  }

  /** Whether the user has confirmed their email address (making a school needs it). */
  emailConfirmed(userId: number): Promise<boolean> {
    return emailConfirmed(this.db, userId);
  }

  /** The teacher row of a user in a school (teachers_user_school_idx). */
  async teacherIdOf(userId: number, schoolId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: teachers.id })
      .from(teachers)
      .where(and(eq(teachers.userId, userId), eq(teachers.schoolId, schoolId)));
    return row?.id;
  }

  async isAdministrator(schoolId: number, teacherId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: teachers.id })
      .from(teachers)
      .where(
        and(
          eq(teachers.id, teacherId),
          eq(teachers.schoolId, schoolId),
          eq(teachers.membershipStatus, 'Confirmed'),
          eq(teachers.isSchoolAdministrator, true),
        ),
      );
    return row !== undefined;
  }
}
