import { QUIZ_SESSION_MESSAGES } from '@mathsight/contract/quiz-sessions.ts';
import { HttpError } from '../http/errors.ts';

/** Why sitting work was refused (409): a code for other services, beside the message for the client. */
export type WorkConflictCode =
  | 'retryNotAllowed'
  | 'retryAfterCorrect'
  | 'answerFirstAttempt'
  | 'alreadyAnswered'
  | 'finished'
  | 'opensOn'
  | 'closedOn'
  | 'notHandedIn';

/**
 * A 409 from sitting work. A service that must tell these apart (a flow goes on as practice when a
 * question was already answered elsewhere) reads `code`, never the message, which may change wording.
 */
export class WorkConflict extends HttpError {
  constructor(
    readonly code: WorkConflictCode,
    message: string = QUIZ_SESSION_MESSAGES[code],
  ) {
    super(409, message);
  }
}

export const workConflict = (code: WorkConflictCode, message?: string) => new WorkConflict(code, message);

export function isWorkConflict(error: unknown, codes: readonly WorkConflictCode[]): error is WorkConflict {
  return error instanceof WorkConflict && codes.includes(error.code);
}
