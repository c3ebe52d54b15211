import type { ContextChanges } from '../notify-bus/context-changes.ts';

/**
 * The one owner of "which students are in a school's classes changed" (issue 25 point 2). Every writer
 * of class membership (add by name, import, join by code, move, remove, archive, erase, delete a
 * class; sync later) enrols or withdraws in the same transaction (work/enrol-in-class-work-sql.ts) and then
 * calls `changed`, never a channel of its own. One context change for the school, on this node at once
 * and on the others by NOTIFY, evicts every cache that counts members: users/me (MeCache), the
 * school's access (SchoolCache) and the plan pages (Set work, homework insights).
 */
export class ClassMembership {
  constructor(private readonly contextChanges: Pick<ContextChanges, 'publish'>) {}

  async changed(schoolId: number): Promise<void> {
    await this.contextChanges.publish({ schoolId });
  }
}
