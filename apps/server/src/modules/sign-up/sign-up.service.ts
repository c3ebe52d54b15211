import type { SignUpRequest, SignUpResponse } from '@mathsight/contract/auth.ts';
import { isUniqueViolation } from '../../auth/one-time-codes.ts';
import { passwordProblem } from '../../auth/password-policy.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Config } from '../../config.ts';
import { badRequest, MESSAGES } from '../../http/errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { EmailConfirmationService } from '../email-confirmations/email-confirmations.service.ts';
import type { SignUpRepository } from './sign-up.repository.ts';

export const SIGN_UP_MESSAGES = {
  emailTaken: 'An account with this email address already exists. Sign in or reset your password.',
} as const;

/**
 * A teacher's own account (POST /api/v3/users): email and password, signed in at once, the address
 * confirmed later by link. The school comes next (/welcome); students join through a class's code.
 */
export class SignUpService {
  constructor(
    private readonly repo: SignUpRepository,
    private readonly auth: AuthService,
    private readonly confirmations: EmailConfirmationService,
    private readonly config: Pick<Config, 'argon2'>,
  ) {}

  async signUpTeacher(input: SignUpRequest): Promise<SignUpResponse> {
    const problem = passwordProblem(input.password, [input.firstName, input.lastName, input.email]);
    if (problem) throw badRequest(MESSAGES.invalid, { password: [problem] });
    const emailTaken = () => badRequest(MESSAGES.invalid, { email: [SIGN_UP_MESSAGES.emailTaken] });
    if (await this.repo.emailOrNameTaken(input.email)) throw emailTaken();

    const passwordHash = await hashPassword(input.password, this.config.argon2);
    const { code, link } = this.confirmations.prepare(input.email);
    let userId: number;
    try {
      userId = await this.repo.createTeacher(
        {
          title: input.title ?? null,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          passwordHash,
        },
        link,
      );
    } catch (error) {
      // Another sign-up with the same address won the race.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    await this.confirmations.send({ userId, email: input.email, firstName: input.firstName }, code);
    const session = await this.auth.startSession(userId, ['Teacher']);
    return { refreshToken: session.refreshToken, userRole: session.userRole };
  }
}
