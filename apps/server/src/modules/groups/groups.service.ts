import type {
  AddClassStudentsRequest,
  AddedClassStudents,
  GroupStudentList,
} from '@mathsight/contract/groups.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { isUniqueViolation } from '../../auth/one-time-codes.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../http/errors.ts';
import { assertCanShareClassCode } from '../../policies/school.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import { freeUserName, makeStudentPassword, userNameBase } from '../../school-members/student-credentials.ts';
import type { GroupsRepository } from './groups.repository.ts';

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
      /** Tells the nodes the class's work has new members (AssignmentsService.classMembersChanged). */
      membersChanged: (schoolId: number) => Promise<void>;
    },
  ) {}

  async students(caller: Caller, groupId: number): Promise<GroupStudentList> {
    await this.schoolAccess.groupAccess(caller, groupId);
    const items = await this.repo.activeStudents(groupId);
    return { items, total: items.length };
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

    // Another teacher may take one of these usernames between the check and the insert: try once more.
    for (let attempt = 0; ; attempt++) {
      const cards = await this.#cards(request.students);
      const hashes = await Promise.all(cards.map((card) => hashPassword(card.password, this.options.argon2)));
      try {
        const added = await this.repo.addStudents({
          schoolId: group.schoolId,
          groupId: group.groupId,
          students: cards.map((card, i) => ({
            firstName: card.firstName,
            lastName: card.lastName,
            userName: card.userName,
            passwordHash: hashes[i] ?? '',
          })),
          now: new Date(),
        });
        await this.options.membersChanged(group.schoolId);
        const items = cards.map((card, i) => ({ ...card, studentId: added[i]?.studentId ?? 0 }));
        return { items, total: items.length, schoolName, classCode: group.code };
      } catch (error) {
        if (!isUniqueViolation(error) || attempt > 0) throw error;
      }
    }
  }

  async #cards(names: AddClassStudentsRequest['students']) {
    const bases = names.map((name) => userNameBase(name.firstName, name.lastName));
    const taken = await this.repo.takenUserNames(bases);
    return names.map((name, i) => ({
      firstName: name.firstName,
      lastName: name.lastName,
      userName: freeUserName(bases[i] ?? 'student', taken),
      password: makeStudentPassword(),
    }));
  }
}
