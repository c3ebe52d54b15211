import type { SignUpResponse } from '@mathsight/contract/auth.ts';
import { INVITATION_CODE_MESSAGE } from '@mathsight/contract/invitations.ts';
import type { Invitation, StudentSignUpRequest } from '@mathsight/contract/schools.ts';
import { isUniqueViolation } from '../../auth/one-time-codes.ts';
import { passwordProblem } from '../../auth/password-policy.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Config } from '../../config.ts';
import { badRequest, HttpError, MESSAGES } from '../../http/errors.ts';
import type { AssignmentsService } from '../assignments/assignments.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { InvitationsRepository } from './invitations.repository.ts';

export const INVITATION_MESSAGES = {
  unknown: INVITATION_CODE_MESSAGE,
  userNameTaken: (suggestion: string) => `That username is taken. How about ${suggestion}?`,
  notForStudents: 'This code is for teachers. Ask your teacher for your class code.',
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
    private readonly assignments: AssignmentsService,
    private readonly config: Pick<Config, 'argon2'>,
  ) {}

  async get(code: string): Promise<Invitation> {
    const found = await this.repo.findUsable(code, new Date());
    if (!found) throw unknownCode();
    return {
      kind: found.kind,
      role: found.kind === 'ClassStudent' ? 'Student' : 'Teacher',
      schoolName: found.schoolName,
      class:
        found.groupId === null
          ? null
          : { groupId: found.groupId, code: found.groupCode ?? '', description: found.groupDescription },
    };
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
    await this.assignments.classMembersChanged(found.schoolId);
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
