import type {
  AddClassStudentsRequest,
  AddedClassStudents,
  GroupDetail,
  GroupStudent,
  GroupStudentCollectionRequest,
  GroupStudentList,
  GroupStudentsChanged,
  GroupTeacherList,
  MoveGroupStudentsRequest,
  SchoolGroupList,
  SetGroupTeachersRequest,
  UpdateGroupRequest,
} from '@mathsight/contract/groups.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Config } from '../../config.ts';
import { badRequest, MESSAGES, notFound } from '../../http/errors.ts';
import type { ContextChanges } from '../../notify-bus/context-changes.ts';
import {
  assertCanManageClass,
  assertCanMoveInto,
  assertCanReadTeacherClasses,
} from '../../policies/classes.ts';
import { assertTeacher } from '../../policies/roles.ts';
import { assertCanShareClassCode } from '../../policies/school.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { ClassMembership } from '../../school-members/class-membership.ts';
import { makeStudentPassword, userNameBase } from '../../school-members/student-credentials.ts';
import { retryOnUserNameRace } from '../../school-members/user-name-race.ts';
import type { GroupHead, GroupsRepository } from './groups.repository.ts';

export const GROUP_MESSAGES = {
  codeTaken: 'A class in this school already has this code. Choose another.',
  unknownYearGroup: 'Choose year groups from the list.',
  notConfirmedTeachers: 'Choose Confirmed teachers of this school.',
  sameClass: 'Choose another class to move the students into.',
} as const;

/**
 * A class's members. Who may see them follows the set-work rule (any Confirmed teacher of the
 * school may set work for any of its classes), so access is asked of SchoolAccessService.groupAccess.
 * Adding students is for those who hold the class's code (its teachers and administrators).
 */
export class GroupsService {
  constructor(
    private readonly repo: GroupsRepository,
    private readonly schoolAccess: SchoolAccessService,
    private readonly options: {
      argon2: Config['argon2'];
      /** The one owner of class membership: its event evicts users/me and the plan pages everywhere. */
      membership: Pick<ClassMembership, 'changed'>;
      /** users/me lists the school's classes and each teacher's: edits publish a context change. */
      contextChanges: Pick<ContextChanges, 'publish'>;
    },
  ) {}

  async students(caller: Caller, groupId: number): Promise<GroupStudentList> {
    await this.schoolAccess.groupAccess(caller, groupId);
    const items = await this.repo.activeStudents(groupId);
    return { items, total: items.length };
  }

  /**
   * The students of several classes in one read (the GraphQL loader's batch): each class the caller
   * may read (as `students`) maps to its active students; a class they may not read maps to null.
   */
  async studentsOfClasses(
    caller: Caller,
    groupIds: readonly number[],
  ): Promise<Array<GroupStudent[] | null>> {
    const readable = await this.schoolAccess.readableGroups(caller, groupIds);
    const rows = await this.repo.activeStudentsOfGroups(readable.map((group) => group.groupId));
    const byGroup = Map.groupBy(rows, (row) => row.groupId);
    const allowed = new Set(readable.map((group) => group.groupId));
    return groupIds.map((id) =>
      allowed.has(id)
        ? (byGroup.get(id) ?? []).map(({ studentId, firstName, lastName }) => ({
            studentId,
            firstName,
            lastName,
          }))
        : null,
    );
  }

