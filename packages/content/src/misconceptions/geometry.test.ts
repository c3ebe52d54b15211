import { describe, expect, it } from 'vitest';
import { predict } from '../test/apply.ts';

describe('geometry misconceptions, worked by hand', () => {
  it('no longer offers "angles on a line add to 360°": 360° − 40° − 65° = 255° is more than a line holds', () => {
    // Retired (decision 0063): every answer it gave was over 180°, ruled out by sense.
    expect(predict(4001, { kind: 'angles-line', known: [40, 65] })).toBeUndefined();
    expect(
      predict(4010, { kind: 'parallel-angles', angle: 70, relation: 'alternate', region: 'lower-left' }),
    ).toBeUndefined();
  });

  it('confuses area and perimeter of a 7 by 4 rectangle', () => {
    expect(predict(4018, { kind: 'rectangle', w: 7, h: 4, ask: 'area' })).toBe('$22\\text{ cm}^{2}$');
    expect(predict(4018, { kind: 'rectangle', w: 7, h: 4, ask: 'perimeter' })).toBe('$28\\text{ cm}$');
  });

  it('forgets to halve for a triangle and uses the slant height', () => {
    expect(predict(4022, { kind: 'triangle-area', base: 10, height: 6, slant: 8 })).toBe(
      '$60\\text{ cm}^{2}$',
    );
    expect(predict(4023, { kind: 'triangle-area', base: 10, height: 6, slant: 8 })).toBe(
      '$40\\text{ cm}^{2}$',
    );
  });

  it('uses the diameter as the radius', () => {
    expect(predict(4029, { kind: 'circle', value: 10, given: 'diameter', ask: 'area' })).toBe(
      '$100\\pi\\text{ cm}^{2}$',
    );
  });

  it('adds the sides in Pythagoras: 6, 8 → 14', () => {
    expect(predict(4039, { kind: 'pythagoras', a: 6, b: 8, ask: 'hypotenuse' })).toBe('$14\\text{ cm}$');
    expect(predict(4040, { kind: 'pythagoras', a: 6, b: 8, ask: 'hypotenuse' })).toBe('$100\\text{ cm}$');
  });

  it('thinks co-interior angles are equal', () => {
    expect(
      predict(4009, { kind: 'parallel-angles', angle: 70, relation: 'co-interior', region: 'lower-left' }),
    ).toBe('$70^{\\circ}$');
    expect(
      predict(4009, { kind: 'parallel-angles', angle: 70, relation: 'alternate', region: 'lower-left' }),
    ).toBeUndefined();
  });

  it('subtracts a bearing from 360° for the back bearing: 060° → 300°', () => {
    expect(predict(4050, { kind: 'back-bearing', bearing: 60 })).toBe('$300^{\\circ}$');
  });

  it('writes coordinates the wrong way round', () => {
    expect(predict(4045, { kind: 'coordinates', x: -2, y: 3 })).toBe('$(3, -2)$');
  });
});
