import { forbidden } from '../http/errors.ts';
import type { AnswerKeyReader } from '../shared/answer-key-reader.ts';

export const ANSWER_KEY_MESSAGES = {
  confirmEmail:
    "Confirm your email address to see the question bank's answers and misconceptions: use the link we emailed you, or ask for another.",
  joinSchool:
    "The question bank's answers and misconceptions are for confirmed teachers of a school: add your school, or wait for its administrator to confirm you.",
} as const;

/**
 * Issue 24 point 6: the bank's answer keys and misconception tags (the question bank's list, a
 * quiz's or a question's content) are for Confirmed teachers of a school whose own email address is
 * confirmed, so signing up as a "teacher" with any address does not read every key. It is about the
 * caller's own state, not another's data, so 403 with what to do (the address first: adding a
 * school needs it too).
 */
export function assertCanReadAnswerKeys(reader: AnswerKeyReader): void {
  if (!reader.emailConfirmed) throw forbidden(ANSWER_KEY_MESSAGES.confirmEmail);
  if (!reader.confirmedMember) throw forbidden(ANSWER_KEY_MESSAGES.joinSchool);
}
