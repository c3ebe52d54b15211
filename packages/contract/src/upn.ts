/**
 * The English Unique Pupil Number (DfE; the same in Wales): 13 characters, a check letter and then
 * 12 characters, LA number (3 digits), establishment number (4), the year it was given (2) and a
 * serial (3 digits for a permanent UPN; 2 digits and a letter for a temporary one).
 *
 * The check letter (DfE "UPN check letter" rule, as the school census validates it, error 1510):
 * multiply characters 2 to 13 by the weights 2 to 13 (character 2 by 2, …, character 13 by 13; a
 * temporary UPN's final letter counts as its place in the alphabet below, A = 0), add them up, and
 * take the remainder after dividing by 23; that remainder's letter in UPN_ALPHABET is the check
 * letter. I, O and S are never used. Examples worked by hand in upn.test.ts.
 */
export const UPN_ALPHABET = 'ABCDEFGHJKLMNPQRTUVWXYZ';

/** Check letter, 11 digits, then a digit (permanent) or a letter of the alphabet (temporary). */
const UPN_FORMAT = new RegExp(`^[${UPN_ALPHABET}]\\d{11}[0-9${UPN_ALPHABET}]$`);

/** The check letter the 12 characters after it call for (they must be in UPN form). */
export function upnCheckLetter(rest: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const char = rest.charAt(i);
    const value = /\d/.test(char) ? Number(char) : UPN_ALPHABET.indexOf(char);
    sum += value * (i + 2);
  }
  return UPN_ALPHABET.charAt(sum % 23);
}

/** What is wrong with a UPN (upper case, no spaces): its form, its check letter, or nothing (null). */
export function upnProblem(upn: string): 'format' | 'checkLetter' | null {
  if (!UPN_FORMAT.test(upn)) return 'format';
  return upn.charAt(0) === upnCheckLetter(upn.slice(1)) ? null : 'checkLetter';
}