  /**
   * POST groups/{id}/students: accounts for the names a teacher typed or pasted, each with a
   * username and a password for their sign-in card (shown this once; only the hash is kept).
   */
  async addStudents(
    caller: Caller,
    groupId: number,
    request: AddClassStudentsRequest,
  ): Promise<AddedClassStudents> {
    const { group, access } = await this.schoolAccess.groupAccess(caller, groupId, true);
    assertCanShareClassCode(access, group.groupId);
    const schoolName = await this.repo.schoolName(group.schoolId);
    if (schoolName === null) throw notFound();

    const cards = request.students.map((name) => ({
      firstName: name.firstName,
      lastName: name.lastName,
      password: makeStudentPassword(),
    }));
    const hashes = await Promise.all(cards.map((card) => hashPassword(card.password, this.options.argon2)));
    // The usernames are chosen inside the add's transaction, so two teachers adding the same names at once get different ones.
    const added = await retryOnUserNameRace(() =>
      this.repo.addStudents({
        schoolId: group.schoolId,
        groupId: group.groupId,
        students: cards.map((card, i) => ({
          firstName: card.firstName,
          lastName: card.lastName,
          userNameBase: userNameBase(card.firstName, card.lastName),
          passwordHash: hashes[i] ?? '',
        })),
        now: new Date(),
      }),
    );
    await this.options.membership.changed(group.schoolId);
    const items = cards.map((card, i) => ({
      firstName: card.firstName,
      lastName: card.lastName,
      userName: added[i]?.userName ?? '',
      password: card.password,
      studentId: added[i]?.studentId ?? 0,
    }));
    return { items, total: items.length, schoolName, classCode: group.code };
  }

  // ------------------------------------------------------------ running the school's classes (issue 13)

  /** GET schools/{id}/groups: every class of the school, for any Confirmed teacher of it. */
  async schoolGroups(caller: Caller, schoolId: number): Promise<SchoolGroupList> {
    await this.schoolAccess.schoolAccess(caller, schoolId);
    const items = await this.repo.list(schoolId);
    return { items, total: items.length };
  }

  /** GET v4/teachers/{id}/groups: a teacher's classes, for themselves or an administrator of their school. */
  async teacherGroups(caller: Caller, teacherId: number): Promise<SchoolGroupList> {
    assertTeacher(caller);
    const teacher = await this.repo.findTeacher(teacherId);
    if (!teacher) throw notFound();
    if (teacher.userId !== caller.userId) {
      const access = await this.schoolAccess.schoolAccess(caller, teacher.schoolId);
      assertCanReadTeacherClasses(caller.userId, teacher, access);
    }
    const items = await this.repo.teacherClasses(teacher.schoolId, teacher.teacherId);
    return { items, total: items.length };
  }

