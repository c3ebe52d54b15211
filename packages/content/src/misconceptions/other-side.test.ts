import { describe, expect, it } from 'vitest';
import { predict } from '../test/apply.ts';

describe('misconceptions on the key’s other side, worked by hand', () => {
  it('works right to left: 20 − 3 × 4 + 2 = 20 − 3 × 6 = 2 (the key is 10)', () => {
    expect(predict(1305, { kind: 'bidmas', form: 'a-bc+d', a: 20, b: 3, c: 4, d: 2 })).toBe('$2$');
    // 20 − 5 × (6 + 9) is negative: not offered beside a sum of positive numbers.
    expect(predict(1305, { kind: 'bidmas', form: 'a-bc+d', a: 20, b: 5, c: 6, d: 9 })).toBeUndefined();
    expect(predict(1305, { kind: 'bidmas', form: 'a+bc^2', a: 5, b: 3, c: 4, d: 0 })).toBeUndefined();
  });

  it('leaves out the power: 5 + 3 × 4² = 5 + 12 = 17 (the key is 53)', () => {
    expect(predict(1306, { kind: 'bidmas', form: 'a+bc^2', a: 5, b: 3, c: 4, d: 0 })).toBe('$17$');
  });

  it('gives the total surface area for the volume: r = 3, h = 4 gives 2π·9 + 2π·12 = 42π (the key is 36π)', () => {
    expect(predict(4308, { kind: 'cylinder-volume', r: 3, h: 4 })).toBe('$42\\pi\\text{ cm}^{3}$');
    // Larger cylinders put it below the volume: r = 5, h = 10 gives 150π against 250π.
    expect(predict(4308, { kind: 'cylinder-volume', r: 5, h: 10 })).toBe('$150\\pi\\text{ cm}^{3}$');
  });
});
