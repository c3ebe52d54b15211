import type { PagingOf } from '@mathsight/contract/common.ts';
import type {
  ClassMembershipsResult,
  TeacherClassMembershipsRequest,
} from '@mathsight/contract/school-students.ts';
import type {
  InviteSchoolTeachersRequest,
  InviteSchoolTeachersResponse,
  RemoveSchoolTeachersResponse,
  SchoolTeacherList,
  TeacherProfile,
  UpdateSchoolTeacherRequest,
} from '@mathsight/contract/schools.ts';
import { TEACHER_PROFILE_WORK_TAKE } from '@mathsight/contract/schools.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { makeInvitationCode } from '../../auth/invitation-code.ts';
import type { Config } from '../../config.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { appUrl } from '../../mail/app-url.ts';
import type { MailService } from '../../mail/mail.service.ts';
import type { ContextChanges } from '../../notify-bus/context-changes.ts';
import {
  assertCanInviteByEmail,
  assertCanListSchoolTeachers,
  assertCanManageSchoolTeachers,
  assertKeepsAnAdministrator,
  SCHOOL_TEACHER_MESSAGES,
} from '../../policies/school.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import { sendTeacherInvitations, TEACHER_INVITATION_DAYS } from '../invitations/invitation-mails.ts';
import { confirmedMail } from '../schools/school-mails.ts';
import { SCHOOL_MESSAGES } from '../schools/schools.service.ts';
import type { SchoolTeachersRepository } from './school-teachers.repository.ts';

type Status = 'Pending' | 'Confirmed';

/**
 * A school's teachers (issue 13): the list by membership status, teachers waiting confirmed or
 * declined, administrators made and unmade (never the last), teachers removed (their classes stay)
 * and colleagues invited by email. Only administrators change them.
 */
export class SchoolTeachersService {
  constructor(
    private readonly repo: SchoolTeachersRepository,
    private readonly access: SchoolAccessService,
    private readonly mail: MailService,
    private readonly changes: ContextChanges,
    private readonly config: Pick<Config, 'publicUrl'>,
  ) {}

  /** GET schools/{id}/teachers: Confirmed for every teacher of the school, Pending for administrators. */
  async list(caller: Caller, schoolId: number, paging: PagingOf<{ schoolMembershipStatus: Status }>) {
    const access = await this.access.schoolAccess(caller, schoolId);
    assertCanListSchoolTeachers(access, paging.filter.schoolMembershipStatus);
    const page = await this.repo.list({
      schoolId,
      status: paging.filter.schoolMembershipStatus,
      skip: paging.skip,
      take: paging.take,
    });
    return {
      items: page.items.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      total: page.total,
    } satisfies SchoolTeacherList;
  }

  /** PUT schools/{id}/teachers/{teacherId}: confirm one waiting, and/or make or unmake an administrator. */
  async update(
    caller: Caller,
    schoolId: number,
    teacherId: number,
    request: UpdateSchoolTeacherRequest,
  ): Promise<void> {
    const access = await this.access.schoolAccess(caller, schoolId, true);
    assertCanManageSchoolTeachers(access);
    if (request.membershipStatus === 'Confirmed') await this.#confirm(schoolId, teacherId);
    if (request.isSchoolAdministrator !== undefined) {
      const teacher = await this.repo.findTeacher(schoolId, teacherId);
      if (!teacher) throw notFound();
      if (teacher.membershipStatus !== 'Confirmed') throw conflict(SCHOOL_TEACHER_MESSAGES.notConfirmed);
      if (teacher.isSchoolAdministrator === request.isSchoolAdministrator) return;
      const changed = await this.repo.setAdministrator({
        schoolId,
        teacherId,
        isSchoolAdministrator: request.isSchoolAdministrator,
        check: assertKeepsAnAdministrator,
      });
      if (!changed) throw notFound();
      // Their users/me (isSchoolAdministrator) and every cached membership of the school change.
      await this.changes.publish({ userId: teacher.userId });
      await this.changes.publish({ schoolId });
    }
  }

