import type { SignUpResponse, UserRole } from '@mathsight/contract/auth.ts';
import { INVITATION_CODE_MESSAGE } from '@mathsight/contract/invitations.ts';
import type {
  AcceptTeacherInvitationRequest,
  AddClassTeachersRequest,
  AddClassTeachersResponse,
  ClassTeacherOutcome,
  Invitation,
  StudentSignUpRequest,
} from '@mathsight/contract/schools.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { makeInvitationCode } from '../../auth/invitation-code.ts';
import { isUniqueViolation } from '../../auth/one-time-codes.ts';
import { passwordProblem } from '../../auth/password-policy.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { Config } from '../../config.ts';
import { badRequest, HttpError, MESSAGES } from '../../http/errors.ts';
import type { MailService } from '../../mail/mail.service.ts';
import type { ContextChanges } from '../../notify-bus/context-changes.ts';
import { assertCanInviteByEmail, assertCanShareClassCode } from '../../policies/school.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { ClassMembership } from '../../school-members/class-membership.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { sendTeacherInvitations, TEACHER_INVITATION_DAYS } from './invitation-mails.ts';
import type { InvitationsRepository } from './invitations.repository.ts';

export const INVITATION_MESSAGES = {
  unknown: INVITATION_CODE_MESSAGE,
  userNameTaken: (suggestion: string) => `That username is taken. How about ${suggestion}?`,
  notForStudents: 'This code is for teachers. Ask your teacher for your class code.',
  notForTeachers: 'This is a class code for students. Ask a teacher of the class to invite you by email.',
  notInSchool: 'Choose teachers from this school.',
  wrongPassword: (email: string) =>
    `That is not the password of the Mathsight account for ${email}. Forgotten it? Reset it from the sign-in page.`,
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
} as const;

/** An unknown, revoked or expired code: one answer for all, so codes cannot be probed for their state. */
const unknownCode = () => new HttpError(404, INVITATION_MESSAGES.unknown);

/**
 * Invitation codes (spec §7 "Invitations"): what a code is for, and a student's sign-up with their
 * class's code — no email address, a username and password that suit an 11-year-old.
 */
export class InvitationsService {
  constructor(
    private readonly repo: InvitationsRepository,
    private readonly auth: AuthService,
    /** The one owner of class membership: a student joining by code is announced as every other. */
    private readonly membership: Pick<ClassMembership, 'changed'>,
    private readonly schoolAccess: SchoolAccessService,
    private readonly mail: MailService,
    private readonly changes: ContextChanges,
    private readonly config: Pick<Config, 'argon2' | 'publicUrl'>,
    /** What a parent's code is for (the parent-invitations module's codes). */
    private readonly parentCodes: { describe(code: string): Promise<Invitation | null> },
  ) {}

  async get(code: string): Promise<Invitation> {
    const found = await this.repo.findUsable(code, new Date());
    if (!found) {
      const parentCode = await this.parentCodes.describe(code);
      if (parentCode) return parentCode;
      throw unknownCode();
    }
    return {
      kind: found.kind,
      role: found.kind === 'ClassStudent' ? 'Student' : 'Teacher',
      schoolName: found.schoolName,
      class:
        found.groupId === null
          ? null
          : { groupId: found.groupId, code: found.groupCode ?? '', description: found.groupDescription },
      teacher:
        found.kind === 'ClassStudent' || !found.email
          ? null
          : {
              email: found.email,
              firstName: found.firstName,
              lastName: found.lastName,
              invitedBy: found.invitedBy,
              hasAccount: (await this.repo.accountByEmail(found.email)) !== null,
            },
    };
  }

  /**
   * POST invitations/{code}/teachers, with the class's code: its teachers add colleagues from the
   * school at once, and invite others by email (a single-use link that expires). One transaction.
   */
  async addClassTeachers(
    caller: Caller,
    code: string,
    request: AddClassTeachersRequest,
  ): Promise<AddClassTeachersResponse> {
    const groupId = await this.repo.classOfCode(code);
    if (groupId === null) throw unknownCode();
    const { group, access } = await this.schoolAccess.groupAccess(caller, groupId, true);
    assertCanShareClassCode(access, group.groupId);

    const chosenIds = new Set<number>();
    const byEmail = new Map<string, { firstName: string; lastName: string; email: string }>();
    for (const entry of request.teachers) {
      if ('teacherId' in entry) chosenIds.add(entry.teacherId);
      else byEmail.set(entry.email.toLowerCase(), entry);
    }
    if (byEmail.size > 0) assertCanInviteByEmail(await this.repo.emailConfirmed(caller.userId));
    // An address that is already a Confirmed colleague's is simply added, like a chosen teacher.
    for (const colleague of await this.repo.confirmedTeachersByEmail(group.schoolId, [...byEmail.keys()])) {
      chosenIds.add(colleague.teacherId);
      byEmail.delete(colleague.email);
    }
    const chosen = await this.repo.schoolTeachers(group.schoolId, group.groupId, [...chosenIds]);
    if (chosen.length !== chosenIds.size) {
      throw badRequest(MESSAGES.invalid, { teachers: [INVITATION_MESSAGES.notInSchool] });
    }

    const invitations = [...byEmail.values()].map((person) => ({ ...person, code: makeInvitationCode() }));
    await this.repo.addClassTeachers({
      schoolId: group.schoolId,
      groupId: group.groupId,
      teacherIds: chosen.filter((t) => !t.teaches).map((t) => t.teacherId),
      invitations,
      invitedByTeacherId: access.teacherId,
      expiresAt: new Date(Date.now() + TEACHER_INVITATION_DAYS * 24 * 3600_000),
    });
    // Their class lists (users/me) change; every teacher of the school sees the class's teachers.
    await this.changes.publish({ schoolId: group.schoolId });
    await this.#sendInvitations(caller, group, invitations);

    const items: ClassTeacherOutcome[] = [
      ...chosen.map((t) => ({
        teacherId: t.teacherId,
        firstName: t.firstName,
        lastName: t.lastName,
        email: t.email,
        outcome: t.teaches ? ('alreadyTeaching' as const) : ('added' as const),
      })),
      ...invitations.map((i) => ({
        teacherId: null,
        firstName: i.firstName,
        lastName: i.lastName,
        email: i.email,
        outcome: 'invited' as const,
      })),
    ];
    return { items };
  }