  /** A class the caller runs (its teacher or the school's administrator): 404 / 403 otherwise. */
  async #managed(caller: Caller, groupId: number, fresh = false) {
    const { group, access } = await this.schoolAccess.groupAccess(caller, groupId, fresh);
    assertCanManageClass(access, group.groupId);
    return { head: group as GroupHead, access };
  }

  /** GET groups/{id}: the class, with what would go if it were deleted. */
  async detail(caller: Caller, groupId: number): Promise<GroupDetail> {
    const { head } = await this.#managed(caller, groupId);
    const [group, counts] = await Promise.all([this.repo.one(head), this.repo.deletionCounts(head.groupId)]);
    if (!group) throw notFound();
    return { ...group, schoolId: head.schoolId, counts };
  }

  /** PUT groups/{id}: code (free in the school), description, department (added if new), year groups. */
  async update(caller: Caller, groupId: number, request: UpdateGroupRequest): Promise<GroupDetail> {
    const { head } = await this.#managed(caller, groupId, true);
    const country = await this.repo.schoolCountry(head.schoolId);
    if (country === null) throw notFound();
    const yearGroupIds = [...new Set(request.yearGroupIds)];
    if ((await this.repo.knownYearGroups(country, yearGroupIds)).length !== yearGroupIds.length) {
      throw badRequest(MESSAGES.invalid, { yearGroupIds: [GROUP_MESSAGES.unknownYearGroup] });
    }
    const outcome = await this.repo.update({
      head,
      code: request.code,
      description: request.description || null,
      departmentName: request.departmentName || null,
      yearGroupIds,
    });
    if (outcome === 'codeTaken') throw badRequest(MESSAGES.invalid, { code: [GROUP_MESSAGES.codeTaken] });
    await this.options.contextChanges.publish({ schoolId: head.schoolId });
    return this.detail(caller, groupId);
  }

  /**
   * DELETE groups/{id}: the class goes, and with it the work set for it alone (with that work's
   * answers); work shared with other classes stays with them. Its students stay in the school.
   */
  async delete(caller: Caller, groupId: number): Promise<void> {
    const { head } = await this.#managed(caller, groupId, true);
    await this.repo.delete(head.groupId);
    await this.options.membership.changed(head.schoolId);
  }

  async teachers(caller: Caller, groupId: number): Promise<GroupTeacherList> {
    const { head } = await this.#managed(caller, groupId);
    const items = await this.repo.teachers(head.groupId);
    return { items, total: items.length };
  }

  /**
   * PUT groups/{id}/teachers: the class's teachers from now on, Confirmed teachers of its school
   * (400 otherwise); always at least one (the schema), so a class is never left untaught from here.
   * A teacher may leave their own class to colleagues.
   */
  async setTeachers(
    caller: Caller,
    groupId: number,
    request: SetGroupTeachersRequest,
  ): Promise<GroupTeacherList> {
    const { head } = await this.#managed(caller, groupId, true);
    const teacherIds = [...new Set(request.teacherIds)];
    const confirmed = await this.repo.confirmedTeachers(head.schoolId, teacherIds);
    if (confirmed.length !== teacherIds.length) {
      throw badRequest(MESSAGES.invalid, { teacherIds: [GROUP_MESSAGES.notConfirmedTeachers] });
    }
    const changedUsers = await this.repo.setTeachers(head, teacherIds);
    for (const userId of changedUsers) await this.options.contextChanges.publish({ userId });
    await this.options.contextChanges.publish({ schoolId: head.schoolId });
    const items = await this.repo.teachers(head.groupId);
    return { items, total: items.length };
  }

  /** PUT groups/{id}/students/add-collection: students of the school join the class and its current work. */
  async addMembers(
    caller: Caller,
    groupId: number,
    request: GroupStudentCollectionRequest,
  ): Promise<GroupStudentsChanged> {
    const { head } = await this.#managed(caller, groupId, true);
    const studentIds = await this.#schoolStudents(head, request.studentIds);
    const count = await this.repo.addMembers({ head, studentIds, now: new Date() });
    await this.#membersChanged(head);
    return { count };
  }

  /**
   * PUT groups/{id}/students/remove-collection: students leave the class (they stay in the school) and
   * its open work they have not started.
   */
  async removeMembers(
    caller: Caller,
    groupId: number,
    request: GroupStudentCollectionRequest,
  ): Promise<GroupStudentsChanged> {
    const { head } = await this.#managed(caller, groupId, true);
    const studentIds = await this.#schoolStudents(head, request.studentIds);
    const count = await this.repo.removeMembers({ groupId: head.groupId, studentIds, now: new Date() });
    await this.#membersChanged(head);
    return { count };
  }

  /**
   * PUT groups/{id}/students/move: members of this class into another class of the school; both
   * must be the caller's (their teacher, or the school's administrator). Past answers stay where
   * they were given.
   */
  async moveMembers(
    caller: Caller,
    groupId: number,
    request: MoveGroupStudentsRequest,
  ): Promise<GroupStudentsChanged> {
    const { head, access } = await this.#managed(caller, groupId, true);
    if (request.toGroupId === head.groupId) {
      throw badRequest(MESSAGES.invalid, { toGroupId: [GROUP_MESSAGES.sameClass] });
    }
    const [target] = await this.schoolAccess.schoolGroups(head.schoolId, [request.toGroupId]);
    if (!target) throw notFound();
    assertCanMoveInto(access, target.groupId);
    const studentIds = [...new Set(request.studentIds)];
    if ((await this.repo.members(head.groupId, studentIds)).length !== studentIds.length) throw notFound();
    const count = await this.repo.moveMembers({
      from: head,
      to: { groupId: target.groupId, schoolId: head.schoolId, code: target.code },
      studentIds,
      now: new Date(),
    });
    await this.#membersChanged(head);
    return { count };
  }

  /** Every id a student of the class's school, or 404 and nothing changes. */
  async #schoolStudents(head: GroupHead, ids: number[]) {
    const studentIds = [...new Set(ids)];
    if ((await this.repo.schoolStudents(head.schoolId, studentIds)).length !== studentIds.length) {
      throw notFound();
    }
    return studentIds;
  }

  async #membersChanged(head: GroupHead) {
    await this.options.membership.changed(head.schoolId);
  }
}
