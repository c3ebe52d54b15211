import type { SignUpResponse, UserRole } from '@mathsight/contract/auth.ts';
import { INVITATION_CODE_MESSAGE } from '@mathsight/contract/invitations.ts';
import { PARENT_SIGN_UP_PATH } from '@mathsight/contract/parent-invitations.paths.ts';
import {
  type InvitableCount,
  PARENT_LETTERS_NEED_A_CLASS,
  type ParentInvitationList,
  type ParentSignUpRequest,
  type SendParentInvitationsRequest,
  type SendParentInvitationsResponse,
} from '@mathsight/contract/parent-invitations.ts';
import type { Invitation } from '@mathsight/contract/schools.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { makeInvitationCode } from '../../auth/invitation-code.ts';
import { isUniqueViolation } from '../../auth/one-time-codes.ts';
import { passwordProblem } from '../../auth/password-policy.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { Config } from '../../config.ts';
import { badRequest, HttpError, MESSAGES, notFound } from '../../http/errors.ts';
import { appUrl } from '../../mail/app-url.ts';
import type { MailService } from '../../mail/mail.service.ts';
import type { ContextChanges } from '../../notify-bus/context-changes.ts';
import { assertCanInviteParentsOf, parentsVisibleTo } from '../../policies/parents.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { EmailConfirmationService } from '../email-confirmations/email-confirmations.service.ts';
import { parentInvitationMail } from './parent-invitation-mails.ts';
import type { NewParentCode, ParentInvitationsRepository } from './parent-invitations.repository.ts';
import type { ParentLetter } from './parent-letters-pdf.ts';

export const PARENT_INVITATION_MESSAGES = {
  unknown: INVITATION_CODE_MESSAGE,
  emailTaken: 'An account with this email address already exists. Choose "I have an account" and sign in.',
  noAccount: 'No account has this email address. Choose "I am new" to make one.',
  wrongPassword:
    'That email address and password do not match. Forgotten it? Reset it from the sign-in page.',
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
} as const;

/** An unknown, used or withdrawn code: one answer for all, so codes cannot be probed for their state. */
const unknownCode = () => new HttpError(404, PARENT_INVITATION_MESSAGES.unknown);

const heldEmails = (s: { parentEmail: string | null; parentEmail2: string | null }) =>
  [s.parentEmail, s.parentEmail2].filter((e): e is string => e !== null);

/**
 * Parent invitations (issue 27): a school's teachers invite their students' parents by email (the
 * addresses the school holds) or by letter, resend and withdraw; a parent signs up with the code, or
 * signs in to add another child. Administrators act for every student of the school, other teachers
 * for the students they teach (policies/parents.ts); anything else is 404.
 */
export class ParentInvitationsService {
  constructor(
    private readonly repo: ParentInvitationsRepository,
    private readonly access: SchoolAccessService,
    private readonly auth: AuthService,
    private readonly confirmations: EmailConfirmationService,
    private readonly mail: MailService,
    private readonly changes: ContextChanges,
    private readonly config: Pick<Config, 'argon2' | 'publicUrl'>,
  ) {}

  async invitableCount(caller: Caller, schoolId: number): Promise<InvitableCount> {
    const access = await this.access.schoolAccess(caller, schoolId);
    return this.repo.invitableCount(schoolId, parentsVisibleTo(access).groupIds);
  }

