import { describe, expect, it } from 'vitest';
import { predict } from '../test/apply.ts';

describe('higher-number misconceptions, worked by hand', () => {
  it('negative indices: a negative answer, the reciprocal alone, the sign ignored, the base times the index', () => {
    const p = { kind: 'negative-index', num: 2, den: 1, n: 3 } as const; // 2⁻³ = 1/8
    expect(predict(1201, p)).toBe('$-8$');
    expect(predict(1202, p)).toBe('$\\frac{1}{2}$');
    expect(predict(1203, p)).toBe('$8$');
    expect(predict(1051, p)).toBe('$-6$');
  });

  it('fractional indices: 16^(3/4) = 8, not 12, 2, 64 or 4096', () => {
    const p = { kind: 'fractional-index', root: 2, num: 3, den: 4, negative: false } as const;
    expect(predict(1204, p)).toBe('$12$');
    expect(predict(1205, p)).toBe('$2$');
    expect(predict(1206, p)).toBe('$64$');
    expect(predict(1207, p)).toBe('$4096$');
    expect(predict(1201, p)).toBeUndefined();
  });

  it('standard form: (4.6 × 10²) × (2.7 × 10⁷) = 12.42 × 10⁹ = 1.242 × 10¹⁰', () => {
    const p = { kind: 'standard-form-calc', a100: 460, m: 2, b100: 270, n: 7, op: 'multiply' } as const;
    expect(predict(1245, p)).toBe('$1.242 \\times 10^{15}$');
    expect(predict(1246, p)).toBe('$1.242 \\times 10^{8}$');
    expect(predict(1247, p)).toBe('$1.242 \\times 10^{-4}$');
    expect(predict(1248, p)).toBe('$1.242 \\times 10^{9}$');
    expect(predict(1249, p)).toBe('$7.3 \\times 10^{9}$');
    const d = { kind: 'standard-form-calc', a100: 152, m: 9, b100: 200, n: 7, op: 'divide' } as const; // 7.6 × 10¹
    expect(predict(1246, d)).toBe('$7.6 \\times 10^{3}$');
    expect(predict(1248, d)).toBe('$7.6 \\times 10^{2}$');
  });

  it('standard form: (3.2 × 10⁵) + (4.1 × 10³) = 3.241 × 10⁵', () => {
    const p = { kind: 'standard-form-sum', a100: 320, m: 5, b100: 410, n: 3, op: 'add' } as const;
    expect(predict(1251, p)).toBe('$7.3 \\times 10^{8}$');
    expect(predict(1252, p)).toBe('$7.3 \\times 10^{5}$');
    expect(predict(1253, p)).toBe('$3.61 \\times 10^{5}$');
    expect(predict(1246, p)).toBeUndefined();
    const q = { kind: 'standard-form-sum', a100: 970, m: 4, b100: 740, n: 3, op: 'add' } as const; // 1.044 × 10⁵
    expect(predict(1246, q)).toBe('$1.044 \\times 10^{3}$');
    expect(predict(1248, q)).toBe('$1.044 \\times 10^{4}$');
  });

  it('surds: 2√3 × 4√5 = 8√15; 6/√3 = 2√3; (5 + √3)(5 − √3) = 22', () => {
    const m = { kind: 'surd-multiply', c: 2, a: 3, d: 4, b: 5 } as const;
    expect(predict(1208, m)).toBe('$8\\sqrt{8}$');
    expect(predict(1209, m)).toBe('$6\\sqrt{15}$');
    expect(predict(1210, m)).toBe('$120$');
    expect(predict(1211, m)).toBe('$\\sqrt{120}$');
    const r = { kind: 'surd-rationalise', a: 6, b: 3 } as const;
    expect(predict(1212, r)).toBe('$6\\sqrt{3}$');
    expect(predict(1213, r)).toBe('$\\frac{2\\sqrt{3}}{3}$');
    expect(predict(1214, r)).toBe('$2$');
    expect(predict(1215, r)).toBe('$\\frac{\\sqrt{3}}{6}$');
    const c = { kind: 'surd-conjugate', whole: 5, radicand: 3, rootFirst: false } as const;
    expect(predict(1216, c)).toBe('$28$');
    expect(predict(1213, c)).toBe('$16$');
    expect(predict(1217, c)).toBe('$7$');
  });

  it('bounds: 7.4 cm to 1 d.p. lies from 7.35 cm to 7.45 cm', () => {
    const p = { kind: 'error-interval', measure: 74, place: -1, unit: 'cm', ask: 'upper' } as const;
    expect(predict(1218, p)).toBe('$7.5\\text{ cm}$');
    expect(predict(1219, p)).toBe('$7.9\\text{ cm}$');
    expect(predict(1220, p)).toBe('$7.35\\text{ cm}$');
    expect(predict(1221, p)).toBe('$7.44\\text{ cm}$');
    const a = { kind: 'bounds-area', length: 12, width: 8, ask: 'upper' } as const; // 12.5 × 8.5 = 106.25
    expect(predict(1222, a)).toBe('$96\\text{ m}^{2}$');
    expect(predict(1223, a)).toBe('$96.5\\text{ m}^{2}$');
    expect(predict(1224, a)).toBe('$93.75\\text{ m}^{2}$');
    expect(predict(1218, a)).toBe('$117\\text{ m}^{2}$');
    expect(predict(1220, a)).toBe('$86.25\\text{ m}^{2}$');
  });

  it('bounds of a speed: 400 m in 52 s, each to the nearest unit, is at most 400.5 ÷ 51.5 = 7.78 m/s', () => {
    const p = { kind: 'bounds-speed', who: 'runner', metres: 400, seconds: 52, ask: 'upper' } as const;
    expect(predict(1250, p)).toBe('$7.63\\text{ m/s}$');
    expect(predict(1222, p)).toBe('$7.69\\text{ m/s}$');
    expect(predict(1220, p)).toBe('$7.61\\text{ m/s}$');
    expect(predict(1218, p)).toBe('$7.86\\text{ m/s}$');
  });

  it('recurring decimals: 0.3777… = 34/90 = 17/45', () => {
    const p = { kind: 'recurring-decimal', fixed: '3', repeat: '7' } as const;
    expect(predict(1225, p)).toBe('$\\frac{37}{100}$');
    expect(predict(1226, p)).toBe('$\\frac{37}{90}$');
    expect(predict(1227, p)).toBe('$\\frac{37}{99}$');
    expect(predict(1229, p)).toBe('$\\frac{17}{495}$');
    expect(predict(1228, { kind: 'recurring-decimal', fixed: '', repeat: '27' })).toBe('$\\frac{3}{10}$');
  });

  it('counting: a 3-dial lock with repeats has 1000 codes; 3 of 6 letters without repeats, 120', () => {
    const lock = {
      kind: 'counting-codes',
      context: 'padlock',
      symbols: 10,
      positions: 3,
      repeats: true,
    } as const;
    expect(predict(1230, lock)).toBe('$30$');
    expect(predict(1231, lock)).toBe('$720$');
    expect(predict(1233, lock)).toBe('$59\\,049$');
    expect(predict(1234, lock)).toBe('$729$');
    const letters = {
      kind: 'counting-codes',
      context: 'letters',
      symbols: 6,
      positions: 3,
      repeats: false,
    } as const;
    expect(predict(1230, letters)).toBe('$15$');
    expect(predict(1232, letters)).toBe('$216$');
    expect(predict(1235, letters)).toBe('$150$');
  });

  it('worded HCF and LCM: buses every 12 and 18 minutes meet after 36 minutes', () => {
    const p = { kind: 'hcf-lcm-problem', context: 'buses', a: 12, b: 18 } as const;
    expect(predict(1236, p)).toBe('$30\\text{ minutes}$');
    expect(predict(1052, p)).toBe('$6\\text{ minutes}$');
    expect(predict(1053, p)).toBe('$216\\text{ minutes}$');
    expect(predict(1055, p)).toBe('$18\\text{ minutes}$');
  });

  it('a school trip of £840: the school pays 1/4, parents 2/3 of the rest, so £210 is left', () => {
    const p = { kind: 'fraction-of-remainder', total: 840, n1: 1, d1: 4, n2: 2, d2: 3 } as const;
    expect(predict(1237, p)).toBe('£70');
    expect(predict(1238, p)).toBe('£420');
    expect(predict(1239, p)).toBe('£630');
    expect(predict(1240, p)).toBe('£70');
    expect(predict(1069, p)).toBe('£480');
  });

  it('change from £20 for 3 notebooks at £2.45 and a pen at £1.80 is £10.85', () => {
    const p = {
      kind: 'shopping-change',
      name: 'Sam',
      count: 3,
      item: 'notebooks',
      price: 245,
      extra: 180,
      extraItem: 'pen',
      paid: 20,
    } as const;
    expect(predict(1241, p)).toBe('£15.75');
    expect(predict(1242, p)).toBe('£9.15');
    expect(predict(1243, p)).toBe('£12.65');
    expect(predict(1244, p)).toBe('£7.25');
  });
});
