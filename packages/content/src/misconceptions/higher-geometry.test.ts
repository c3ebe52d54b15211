import { describe, expect, it } from 'vitest';
import { solveProblem } from '../problem.ts';
import { rootLooksWhole, rootTo1dp } from '../problems/higher-geometry.ts';
import { predict } from '../test/apply.ts';

const sector = { r: 6, angle: 120, setting: 'plain' } as const;
const cone = { kind: 'cone-volume', value: 6, given: 'diameter', h: 10 } as const;
const box = { kind: 'cuboid-diagonal', l: 40, w: 30, h: 20 } as const;

describe('GCSE Higher geometry answers, worked by hand', () => {
  it('finds an arc and a sector of 120° with radius 6 cm: 4π cm and 12π cm²', () => {
    expect(solveProblem({ kind: 'arc-length', ...sector }).text).toBe('$4\\pi\\text{ cm}$');
    expect(solveProblem({ kind: 'sector-area', ...sector }).text).toBe('$12\\pi\\text{ cm}^{2}$');
  });

  it('finds a cone of diameter 6 cm and height 10 cm: 30π cm³', () => {
    expect(solveProblem(cone).text).toBe('$30\\pi\\text{ cm}^{3}$');
  });

  it('rounds square roots with whole-number arithmetic: √2900 ≈ 53.9, √25 = 5', () => {
    expect(rootTo1dp(2900)).toEqual({ n: 539, d: 10 });
    expect(rootTo1dp(25)).toEqual({ n: 5, d: 1 });
    expect(rootTo1dp(101)).toEqual({ n: 10, d: 1 });
    expect(rootLooksWhole(101)).toBe(true);
    expect(rootLooksWhole(100)).toBe(false);
  });

  it('finds 2a − 3b column by column', () => {
    expect(solveProblem({ kind: 'vector-combination', a: [1, 3], b: [-6, -2], m: 4, n: -3 }).text).toBe(
      '$\\begin{pmatrix} 22 \\\\ 18 \\end{pmatrix}$',
    );
  });
});