  async #confirm(schoolId: number, teacherId: number) {
    const [teacher, school] = await Promise.all([
      this.repo.findTeacher(schoolId, teacherId),
      this.repo.findSchool(schoolId),
    ]);
    if (!teacher || !school) throw notFound();
    if (teacher.membershipStatus === 'Confirmed') return;
    if (!(await this.repo.confirmTeacher(teacherId))) throw notFound();
    await this.changes.publish({ userId: teacher.userId });
    if (teacher.email) {
      await this.mail.send({
        to: teacher.email,
        kind: 'transactional',
        userId: teacher.userId,
        content: confirmedMail({
          firstName: teacher.firstName,
          schoolName: school.name,
          url: appUrl(this.config, `/${schoolId}`),
        }),
        secrets: [],
      });
    }
  }

  /** DELETE schools/{id}/teachers/{teacherId}: an administrator declines a teacher waiting (not a Confirmed one). */
  async decline(caller: Caller, schoolId: number, teacherId: number): Promise<void> {
    const access = await this.access.schoolAccess(caller, schoolId, true);
    assertCanManageSchoolTeachers(access);
    const teacher = await this.repo.findTeacher(schoolId, teacherId);
    if (!teacher) throw notFound();
    if (teacher.membershipStatus !== 'Pending') throw conflict(SCHOOL_MESSAGES.notWaiting);
    if (!(await this.repo.declineTeacher(teacherId, teacher.userId, schoolId))) throw notFound();
    await this.changes.publish({ userId: teacher.userId });
  }

  /**
   * POST schools/{id}/teachers/remove-collection: Confirmed teachers leave the school, all or none;
   * never its last administrator. Their classes stay: those left with no teacher are answered.
   */
  async remove(
    caller: Caller,
    schoolId: number,
    teacherIds: number[],
  ): Promise<RemoveSchoolTeachersResponse> {
    const access = await this.access.schoolAccess(caller, schoolId, true);
    assertCanManageSchoolTeachers(access);
    const ids = [...new Set(teacherIds)];
    const removed = await this.repo.removeTeachers({
      schoolId,
      teacherIds: ids,
      check: assertKeepsAnAdministrator,
    });
    if (!removed) throw notFound();
    for (const userId of removed.userIds) await this.changes.publish({ userId });
    await this.changes.publish({ schoolId });
    return { count: removed.userIds.length, orphanedClasses: removed.orphanedClasses };
  }

  /**
   * POST schools/{id}/teachers/invitations: administrators invite colleagues by email (a
   * single-use link for two weeks; accepting makes them a Confirmed teacher of the school).
   * Addresses already a Confirmed teacher's are answered as members. Mail goes after the commit.
   */
  async invite(
    caller: Caller,
    schoolId: number,
    request: InviteSchoolTeachersRequest,
  ): Promise<InviteSchoolTeachersResponse> {
    const access = await this.access.schoolAccess(caller, schoolId, true);
    assertCanManageSchoolTeachers(access);
    assertCanInviteByEmail(await this.repo.emailConfirmed(caller.userId));
    const byEmail = new Map<string, { firstName: string; lastName: string; email: string }>();
    for (const person of request.teachers) byEmail.set(person.email.toLowerCase(), person);
    const members = new Map<string, { firstName: string; lastName: string; email: string }>();
    for (const member of await this.repo.confirmedTeachersByEmail(schoolId, [...byEmail.keys()])) {
      const person = byEmail.get(member.email);
      if (person) members.set(member.email, person);
      byEmail.delete(member.email);
    }
    const school = await this.repo.findSchool(schoolId);
    if (!school) throw notFound();
    const invitations = [...byEmail.values()].map((person) => ({ ...person, code: makeInvitationCode() }));
    await this.repo.storeInvitations({
      schoolId,
      invitations,
      invitedByTeacherId: access.teacherId,
      expiresAt: new Date(Date.now() + TEACHER_INVITATION_DAYS * 24 * 3600_000),
    });
    await sendTeacherInvitations(
      { mail: this.mail, config: this.config },
      {
        invitations,
        invitedBy: await this.repo.personName(caller.userId),
        schoolName: school.name,
        classCode: null,
      },
    );
    return {
      items: [
        ...invitations.map(({ firstName, lastName, email }) => ({
          firstName,
          lastName,
          email,
          outcome: 'invited' as const,
        })),
        ...[...members.values()].map(({ firstName, lastName, email }) => ({
          firstName,
          lastName,
          email,
          outcome: 'alreadyMember' as const,
        })),
      ],
    };
  }

  /**
   * GET schools/{id}/teachers/{teacherId}: a teacher's profile to the school's Confirmed teachers
   * (one still Pending to its administrators only, as the list shows them): their classes and the
   * work they set lately.
   */
  async profile(caller: Caller, schoolId: number, teacherId: number): Promise<TeacherProfile> {
    const access = await this.access.schoolAccess(caller, schoolId);
    const found = await this.repo.profile(schoolId, teacherId, TEACHER_PROFILE_WORK_TAKE);
    if (!found) throw notFound();
    assertCanListSchoolTeachers(access, found.schoolMembershipStatus);
    return {
      ...found,
      createdAt: found.createdAt.toISOString(),
      work: found.work.map((w) => ({
        ...w,
        startDate: w.startDate.toISOString(),
        endDate: w.endDate.toISOString(),
      })),
    };
  }

  /**
   * PUT schools/{id}/teachers/class-memberships: Confirmed teachers start or stop teaching classes,
   * in one transaction. Administrators for any class, a teacher for the classes they teach (403); a
   * class or teacher not of the school: 404.
   */
  async setClassMemberships(
    caller: Caller,
    schoolId: number,
    request: Required<TeacherClassMembershipsRequest>,
  ): Promise<ClassMembershipsResult> {
    const { add, remove } = await this.access.classMembershipChange(caller, schoolId, request);
    const result = await this.repo.setClassMemberships({
      schoolId,
      teacherIds: request.teacherIds,
      add,
      remove,
    });
    if (!result) throw notFound();
    if (result.added + result.removed > 0) {
      // Each teacher's users/me (their classes) and the school's cached memberships change.
      for (const userId of result.userIds) await this.changes.publish({ userId });
      await this.changes.publish({ schoolId });
    }
    return { added: result.added, removed: result.removed };
  }
}
