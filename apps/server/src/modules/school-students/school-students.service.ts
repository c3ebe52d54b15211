import type { PagingOf } from '@mathsight/contract/common.ts';
import type {
  ClassMembershipsResult,
  DeleteStudentsRequest,
  DeleteStudentsResult,
  SchoolStudentFilter,
  SchoolStudentList,
  StudentClassMembershipsRequest,
  StudentCollectionRequest,
  StudentCollectionResult,
  StudentPasswordReset,
  UpdateSchoolStudentRequest,
} from '@mathsight/contract/school-students.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { isUniqueViolation } from '../../auth/one-time-codes.ts';
import { type Argon2Cost, hashPassword } from '../../auth/passwords.ts';
import { conflict, notFound } from '../../http/errors.ts';
import {
  assertCanArchiveStudents,
  assertCanEditStudent,
  assertCanEraseStudents,
  SCHOOL_STUDENT_MESSAGES,
} from '../../policies/school.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { ClassMembership } from '../../school-members/class-membership.ts';
import { makeStudentPassword } from '../../school-members/student-credentials.ts';
import { searchWords } from '../../shared/search-words.ts';
import type { SchoolStudentsRepository } from './school-students.repository.ts';

/**
 * A school's students (issue 13 point 2): any Confirmed teacher of the school lists and exports them;
 * only its administrators archive and un-archive them (point 6). Archived students leave every list
 * (each list joins active students only) while their answers stay in past work's results.
 */
export class SchoolStudentsService {
  constructor(
    private readonly repo: SchoolStudentsRepository,
    private readonly access: SchoolAccessService,
    private readonly options: {
      /** The one owner of class membership: its event evicts users/me and the plan pages everywhere. */
      membership: Pick<ClassMembership, 'changed'>;
      /** The cost of hashing a new password. */
      argon2: Argon2Cost;
      /** Sign-ins just ended (a new password, an erasure): their access tokens are refused here at once. */
      sessionsEnded: (sessionIds: readonly string[]) => void;
    },
  ) {}

  async list(
    caller: Caller,
    schoolId: number,
    paging: PagingOf<SchoolStudentFilter>,
  ): Promise<SchoolStudentList> {
    await this.access.schoolAccess(caller, schoolId);
    return this.repo.list({
      schoolId,
      words: searchWords(paging.filter.searchText),
      groupIds: paging.filter.groupIds,
      yearGroupId: paging.filter.yearGroupId,
      archiveStatus: paging.filter.archiveStatus,
      skip: paging.skip,
      take: paging.take,
    });
  }

  /** The list as the export writes it, with the school's name for the file. */
  async exportList(caller: Caller, schoolId: number, paging: PagingOf<SchoolStudentFilter>) {
    const list = await this.list(caller, schoolId, paging);
    const schoolName = await this.repo.schoolName(schoolId);
    if (schoolName === null) throw notFound();
    return { ...list, schoolName };
  }

  archive(caller: Caller, schoolId: number, request: StudentCollectionRequest) {
    return this.#setArchived(caller, schoolId, request, true);
  }

  unArchive(caller: Caller, schoolId: number, request: StudentCollectionRequest) {
    return this.#setArchived(caller, schoolId, request, false);
  }

  async #setArchived(
    caller: Caller,
    schoolId: number,
    request: StudentCollectionRequest,
    archived: boolean,
  ): Promise<StudentCollectionResult> {
    const access = await this.access.schoolAccess(caller, schoolId, true);
    assertCanArchiveStudents(access);
    // An id that is not a student of this school: 404, and nothing changes (one transaction).
    const count = await this.repo.setArchived(schoolId, request.studentIds, archived);
    if (count === null) throw notFound();
    if (count > 0) await this.options.membership.changed(schoolId);
    return { count };
  }

  /** The student of the school the caller may change (administrators, or a teacher of one of their classes). */
  async #editable(caller: Caller, schoolId: number, studentId: number) {
    const access = await this.access.schoolAccess(caller, schoolId, true);
    const student = await this.repo.findStudent(schoolId, studentId);
    if (!student) throw notFound();
    assertCanEditStudent(access, student.groupIds);
    return student;
  }

  /** PUT schools/{id}/students/{studentId}: name and username (unique whatever its case: 409). */
  async update(caller: Caller, schoolId: number, studentId: number, request: UpdateSchoolStudentRequest) {
    const student = await this.#editable(caller, schoolId, studentId);
    if (await this.repo.userNameTaken(request.userName, student.userId)) {
      throw conflict(SCHOOL_STUDENT_MESSAGES.userNameTaken);
    }
    try {
      await this.repo.updateStudent(student.userId, request);
    } catch (error) {
      // Another account took it between the check and the write.
      if (isUniqueViolation(error)) throw conflict(SCHOOL_STUDENT_MESSAGES.userNameTaken);
      throw error;
    }
    await this.options.membership.changed(schoolId);
  }

  /**
   * POST schools/{id}/students/{studentId}/password: a new password a child can read (two words and
   * two digits), answered this once (only its hash is kept); every sign-in of the student ends.
   */
  async resetPassword(caller: Caller, schoolId: number, studentId: number): Promise<StudentPasswordReset> {
    const student = await this.#editable(caller, schoolId, studentId);
    const password = makeStudentPassword();
    this.options.sessionsEnded(
      await this.repo.setPassword(student.userId, await hashPassword(password, this.options.argon2)),
    );
    return {
      studentId,
      firstName: student.firstName,
      lastName: student.lastName,
      userName: student.userName,
      password,
    };
  }

  /** DELETE schools/{id}/students: GDPR erasure by an administrator, all the students or none (404). */
  async erase(
    caller: Caller,
    schoolId: number,
    request: DeleteStudentsRequest,
  ): Promise<DeleteStudentsResult> {
    const access = await this.access.schoolAccess(caller, schoolId, true);
    assertCanEraseStudents(access);
    const erased = await this.repo.eraseStudents(schoolId, request.studentIds);
    if (erased === null) throw notFound();
    this.options.sessionsEnded(erased.sessionIds);
    await this.options.membership.changed(schoolId);
    return { count: erased.count };
  }

  /**
   * PUT schools/{id}/students/class-memberships: students join classes (and their current work) and
   * leave others, all in one transaction. Administrators for any class, teachers for their own (403);
   * a class or student not of the school: 404.
   */
  async setClassMemberships(
    caller: Caller,
    schoolId: number,
    request: Required<StudentClassMembershipsRequest>,
  ): Promise<ClassMembershipsResult> {
    const { add, remove } = await this.access.classMembershipChange(caller, schoolId, request);
    const result = await this.repo.setClassMemberships({
      schoolId,
      studentIds: request.studentIds,
      add,
      remove,
      now: new Date(),
    });
    if (!result) throw notFound();
    if (result.added + result.removed > 0) await this.options.membership.changed(schoolId);
    return result;
  }
}
