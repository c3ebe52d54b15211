import { describe, expect, it } from 'vitest';
import { isShortCode, SHORT_CODE_ALPHABET, shortCodeFor } from './short-code.ts';

describe('shortCodeFor', () => {
  it('is six unambiguous characters and stable', () => {
    const code = shortCodeFor('pathway', 1001);
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(isShortCode(code)).toBe(true);
    expect(shortCodeFor('pathway', 1001)).toBe(code);
    expect(SHORT_CODE_ALPHABET).not.toMatch(/[AEIOUL01]/);
  });

  it('never repeats across ids or namespaces', () => {
    const codes = new Set<string>();
    for (let id = 0; id < 20_000; id++) {
      codes.add(shortCodeFor('pathway', id));
      codes.add(shortCodeFor('quiz', id));
    }
    expect(codes.size).toBe(40_000);
  });

  it('refuses ids outside its range', () => {
    expect(() => shortCodeFor('quiz', -1)).toThrow(RangeError);
    expect(() => shortCodeFor('quiz', 100_000)).toThrow(RangeError);
  });
});
