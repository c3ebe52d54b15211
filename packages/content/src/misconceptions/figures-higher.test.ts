/**
 * The figure constructs' misconceptions worked by hand (issue 30 point 4): each rule gives the
 * answer a student holding the belief writes down.
 */

import { describe, expect, it } from 'vitest';
import { type Problem, solveProblem } from '../problem.ts';
import { predict } from '../test/apply.ts';

describe('circle theorems', () => {
  it('angle in a semicircle: CAB = 35° gives ABC = 55°', () => {
    const p: Problem = { kind: 'semicircle-angle', a: 35 };
    expect(solveProblem(p).text).toBe('$55^{\\circ}$');
    expect(predict(4261, p)).toBe('$145^{\\circ}$'); // 180 − 35, the right angle at C left out
    expect(predict(4262, p)).toBe('$35^{\\circ}$'); // ABC = CAB, as if isosceles
    expect(predict(4263, p)).toBe('$70^{\\circ}$'); // COB = 2 × 35 at the centre
    expect(predict(4264, p)).toBe('$90^{\\circ}$'); // the right angle put at B
  });

  it('two tangents: APB = 48° gives AOB = 132°', () => {
    const p: Problem = { kind: 'two-tangents', a: 48 };
    expect(solveProblem(p).text).toBe('$132^{\\circ}$');
    expect(predict(4265, p)).toBe('$48^{\\circ}$');
    expect(predict(4266, p)).toBe('$96^{\\circ}$');
    expect(predict(4267, p)).toBe('$66^{\\circ}$'); // AOP = 90 − 24
    expect(predict(4268, p)).toBe('$222^{\\circ}$'); // 270 − 48 (ruled out by sense in the bank: over 180°)
  });

  it('same segment: ADB = 46°, CAB = 48° gives ABC = 86°', () => {
    const p: Problem = { kind: 'same-segment', a: 46, b: 48 };
    expect(solveProblem(p).text).toBe('$86^{\\circ}$');
    expect(predict(4269, p)).toBe('$40^{\\circ}$'); // ACB = 92
    expect(predict(4270, p)).toBe('$46^{\\circ}$');
    expect(predict(4271, p)).toBeUndefined(); // ACB = 134 leaves −2°
    expect(predict(4272, p)).toBe('$109^{\\circ}$'); // ACB = 23
  });

  it('alternate segment: PTA = 65°, ATB = 57° gives TAB = 58°', () => {
    const p: Problem = { kind: 'alternate-segment', a: 65, c: 57 };
    expect(solveProblem(p).text).toBe('$58^{\\circ}$');
    expect(predict(4273, p)).toBe('$65^{\\circ}$');
    expect(predict(4274, p)).toBe('$98^{\\circ}$'); // TBA = 25
    expect(predict(4275, p)).toBeUndefined(); // TBA = 130 leaves −7°
    // TBA = 115 leaves 8°, thinner than any angle drawn: not offered.
    expect(predict(4276, p)).toBeUndefined();
    // With PTA = 70° and ATB = 40°: TBA = 110 leaves 30°.
    expect(predict(4276, { kind: 'alternate-segment', a: 70, c: 40 })).toBe('$30^{\\circ}$');
  });
});

describe('cumulative frequency', () => {
  // 40 students, 0–100 minutes in classes of 20: frequencies 2, 4, 20, 10, 4; totals 2, 6, 26, 36, 40.
  const base = {
    kind: 'cumulative-frequency' as const,
    context: 'phones' as const,
    bounds: [0, 20, 40, 60, 80, 100],
    freqs: [2, 4, 20, 10, 4],
  };

  it('the median: 20 up, in the class 40–60 (totals 6 to 26): 40 + 20 × 14/20 = 54', () => {
    const p: Problem = { ...base, ask: 'median' };
    expect(solveProblem(p).text).toBe('$54$');
    expect(predict(5261, p)).toBe('$20$'); // the position
    expect(predict(5262, p)).toBe('$60$'); // the next plotted point
    expect(predict(5263, p)).toBe('$40$'); // the start of the class
    expect(predict(5264, p)).toBe('$50$'); // halfway along the scale
    expect(predict(5267, p)).toBe('$50$'); // the middle of the modal class 40–60
  });

  it('the interquartile range: quartiles at 10 and 30 up read 44 and 68, so 24', () => {
    const p: Problem = { ...base, ask: 'iqr' };
    expect(solveProblem(p).text).toBe('$24$');
    expect(predict(5268, p)).toBe('$20$'); // 30 − 10
    expect(predict(5210, p)).toBe('$68$'); // the upper quartile alone
    expect(predict(5208, p)).toBe('$100$'); // the whole scale
    expect(predict(5271, p)).toBe('$14$'); // 68 − 54
    expect(predict(5262, p)).toBe('$20$'); // 80 − 60
  });
});

describe('Venn diagrams', () => {
  // Only A 8, both 10, only B 4, neither 16: 38 in all, 18 in A, 14 in B.
  const counts = { A: 8, AB: 10, B: 4, '': 16 };
  const venn = (ask: 'A-and-B' | 'A-or-B' | 'not-A' | 'A-given-B') =>
    ({ kind: 'venn-probability', sets: 2, context: 'pets', counts, ask }) as const;

  it('P(A′) = 20/38 = 10/19, with the regions a student leaves out or adds', () => {
    expect(solveProblem(venn('not-A')).text).toBe('$\\frac{10}{19}$');
    expect(predict(5275, venn('not-A'))).toBe('$\\frac{8}{19}$'); // 16/38, outside only
    expect(predict(5276, venn('not-A'))).toBe('$\\frac{2}{19}$'); // 4/38, only B
    expect(predict(5277, venn('not-A'))).toBe('$\\frac{9}{19}$'); // 18/38, P(A)
    expect(predict(5278, venn('not-A'))).toBe('$\\frac{10}{9}$'); // 20/18, odds (ruled out by sense)
  });

  it('P(A ∩ B) = 10/38 and P(A | B) = 10/14', () => {
    expect(solveProblem(venn('A-and-B')).text).toBe('$\\frac{5}{19}$');
    expect(predict(5227, venn('A-and-B'))).toBe('$\\frac{11}{19}$'); // 22/38, the union
    expect(predict(5272, venn('A-and-B'))).toBe('$\\frac{5}{11}$'); // 10/22, outside left out
    expect(predict(5273, venn('A-and-B'))).toBe('$\\frac{63}{361}$'); // 18/38 × 14/38
    expect(predict(5274, venn('A-and-B'))).toBe('$\\frac{5}{9}$'); // 10/18
    expect(solveProblem(venn('A-given-B')).text).toBe('$\\frac{5}{7}$');
    expect(predict(5280, venn('A-given-B'))).toBe('$\\frac{5}{2}$'); // 10/4 (ruled out by sense)
    expect(predict(5230, venn('A-given-B'))).toBe('$\\frac{5}{19}$');
    expect(predict(5231, venn('A-given-B'))).toBe('$\\frac{5}{9}$');
  });
});
