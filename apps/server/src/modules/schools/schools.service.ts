import type { PagingOf } from '@mathsight/contract/common.ts';
import type { UpdateSchoolRequest } from '@mathsight/contract/school-settings.ts';
import type {
  CreatedGroup,
  CreateGroupRequest,
  CreateSchoolRequest,
  GroupInvitation,
  JoinSchoolResponse,
  School,
  SchoolSearchResult,
} from '@mathsight/contract/schools.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { makeInvitationCode } from '../../auth/invitation-code.ts';
import { isUniqueViolation } from '../../auth/one-time-codes.ts';
import type { Config } from '../../config.ts';
import { badRequest, conflict, MESSAGES, notFound } from '../../http/errors.ts';
import { appUrl } from '../../mail/app-url.ts';
import type { MailService } from '../../mail/mail.service.ts';
import type { ContextChanges } from '../../notify-bus/context-changes.ts';
import { assertTeacher } from '../../policies/roles.ts';
import {
  assertCanChangeSchool,
  assertCanCreateSchool,
  assertCanShareClassCode,
} from '../../policies/school.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import { searchWords } from '../../shared/search-words.ts';
import { joinRequestMail } from './school-mails.ts';
import { toInvitation, toSchool } from './schools.presenter.ts';
import type { SchoolsRepository } from './schools.repository.ts';

export const SCHOOL_MESSAGES = {
  duplicate: 'This school is already on Mathsight. Search for it and ask to join instead.',
  alreadyMember: 'You are already a member of this school.',
  classCodeTaken: 'A class in this school already has this code. Choose another.',
  unknownYearGroup: 'Choose year groups from the list.',
  notWaiting: 'This teacher is already confirmed. Remove teachers from the school in its settings.',
} as const;

/**
 * Schools from nothing (spec §7 "Schools"): find one, add one (its founder its administrator), ask to
 * join one (Pending until an administrator confirms), and make its classes with their codes.
 */
export class SchoolsService {
  constructor(
    private readonly repo: SchoolsRepository,
    private readonly access: SchoolAccessService,
    private readonly mail: MailService,
    private readonly changes: ContextChanges,
    private readonly config: Pick<Config, 'publicUrl'>,
  ) {}

  async search(caller: Caller, paging: PagingOf<{ searchText: string }>): Promise<SchoolSearchResult> {
    assertTeacher(caller);
    const words = searchWords(paging.filter.searchText);
    // An empty search lists nothing: the whole country is no use to browse.
    if (words.length === 0) return { items: [], total: 0 };
    return this.repo.search({ userId: caller.userId, words, skip: paging.skip, take: paging.take });
  }

  async get(caller: Caller, schoolId: number): Promise<School> {
    await this.access.schoolAccess(caller, schoolId);
    const school = await this.repo.findSchool(schoolId);
    if (!school) throw notFound();
    return toSchool(school);
  }

  /** PUT schools/{id}: an administrator corrects the school's details (its name is in users/me). */
  async update(caller: Caller, schoolId: number, request: UpdateSchoolRequest): Promise<School> {
    const access = await this.access.schoolAccess(caller, schoolId, true);
    assertCanChangeSchool(access);
    if (await this.repo.findDuplicate(request.name, request.zipOrPostCode, schoolId)) {
      throw badRequest(MESSAGES.invalid, { name: [SCHOOL_MESSAGES.duplicate] });
    }
    const school = await this.repo.updateSchool(schoolId, request);
    if (!school) throw notFound();
    await this.changes.publish({ schoolId });
    return toSchool(school);
  }

  /**
   * PUT schools/{id}/motivational-features: the leagues on or off for the whole school. Read back by
   * GET schools/{id} and by users/me (the navigation hides the leagues), so it publishes a context change.
   */
  async setMotivationalFeatures(caller: Caller, schoolId: number, enabled: boolean): Promise<School> {
    const access = await this.access.schoolAccess(caller, schoolId, true);
    assertCanChangeSchool(access);
    const school = await this.repo.setMotivationalFeatures(schoolId, enabled);
    if (!school) throw notFound();
    await this.changes.publish({ schoolId });
    return toSchool(school);
  }