describe('GCSE Higher geometry misconceptions, worked by hand', () => {
  it('takes the whole circle, swaps the formulae, uses the other sector or divides by 180', () => {
    expect(predict(4201, { kind: 'arc-length', ...sector })).toBe('$12\\pi\\text{ cm}$');
    expect(predict(4202, { kind: 'arc-length', ...sector })).toBe('$12\\pi\\text{ cm}$');
    expect(predict(4202, { kind: 'sector-area', ...sector })).toBe('$4\\pi\\text{ cm}^{2}$');
    expect(predict(4203, { kind: 'sector-area', ...sector })).toBe('$24\\pi\\text{ cm}^{2}$');
    expect(predict(4204, { kind: 'arc-length', ...sector })).toBe('$8\\pi\\text{ cm}$');
    expect(predict(4030, { kind: 'arc-length', ...sector })).toBe('$2\\pi\\text{ cm}$');
  });

  it('forgets the third of a cone, uses a half, uses the diameter, doubles instead of squaring', () => {
    expect(predict(4205, cone)).toBe('$90\\pi\\text{ cm}^{3}$');
    expect(predict(4206, cone)).toBe('$45\\pi\\text{ cm}^{3}$');
    expect(predict(4029, cone)).toBe('$120\\pi\\text{ cm}^{3}$');
    expect(predict(4207, cone)).toBe('$20\\pi\\text{ cm}^{3}$');
    expect(predict(4038, cone)).toBe('$10\\pi\\text{ cm}^{3}$');
  });

  it('mixes up the sphere formulae for radius 3 cm', () => {
    const volume = { kind: 'sphere', value: 3, given: 'radius', ask: 'volume' } as const;
    const surface = { ...volume, ask: 'surface' } as const;
    expect(solveProblem(volume).text).toBe('$36\\pi\\text{ cm}^{3}$');
    expect(predict(4208, volume)).toBe('$36\\pi\\text{ cm}^{3}$');
    expect(predict(4209, volume)).toBe('$\\frac{81}{4}\\pi\\text{ cm}^{3}$');
    expect(predict(4210, volume)).toBe('$12\\pi\\text{ cm}^{3}$');
    expect(predict(4205, volume)).toBe('$108\\pi\\text{ cm}^{3}$');
    expect(predict(4211, surface)).toBe('$9\\pi\\text{ cm}^{2}$');
    expect(predict(4207, surface)).toBe('$24\\pi\\text{ cm}^{2}$');
    expect(predict(4208, surface)).toBe('$36\\pi\\text{ cm}^{2}$');
  });

  it('slips with vectors: the top row only, the minus on top only, b unscaled, (−3) × (−2) = −6', () => {
    const p = { kind: 'vector-combination', a: [1, 3], b: [-6, -2], m: 4, n: -3 } as const;
    expect(predict(4212, p)).toBe('$\\begin{pmatrix} 22 \\\\ 5 \\end{pmatrix}$');
    expect(predict(4213, p)).toBe('$\\begin{pmatrix} 22 \\\\ 6 \\end{pmatrix}$');
    expect(predict(4214, p)).toBe('$\\begin{pmatrix} 10 \\\\ 14 \\end{pmatrix}$');
    expect(predict(1041, p)).toBe('$\\begin{pmatrix} -14 \\\\ 6 \\end{pmatrix}$');
  });

  it('finds the magnitude of (12, −5) wrongly in five ways', () => {
    const p = { kind: 'vector-magnitude', x: 12, y: -5 } as const;
    expect(solveProblem(p).text).toBe('$13$');
    expect(predict(4039, p)).toBe('$17$');
    expect(predict(4040, p)).toBe('$169$');
    expect(predict(4215, p)).toBe('$4.1$');
    expect(predict(1095, p)).toBe('$10.9$');
    expect(predict(1102, p)).toBe('$84.5$');
  });

  it('stops at the base diagonal, subtracts or adds the height, for a 40 × 30 × 20 box', () => {
    expect(solveProblem(box).text).toBe('$53.9\\text{ cm}$');
    expect(predict(4216, box)).toBe('$50\\text{ cm}$');
    expect(predict(4217, box)).toBe('$45.8\\text{ cm}$');
    expect(predict(4226, box)).toBe('$70\\text{ cm}$');
  });

  it('gets the angle at the centre and the cyclic quadrilateral wrong in the usual ways', () => {
    const centre = { kind: 'angle-at-centre', angle: 40, ask: 'centre' } as const;
    expect(predict(4218, centre)).toBe('$20^{\\circ}$');
    expect(predict(4219, centre)).toBe('$40^{\\circ}$');
    expect(predict(4220, centre)).toBe('$140^{\\circ}$');
    expect(predict(4221, centre)).toBe('$280^{\\circ}$');
    const quad = { kind: 'cyclic-quadrilateral', a: 70, b: 100 } as const;
    expect(solveProblem(quad).text).toBe('$110^{\\circ}$');
    expect(predict(4222, quad)).toBe('$70^{\\circ}$');
    expect(predict(4223, quad)).toBe('$80^{\\circ}$');
    expect(predict(4224, quad)).toBe('$95^{\\circ}$');
    expect(predict(4225, quad)).toBe('$190^{\\circ}$');
  });

  it('slips with the sine rule in triangle ABC with A = 40°, B = 75°, BC = 8 cm (AC ≈ 12.0 cm)', () => {
    const p = { kind: 'sine-rule-side', a: 8, A: 40, B: 75 } as const;
    // 8 sin 40° / sin 75° ≈ 5.32; 8 sin 65° / sin 40° ≈ 11.28; 8 sin 75° ≈ 7.73.
    expect(predict(4227, p)).toBe('$5.3\\text{ cm}$');
    expect(predict(4228, p)).toBe('$11.3\\text{ cm}$');
    expect(predict(4229, p)).toBe('$7.7\\text{ cm}$');
  });

  it('slips with the cosine rule for AB = 9 cm, AC = 7 cm and A = 52° (BC ≈ 7.2 cm)', () => {
    const p = { kind: 'cosine-rule-side', b: 7, c: 9, angle: 52 } as const;
    expect(solveProblem(p).text).toBe('$7.2\\text{ cm}$');
    // √130 ≈ 11.40; √(4 cos 52°) ≈ 1.57; √(130 + 126 cos 52°) ≈ 14.41; BC² ≈ 52.43.
    expect(predict(4230, p)).toBe('$11.4\\text{ cm}$');
    expect(predict(4231, p)).toBe('$1.6\\text{ cm}$');
    expect(predict(4232, p)).toBe('$14.4\\text{ cm}$');
    expect(predict(4040, p)).toBe('$52.4\\text{ cm}$');
  });

  it('gives the walkers on the footpaths their distance in kilometres, and each slip in kilometres too', () => {
    const p = { kind: 'cosine-rule-side', b: 7, c: 9, angle: 52, setting: 'footpaths' } as const;
    expect(solveProblem(p).text).toBe('$7.2\\text{ km}$');
    expect(predict(4230, p)).toBe('$11.4\\text{ km}$');
    expect(predict(4232, p)).toBe('$14.4\\text{ km}$');
  });
});
