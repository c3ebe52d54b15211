import { describe, expect, it } from 'vitest';
import { UPN_ALPHABET, upnCheckLetter, upnProblem } from './upn.ts';

/**
 * Valid UPNs worked by hand (weights 2 to 13 over characters 2 to 13, the sum's remainder after
 * dividing by 23 indexing ABCDEFGHJKLMNPQRTUVWXYZ), so the code is checked against arithmetic done
 * without it:
 * - B801200005001 (python-stdnum's documented example): 8×2 + 1×4 + 2×5 + 5×10 + 1×13 = 93;
 *   93 = 4×23 + 1 → B.
 * - P207000016049: 2×2 + 7×4 + 1×9 + 6×10 + 4×12 + 9×13 = 266; 266 = 11×23 + 13 → P. (Census
 *   help pages give this number with Q: they add up to 267, which is wrong.)
 * - A80120000501A, temporary (its last letter counts as its place, A = 0): 8×2 + 1×4 + 2×5 + 5×10
 *   + 1×12 + 0×13 = 92; 92 = 4×23 + 0 → A.
 * - L80120000501Z, temporary (Z = 22): 92 − 0 + 22×13 = 378; 378 = 16×23 + 10 → L.
 * - Z000000000007: 7×13 = 91; 91 = 3×23 + 22 → Z, the alphabet's last letter.
 */
const VALID = ['B801200005001', 'P207000016049', 'A80120000501A', 'L80120000501Z', 'Z000000000007'];

describe('the UPN check letter (DfE)', () => {
  it('accepts the UPNs worked by hand', () => {
    for (const upn of VALID) {
      expect(upnCheckLetter(upn.slice(1)), upn).toBe(upn.charAt(0));
      expect(upnProblem(upn), upn).toBeNull();
    }
  });

  it('names a wrong check letter: every other letter in front of a valid UPN, and a changed digit', () => {
    for (const upn of VALID) {
      for (const letter of UPN_ALPHABET) {
        if (letter === upn.charAt(0)) continue;
        expect(upnProblem(`${letter}${upn.slice(1)}`), `${letter}${upn.slice(1)}`).toBe('checkLetter');
      }
    }
    // One digit typed wrong (the 0 at character 6 of B801200005001 made 1: 93 + 6 = 99 → remainder 7, H).
    expect(upnProblem('B801210005001')).toBe('checkLetter');
    expect(upnCheckLetter('801210005001')).toBe('H');
    // Two digits swapped (characters 9 and 10 of P207000016049): 266 − 9 − 60 + 6×9 + 1×10 = 261 → 8, J.
    expect(upnCheckLetter('207000061049')).toBe('J');
  });

  it('never uses I, O or S, and maps every remainder 0 to 22 to one letter', () => {
    expect(UPN_ALPHABET).toHaveLength(23);
    expect(UPN_ALPHABET).not.toMatch(/[IOS]/);
  });

  it('names a UPN not in the form: length, letters among the digits, I, O or S', () => {
    for (const bad of [
      '',
      'B80120000500', // 12 characters
      'B8012000050011', // 14
      '1801200005001', // a digit where the check letter goes
      'B80120000A001', // a letter among the digits
      'I801200005001', // I is never a check letter
      'B80120000501S', // nor S a temporary UPN's last letter
      'b801200005001', // lower case (the import upper-cases first)
    ]) {
      expect(upnProblem(bad), bad).toBe('format');
    }
  });
});