  async create(caller: Caller, request: CreateSchoolRequest): Promise<School> {
    assertTeacher(caller);
    assertCanCreateSchool(await this.repo.emailConfirmed(caller.userId));
    if (await this.repo.findDuplicate(request.name, request.zipOrPostCode)) {
      throw badRequest(MESSAGES.invalid, { name: [SCHOOL_MESSAGES.duplicate] });
    }
    const { school } = await this.repo.createSchool(caller.userId, request);
    await this.changes.publish({ userId: caller.userId });
    return toSchool(school);
  }

  /** POST schools/{id}/teachers: the caller asks to join; administrators are told by email. */
  async join(
    caller: Caller,
    schoolId: number,
    request: { isMakeDefault: boolean; userId?: number | undefined },
  ): Promise<JoinSchoolResponse> {
    assertTeacher(caller);
    // Joining is for oneself: someone else's id is not found.
    if (request.userId !== undefined && request.userId !== caller.userId) throw notFound();
    const school = await this.repo.findSchool(schoolId);
    if (!school) throw notFound();
    if (await this.repo.findMembership(caller.userId, schoolId))
      throw conflict(SCHOOL_MESSAGES.alreadyMember);
    let teacherId: number;
    try {
      teacherId = await this.repo.join(caller.userId, schoolId, request.isMakeDefault);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(SCHOOL_MESSAGES.alreadyMember);
      throw error;
    }
    await this.changes.publish({ userId: caller.userId });
    await this.#tellAdministrators(schoolId, school.name, caller.userId);
    return { schoolId, teacherId, membershipStatus: 'Pending' };
  }

  async #tellAdministrators(schoolId: number, schoolName: string, userId: number) {
    const [teacher, admins] = await Promise.all([
      this.repo.findUser(userId),
      this.repo.administrators(schoolId),
    ]);
    if (!teacher) return;
    const url = appUrl(this.config, `/${schoolId}`);
    for (const admin of admins) {
      if (!admin.email) continue;
      await this.mail.send({
        to: admin.email,
        kind: 'school-updates',
        userId: admin.userId,
        content: joinRequestMail({
          adminFirstName: admin.firstName,
          teacherName: `${teacher.firstName} ${teacher.lastName}`,
          teacherEmail: teacher.email ?? '',
          schoolName,
          url,
        }),
        secrets: [],
      });
    }
  }

  /** POST schools/{id}/groups: a Confirmed teacher makes a class, teaches it, and gets its code. */
  async createGroup(caller: Caller, schoolId: number, request: CreateGroupRequest): Promise<CreatedGroup> {
    const access = await this.access.schoolAccess(caller, schoolId, true);
    const school = await this.repo.findSchool(schoolId);
    if (!school) throw notFound();
    if (await this.repo.classCodeTaken(schoolId, request.code)) {
      throw badRequest(MESSAGES.invalid, { code: [SCHOOL_MESSAGES.classCodeTaken] });
    }
    const yearGroupIds = [...new Set(request.yearGroupIds)];
    if ((await this.repo.knownYearGroups(school.country, yearGroupIds)).length !== yearGroupIds.length) {
      throw badRequest(MESSAGES.invalid, { yearGroupIds: [SCHOOL_MESSAGES.unknownYearGroup] });
    }
    // A new code collides with an existing one about once in 10^15 tries; one retry is plenty.
    for (let attempt = 0; ; attempt++) {
      const invitationCode = makeInvitationCode();
      try {
        const group = await this.repo.createGroup({
          schoolId,
          teacherId: access.teacherId,
          code: request.code,
          description: request.description ?? null,
          departmentName: request.departmentName || null,
          yearGroupIds,
          invitationCode,
        });
        // users/me lists the school's classes for every teacher of it.
        await this.changes.publish({ schoolId });
        return {
          groupId: group.id,
          schoolId,
          code: group.code,
          description: group.description,
          invitation: toInvitation(group.id, invitationCode),
        };
      } catch (error) {
        if (!isUniqueViolation(error) || attempt > 0) throw error;
      }
    }
  }

  /** GET groups/{id}/invitation: the code the class's teachers show on the board. */
  async groupInvitation(caller: Caller, groupId: number): Promise<GroupInvitation> {
    const { group, access } = await this.access.groupAccess(caller, groupId);
    assertCanShareClassCode(access, group.groupId);
    const invitation = await this.repo.classInvitation(group.groupId);
    if (!invitation) throw notFound();
    return toInvitation(group.groupId, invitation.code);
  }
}
