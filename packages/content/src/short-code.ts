/**
 * Short codes students type to open a quiz (/quizzes/{shortCode}). Six characters from an
 * alphabet without vowels (so no words) and without look-alikes (0/O, 1/I/L).
 */

/** The characters a short code may use. */
export const SHORT_CODE_ALPHABET = 'BCDFGHJKMNPQRSTVWXZ23456789';

const SPACE = SHORT_CODE_ALPHABET.length ** 6;
// An affine map x → (A·x + B) mod 27⁶ is a bijection because A shares no factor with 27,
// so distinct inputs always give distinct codes with no collision handling.
const A = 100_000_007;
const B = 12_345_678;

/** The namespaces that share the short-code space; each id is offset so namespaces never overlap. */
const NAMESPACE_OFFSET = { pathway: 100_000, quiz: 200_000 } as const;

/** The stable six-character code for a topic pathway quiz or a diagnostic quiz id; unique across both. */
export function shortCodeFor(namespace: keyof typeof NAMESPACE_OFFSET, id: number): string {
  if (!Number.isInteger(id) || id < 0 || id >= 100_000)
    throw new RangeError(`Quiz id ${id} is outside 0–99999`);
  let x = ((((A % SPACE) * (NAMESPACE_OFFSET[namespace] + id)) % SPACE) + B) % SPACE;
  let code = '';
  for (let i = 0; i < 6; i++) {
    code = SHORT_CODE_ALPHABET[x % SHORT_CODE_ALPHABET.length] + code;
    x = Math.floor(x / SHORT_CODE_ALPHABET.length);
  }
  return code;
}

/** True when the text has the shape of a short code (it may still not belong to any quiz). */
export function isShortCode(text: string): boolean {
  return /^[BCDFGHJKMNPQRSTVWXZ2-9]{6}$/.test(text);
}