  async #sendInvitations(
    caller: Caller,
    group: { schoolId: number; code: string },
    invitations: Array<{ firstName: string; email: string; code: string }>,
  ) {
    if (invitations.length === 0) return;
    const [invitedBy, schoolName] = await Promise.all([
      this.repo.personName(caller.userId),
      this.repo.schoolName(group.schoolId),
    ]);
    await sendTeacherInvitations(
      { mail: this.mail, config: this.config },
      { invitations, invitedBy, schoolName, classCode: group.code },
    );
  }

  /**
   * PUT invitations/{code}/users: an invited teacher accepts, with the password of the account
   * their address already has, or with their name and a new password. They are then a Confirmed
   * teacher of the school (a colleague vouched for that address) and of the class, and signed in.
   */
  async acceptTeacherInvitation(
    code: string,
    request: AcceptTeacherInvitationRequest,
  ): Promise<SignUpResponse> {
    const found = await this.repo.findUsable(code, new Date());
    if (!found) throw unknownCode();
    if (found.kind === 'ClassStudent' || !found.email) throw badRequest(INVITATION_MESSAGES.notForTeachers);
    const email = found.email;
    const account = await this.repo.accountByEmail(email);
    let newUser: { firstName: string; lastName: string; email: string; passwordHash: string } | null = null;
    if (account) {
      if (!account.passwordHash || !(await verifyPassword(account.passwordHash, request.password))) {
        throw badRequest(MESSAGES.invalid, { password: [INVITATION_MESSAGES.wrongPassword(email)] });
      }
    } else {
      const { firstName, lastName } = request;
      if (!firstName || !lastName) {
        throw badRequest(MESSAGES.invalid, {
          ...(!firstName && { firstName: [INVITATION_MESSAGES.firstName] }),
          ...(!lastName && { lastName: [INVITATION_MESSAGES.lastName] }),
        });
      }
      const problem = passwordProblem(request.password, [firstName, lastName, email]);
      if (problem) throw badRequest(MESSAGES.invalid, { password: [problem] });
      newUser = {
        firstName,
        lastName,
        email,
        passwordHash: await hashPassword(request.password, this.config.argon2),
      };
    }
    const accepted = await this.repo.acceptTeacherInvitation({
      invitationId: found.id,
      schoolId: found.schoolId,
      groupId: found.groupId,
      existingUserId: account?.userId ?? null,
      newUser,
      now: new Date(),
    });
    // Someone used the link a moment before: the same answer as any other spent code.
    if (!accepted) throw unknownCode();
    await this.changes.publish({ userId: accepted.userId });
    await this.changes.publish({ schoolId: found.schoolId });
    const roles = account ? [...new Set([...account.roles, 'Teacher'])] : ['Teacher'];
    const session = await this.auth.startSession(accepted.userId, roles as UserRole[]);
    return { refreshToken: session.refreshToken, userRole: session.userRole };
  }

  async signUpStudent(code: string, request: StudentSignUpRequest): Promise<SignUpResponse> {
    const now = new Date();
    const found = await this.repo.findUsable(code, now);
    if (!found || found.groupId === null) throw unknownCode();
    if (found.kind !== 'ClassStudent') throw badRequest(INVITATION_MESSAGES.notForStudents);
    const problem = passwordProblem(request.password, [
      request.firstName,
      request.lastName,
      request.userName,
    ]);
    if (problem) throw badRequest(MESSAGES.invalid, { password: [problem] });
    const taken = async () =>
      badRequest(MESSAGES.invalid, {
        userName: [INVITATION_MESSAGES.userNameTaken(await this.#freeUserName(request.userName))],
      });
    if (await this.repo.userNameTaken(request.userName)) throw await taken();

    const passwordHash = await hashPassword(request.password, this.config.argon2);
    let userId: number;
    try {
      ({ userId } = await this.repo.createStudent({
        schoolId: found.schoolId,
        groupId: found.groupId,
        student: {
          firstName: request.firstName,
          lastName: request.lastName,
          userName: request.userName,
          passwordHash,
        },
        now,
      }));
    } catch (error) {
      if (isUniqueViolation(error)) throw await taken();
      throw error;
    }
    await this.membership.changed(found.schoolId);
    const session = await this.auth.startSession(userId, ['Student']);
    return { refreshToken: session.refreshToken, userRole: session.userRole };
  }

  /** The wanted name with the first number after it that no account has (jo.smith → jo.smith2). */
  async #freeUserName(wanted: string): Promise<string> {
    const base = wanted.replace(/\d+$/, '').slice(0, 26) || 'student';
    for (let n = 2; n < 1000; n++) {
      const candidate = `${base}${n}`;
      if (!(await this.repo.userNameTaken(candidate))) return candidate;
    }
    return `${base}${Date.now() % 10000}`;
  }
}
