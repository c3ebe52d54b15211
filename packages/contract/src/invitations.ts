import { z } from 'zod';
import { TextSchema } from './common.ts';

/** 32 characters no one misreads: no 0/O, no 1/I. Ten of them make 50 bits. */
export const INVITATION_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITATION_CODE_LENGTH = 10;

/** As typed ("abcde fghjk", "ABCDE-FGHJK") to as stored ("ABCDEFGHJK"). */
export function normaliseInvitationCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

/** As shown on the board and in emails: two groups of five. */
export function formatInvitationCode(code: string): string {
  return code.length === INVITATION_CODE_LENGTH ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
}

const CODE_PATTERN = new RegExp(`^[${INVITATION_CODE_ALPHABET}]{${INVITATION_CODE_LENGTH}}$`);
export const INVITATION_CODE_MESSAGE = "We don't recognise that code. Check it with your teacher.";

/** An invitation code in a path or form: forgiving of case, spaces and dashes; normalised. */
export const InvitationCodeSchema = TextSchema.max(40)
  .transform(normaliseInvitationCode)
  .refine((code) => CODE_PATTERN.test(code), INVITATION_CODE_MESSAGE);

export const InvitationKindSchema = z.enum([
  'ClassStudent',
  'ClassTeacher',
  'SchoolTeacher',
  'ParentStudent',
]);
export type InvitationKind = z.infer<typeof InvitationKindSchema>;
