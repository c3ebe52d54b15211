import { dictionary } from '@zxcvbn-ts/language-common';

/** NIST SP 800-63B: length, not composition rules; refuse what is known to be guessed first. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// zxcvbn-ts's list of some 49,000 passwords most common in breach corpora, lower-cased for lookup.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((p) => String(p).toLowerCase()));

/** A password made of one short run repeated ("aaaaaaaa", "abcabcabc"). */
const isRepetition = (password: string) => /^(.{1,3})\1+$/u.test(password);

/**
 * Why a password may not be used, in words for the person choosing it, or null when it is fine.
 * `userInputs`: the person's names, username and email, which a guesser tries first.
 */
export function passwordProblem(password: string, userInputs: readonly string[] = []): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || isRepetition(lower)) {
    return 'This password is too common: it is one of the first that people try. Choose another.';
  }
  const personal = userInputs
    .flatMap((input) => [input, ...input.split(/[@.\s_-]+/)])
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.length >= 4);
  // What is left once the person's details are taken out: a name plus a year or "!" adds little.
  const rest = personal.reduce((left, part) => left.split(part).join(''), lower);
  if (rest.length < lower.length && (rest.length < 4 || /^[\d\W_]*$/u.test(rest))) {
    return 'Do not build your password from your name, username or email address.';
  }
  return null;
}