  /** The class, if the caller may invite its students' parents; 404 otherwise. */
  async #class(caller: Caller, schoolId: number, groupId: number, fresh = false) {
    const access = await this.access.schoolAccess(caller, schoolId, fresh);
    const group = await this.repo.findClass(schoolId, groupId);
    if (!group) throw notFound();
    assertCanInviteParentsOf(access, [groupId]);
    return { access, group };
  }

  async list(caller: Caller, schoolId: number, groupId: number): Promise<ParentInvitationList> {
    const { group } = await this.#class(caller, schoolId, groupId);
    const students = await this.repo.classStudents(schoolId, groupId);
    const ids = students.map((s) => s.studentId);
    const [codes, joined] = await Promise.all([this.repo.liveCodes(ids), this.repo.joinedParents(ids)]);
    return {
      groupId: group.groupId,
      code: group.code,
      items: students.map((s) => ({
        studentId: s.studentId,
        firstName: s.firstName,
        lastName: s.lastName,
        parentEmails: heldEmails(s),
        invitations: codes
          .filter((c) => c.studentId === s.studentId)
          .map((c) => ({
            invitationId: c.invitationId,
            email: c.email,
            createdAt: c.createdAt.toISOString(),
            sentAt: c.sentAt?.toISOString() ?? null,
          })),
        joined: joined
          .filter((p) => p.studentId === s.studentId)
          .map((p) => ({ firstName: p.firstName, lastName: p.lastName, joinedAt: p.joinedAt.toISOString() })),
      })),
    };
  }

  /**
   * POST …/parent-invitations: a code emailed to each address held for the student(s) that has none
   * waiting and is not already a joined parent's. Stored first (one statement), then sent.
   */
  async send(
    caller: Caller,
    schoolId: number,
    request: SendParentInvitationsRequest,
  ): Promise<SendParentInvitationsResponse> {
    let access: Awaited<ReturnType<SchoolAccessService['schoolAccess']>>;
    let students: Array<{
      studentId: number;
      firstName: string;
      parentEmail: string | null;
      parentEmail2: string | null;
    }>;
    if ('groupId' in request) {
      ({ access } = await this.#class(caller, schoolId, request.groupId, true));
      students = await this.repo.classStudents(schoolId, request.groupId);
    } else {
      access = await this.access.schoolAccess(caller, schoolId, true);
      const student = await this.repo.findStudent(schoolId, request.studentId);
      if (!student) throw notFound();
      assertCanInviteParentsOf(access, student.groupIds);
      students = [student];
    }
    const ids = students.map((s) => s.studentId);
    const [codes, joined] = await Promise.all([this.repo.liveCodes(ids), this.repo.joinedParents(ids)]);
    const result = { sent: 0, alreadyInvited: 0, withoutEmail: 0 };
    const fresh: Array<NewParentCode & { email: string; childFirstName: string }> = [];
    for (const s of students) {
      const emails = heldEmails(s);
      if (emails.length === 0) result.withoutEmail++;
      for (const email of emails) {
        const waiting = codes.some((c) => c.studentId === s.studentId && c.email === email);
        const isJoined = joined.some((p) => p.studentId === s.studentId && p.email?.toLowerCase() === email);
        if (waiting || isJoined) result.alreadyInvited++;
        else
          fresh.push({
            code: makeInvitationCode(),
            studentId: s.studentId,
            email,
            childFirstName: s.firstName,
          });
      }
    }
    await this.repo.insertCodes(schoolId, access.teacherId, fresh, new Date());
    await this.#mail(caller, schoolId, fresh);
    result.sent = fresh.length;
    return result;
  }

  async #mail(
    caller: Caller,
    schoolId: number,
    codes: ReadonlyArray<{ email: string; code: string; childFirstName: string }>,
  ) {
    if (codes.length === 0) return;
    const [invitedBy, schoolName] = await Promise.all([
      this.repo.personName(caller.userId),
      this.repo.schoolName(schoolId),
    ]);
    for (const c of codes) {
      await this.mail.send({
        to: c.email,
        kind: 'transactional',
        content: parentInvitationMail({
          childFirstName: c.childFirstName,
          schoolName: schoolName ?? 'your child’s school',
          invitedBy: invitedBy ?? 'Your child’s teacher',
          code: c.code,
          url: this.#signUpUrl(c.code),
        }),
        secrets: [c.code],
      });
    }
  }

  #signUpUrl(code: string) {
    return appUrl(this.config, PARENT_SIGN_UP_PATH, { code });
  }

  /** A working code of the school the caller may act on; 404 otherwise (used, withdrawn, not theirs). */
  async #live(caller: Caller, schoolId: number, invitationId: number) {
    const access = await this.access.schoolAccess(caller, schoolId, true);
    const found = await this.repo.findLive(schoolId, invitationId);
    if (!found) throw notFound();
    assertCanInviteParentsOf(access, found.groupIds);
    return found;
  }

  /** POST …/{invitationId}/resend: the same code again (a letter's code has no address: 400). */
  async resend(caller: Caller, schoolId: number, invitationId: number): Promise<void> {
    const found = await this.#live(caller, schoolId, invitationId);
    if (found.email === null) {
      throw badRequest('This invitation is a printed letter: print the class’s letters again instead.');
    }
    await this.repo.markSent(invitationId, new Date());
    await this.#mail(caller, schoolId, [
      { email: found.email, code: found.code, childFirstName: found.firstName },
    ]);
  }

  /** DELETE …/{invitationId}: the code stops working at once. */
  async withdraw(caller: Caller, schoolId: number, invitationId: number): Promise<void> {
    await this.#live(caller, schoolId, invitationId);
    if (!(await this.repo.withdraw(invitationId, new Date()))) throw notFound();
  }

  /** PUT …/students/{studentId}/parent-emails. */
  async setParentEmails(caller: Caller, schoolId: number, studentId: number, emails: string[]) {
    const access = await this.access.schoolAccess(caller, schoolId, true);
    const student = await this.repo.findStudent(schoolId, studentId);
    if (!student) throw notFound();
    assertCanInviteParentsOf(access, student.groupIds);
    await this.repo.setParentEmails(studentId, emails);
    return { emails };
  }

  /**
   * GET …/letters?groupId=: one letter per active student of the class, each with the student's
   * letter code still working (so printing again gives the same letters) or a new one.
   */
  async letters(caller: Caller, schoolId: number, groupId: number | undefined) {
    if (groupId === undefined)
      throw badRequest(PARENT_LETTERS_NEED_A_CLASS, { groupId: [PARENT_LETTERS_NEED_A_CLASS] });
    const { access, group } = await this.#class(caller, schoolId, groupId, true);
    const students = await this.repo.classStudents(schoolId, groupId);
    const codes = await this.repo.liveCodes(students.map((s) => s.studentId));
    const fresh: NewParentCode[] = [];
    const letters: ParentLetter[] = students.map((s) => {
      let code = codes.find((c) => c.studentId === s.studentId && c.email === null)?.code;
      if (!code) {
        code = makeInvitationCode();
        fresh.push({ code, studentId: s.studentId, email: null });
      }
      return { firstName: s.firstName, lastName: s.lastName, code, url: this.#signUpUrl(code) };
    });
    await this.repo.insertCodes(schoolId, access.teacherId, fresh, new Date());
    return {
      letters,
      classCode: group.code,
      schoolName: (await this.repo.schoolName(schoolId)) ?? '',
      signUpAddress: appUrl(this.config, '/signup/parent'),
    };
  }

  /** GET invitations/{code} for a parent's code (the invitations module asks): null if not one. */
  async describe(code: string): Promise<Invitation | null> {
    const found = await this.repo.findUsableParentCode(code);
    if (!found) return null;
    return {
      kind: 'ParentStudent',
      role: 'Parent',
      schoolName: found.schoolName,
      class: null,
      teacher: null,
      child: { firstName: found.childFirstName },
    };
  }

  /**
   * POST invitations/{code}/parents: a new parent account (confirmed later by email), or the
   * existing account whose password is given, linked to the code's child; the code used up.
   */
  async signUp(code: string, request: ParentSignUpRequest): Promise<SignUpResponse> {
    const found = await this.repo.findUsableParentCode(code);
    if (!found) throw unknownCode();
    const email = request.email.trim();
    const account = await this.repo.accountByEmail(email);
    let newUser: { firstName: string; lastName: string; email: string; passwordHash: string } | null = null;
    let confirmation: { code: string; link: { email: string; codeHash: string; expiresAt: Date } } | null =
      null;
    if (request.existingAccount) {
      if (!account) throw badRequest(MESSAGES.invalid, { email: [PARENT_INVITATION_MESSAGES.noAccount] });
      if (!account.passwordHash || !(await verifyPassword(account.passwordHash, request.password))) {
        throw badRequest(MESSAGES.invalid, { password: [PARENT_INVITATION_MESSAGES.wrongPassword] });
      }
    } else {
      if (account) throw badRequest(MESSAGES.invalid, { email: [PARENT_INVITATION_MESSAGES.emailTaken] });
      const { firstName, lastName } = request;
      if (!firstName || !lastName) {
        throw badRequest(MESSAGES.invalid, {
          ...(!firstName && { firstName: [PARENT_INVITATION_MESSAGES.firstName] }),
          ...(!lastName && { lastName: [PARENT_INVITATION_MESSAGES.lastName] }),
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
      confirmation = this.confirmations.prepare(email);
    }
    let accepted: { userId: number } | null;
    try {
      accepted = await this.repo.acceptParentCode({
        invitationId: found.invitationId,
        schoolId: found.schoolId,
        studentId: found.studentId,
        existingUserId: account?.userId ?? null,
        newUser,
        confirmation: confirmation?.link ?? null,
        now: new Date(),
      });
    } catch (error) {
      // Another sign-up with the same address won the race.
      if (isUniqueViolation(error)) {
        throw badRequest(MESSAGES.invalid, { email: [PARENT_INVITATION_MESSAGES.emailTaken] });
      }
      throw error;
    }
    if (!accepted) throw unknownCode();
    await this.changes.publish({ userId: accepted.userId });
    if (newUser && confirmation) {
      await this.confirmations.send(
        { userId: accepted.userId, email, firstName: newUser.firstName },
        confirmation.code,
      );
    }
    const roles = account ? [...new Set([...account.roles, 'Parent'])] : ['Parent'];
    const session = await this.auth.startSession(accepted.userId, roles as UserRole[]);
    return { refreshToken: session.refreshToken, userRole: session.userRole };
  }
}
