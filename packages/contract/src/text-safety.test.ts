import { describe, expect, it } from 'vitest';
import { unsafeTextProblem } from './text-safety.ts';

describe('unsafeTextProblem', () => {
  it('passes real names in any script, emoji (whole surrogate pairs) included', () => {
    for (const name of ["O'Brien", 'Zoë', 'Nguyễn', 'محمد', 'עברית', '李', 'Ana 😀', 'Smith-Jones']) {
      expect(unsafeTextProblem(name), name).toBeNull();
    }
  });

  it('names every bidirectional embedding, override and isolate control', () => {
    const controls = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
    for (const code of controls) {
      expect(unsafeTextProblem(`Sam${String.fromCharCode(code)}gnp.exe`), code.toString(16)).toBe(
        'bidiControl',
      );
    }
    // Its neighbours are not controls of that kind.
    expect(unsafeTextProblem('a\u2029b\u206Ac')).toBeNull();
  });

  it('names a lone high or low surrogate wherever it is', () => {
    for (const text of ['\uD800', 'Sam\uD83D', '\uDE00Lee', 'a\uDC00\uD800b']) {
      expect(unsafeTextProblem(text), JSON.stringify(text)).toBe('loneSurrogate');
    }
  });
});
