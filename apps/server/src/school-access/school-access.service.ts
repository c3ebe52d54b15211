import type { AssignmentKind } from '@mathsight/contract/assignments.ts';
import type { Caller } from '../auth/authenticate.ts';
import { notFound } from '../http/errors.ts';
import { assertTeacher } from '../policies/roles.ts';
import { assertCanChangeClassMembers, assertCanUseSchool, mayUseSchool } from '../policies/school.ts';
import { assertCanChangeAssignment } from '../policies/work.ts';
import type { SchoolAccess } from '../shared/school-access.ts';
import type { SchoolAccessRepository } from './school-access.repository.ts';
import { SchoolCache } from './school-cache.ts';

/**
 * Who a teacher is in a school (a Confirmed member, a class's teacher, an administrator), asked by
 * every module that reads or writes a school's data: set work, the plan, classes, retrieval
 * practice, insights, flows and live answers. It lives beside policies/, not in a module, because
 * it is the one source of the facts those policies decide on; before, modules/assignments held it
 * and every other module depended on set work to learn who the caller was.
 */
export class SchoolAccessService {
  readonly #cache: SchoolCache<SchoolAccess | null>;

  constructor(
    private readonly repo: SchoolAccessRepository,
    /** Callers' memberships per school, for reads; writes always read the database. */
    cache?: SchoolCache<SchoolAccess | null>,
  ) {
    this.#cache = cache ?? new SchoolCache(0);
  }

  /**
   * The caller's Confirmed membership of the school, or 403 (not a teacher) / 404 (not theirs).
   * Reads may use this node's cached membership; writes pass `fresh` and always ask the database.
   */
  async schoolAccess(caller: Caller, schoolId: number, fresh = false): Promise<SchoolAccess> {
    assertTeacher(caller);
    const find = () => this.repo.findAccess(caller.userId, schoolId);
    const access = fresh
      ? await find()
      : await this.#cache.through(`${caller.userId}|${schoolId}`, { schoolId, userId: caller.userId }, find);
    assertCanUseSchool(access);
    return access;
  }

  /** A class the caller may read and set work for, with their access to its school. */
  async groupAccess(caller: Caller, groupId: number, fresh = false) {
    assertTeacher(caller);
    const group = await this.repo.findGroup(groupId);
    if (!group) throw notFound();
    const access = await this.schoolAccess(caller, group.schoolId, fresh);
    return { group, access };
  }

  /**
   * The classes among `groupIds` the caller may read (groupAccess for each, in one read): those of a
   * school they are not a Confirmed member of, or that do not exist, are left out rather than refused.
   */
  async readableGroups(caller: Caller, groupIds: readonly number[]) {
    assertTeacher(caller);
    const found = await this.repo.findGroups([...new Set(groupIds)]);
    const schools = [...new Set(found.map((group) => group.schoolId))];
    const allowed = new Set<number>();
    await Promise.all(
      schools.map(async (schoolId) => {
        const access = await this.#cache.through(
          `${caller.userId}|${schoolId}`,
          { schoolId, userId: caller.userId },
          () => this.repo.findAccess(caller.userId, schoolId),
        );
        if (mayUseSchool(access)) allowed.add(schoolId);
      }),
    );
    return found.filter((group) => allowed.has(group.schoolId));
  }

  /** An assignment the caller may read (a Confirmed teacher of its school); 404 otherwise or if of another kind. */
  async readable(caller: Caller, assignmentId: number, onlyKind?: AssignmentKind, fresh = false) {
    assertTeacher(caller);
    const head = await this.repo.findHead(assignmentId);
    if (!head || (onlyKind && head.kind !== onlyKind)) throw notFound();
    const access = await this.schoolAccess(caller, head.schoolId, fresh);
    return { head, access };
  }

  /** As readable (checked against the database), and the caller may change it (403 if they can only read it). */
  async changeable(caller: Caller, assignmentId: number, onlyKind?: AssignmentKind) {
    const found = await this.readable(caller, assignmentId, onlyKind, true);
    assertCanChangeAssignment(found.access, found.head);
    return found;
  }

  /** The classes among `groupIds` that belong to the school and are not archived. */
  schoolGroups(schoolId: number, groupIds: number[]) {
    return this.repo.findSchoolGroups(schoolId, groupIds);
  }

  /**
   * Before students or teachers join and leave classes: the caller's membership read fresh, every class
   * one of the school's (404 otherwise) and theirs to change (administrators any, a teacher those they
   * teach: 403). The classes to join and to leave, each once.
   */
  async classMembershipChange(
    caller: Caller,
    schoolId: number,
    request: { add: readonly number[]; remove: readonly number[] },
  ): Promise<{ add: number[]; remove: number[] }> {
    const access = await this.schoolAccess(caller, schoolId, true);
    const add = [...new Set(request.add)];
    const remove = [...new Set(request.remove)];
    const groupIds = [...new Set([...add, ...remove])];
    const found = await this.schoolGroups(schoolId, groupIds);
    if (found.length !== groupIds.length) throw notFound();
    assertCanChangeClassMembers(access, groupIds);
    return { add, remove };
  }
}
