import { randomInt } from 'node:crypto';
import { INVITATION_CODE_ALPHABET, INVITATION_CODE_LENGTH } from '@mathsight/contract/invitations.ts';

/**
 * A new invitation code: ten characters from 32 that cannot be misread (no 0/O, 1/I), 50 bits, so
 * guessing one within the rate limit is hopeless, yet a class can copy it from the board.
 */
export function makeInvitationCode(): string {
  let code = '';
  for (let i = 0; i < INVITATION_CODE_LENGTH; i++) {
    code += INVITATION_CODE_ALPHABET[randomInt(INVITATION_CODE_ALPHABET.length)];
  }
  return code;
}
