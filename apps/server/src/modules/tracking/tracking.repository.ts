import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { students, teachers, trackingEvents } from '../../db/schema.ts';

export type NewTrackingEvent = typeof trackingEvents.$inferInsert;

/** The tracking events table: one insert per event, the school check, and pruning by age. */
export class TrackingRepository {
  constructor(private readonly db: Db) {}

  async insert(event: NewTrackingEvent) {
    await this.db.insert(trackingEvents).values(event);
  }

  /** Whether the user is a Confirmed teacher or an active student of the school (one indexed probe each). */
  async belongsTo(userId: number, schoolId: number): Promise<boolean> {
    const rows = await this.db.execute<{ ok: number }>(sql`
      select 1 as ok from ${teachers}
        where ${teachers.userId} = ${userId} and ${teachers.schoolId} = ${schoolId}
          and ${teachers.membershipStatus} = 'Confirmed'
      union all
      select 1 from ${students}
        where ${students.userId} = ${userId} and ${students.schoolId} = ${schoolId}
          and ${students.isArchived} = false
      limit 1`);
    return rows.rows.length > 0;
  }

  /**
   * Deletes up to `batch` events that happened before `before`, oldest first; answers how many went.
   * Small batches keep each statement short beside the answers' writes.
   */
  async pruneBatch(before: Date, batch: number): Promise<number> {
    const old = this.db
      .select({ id: trackingEvents.id })
      .from(trackingEvents)
      .where(lt(trackingEvents.occurredAt, before))
      .limit(batch);
    const gone = await this.db
      .delete(trackingEvents)
      .where(sql`${trackingEvents.id} in (${old})`)
      .returning({ id: trackingEvents.id });
    return gone.length;
  }
}
