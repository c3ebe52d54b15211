/**
 * GCSE Higher geometry problem kinds: arcs and sectors, cones and spheres, column vectors and their
 * magnitude, Pythagoras in three dimensions and circle theorems. Every value is built exactly:
 * answers in terms of π keep a rational coefficient, and square roots are rounded with integer
 * arithmetic, so the bank is the same on every engine.
 */

import { type Answer, mathAnswer, numberAnswer } from '../answer.ts';
import { angleAtCentreDiagram, cyclicQuadrilateralDiagram } from '../diagrams-higher-geometry.ts';
import type { KindTable } from '../kind.ts';
import { latexFraction } from '../latex.ts';
import { type Rat, rat, toRat } from '../rational.ts';
import { cosFixed, fixed, over, sinFixed, sqrtFixed, tenths } from './exact-trig.ts';

/** Where a sector question is set: a bare sector (cm), a lawn sprinkler (m) or a big wheel at a fair (m). */
export type SectorSetting = 'plain' | 'sprinkler' | 'wheel';

/** A length given for a round shape: its radius or its diameter. */
export type RoundGiven = 'radius' | 'diameter';

export type HigherGeometryProblem =
  /** The arc of a sector of radius r and angle `angle`°. */
  | { kind: 'arc-length'; r: number; angle: number; setting: SectorSetting }
  /** The area of a sector of radius r and angle `angle`°. */
  | { kind: 'sector-area'; r: number; angle: number; setting: SectorSetting }
  /** A cone-shaped paper cup: its top's radius or diameter, and its depth (perpendicular height). */
  | { kind: 'cone-volume'; value: number; given: RoundGiven; h: number }
  /** A sphere given by its radius or diameter; its volume or its surface area is asked. */
  | { kind: 'sphere'; value: number; given: RoundGiven; ask: 'volume' | 'surface' }
  /** m·a + n·b for column vectors a and b (n may be negative: m·a − |n|·b). */
  | {
      kind: 'vector-combination';
      a: readonly [number, number];
      b: readonly [number, number];
      m: number;
      n: number;
    }
  /** The magnitude of the column vector (x, y). */
  | { kind: 'vector-magnitude'; x: number; y: number }
  /** The longest rod that fits in an l × w × h box (l ≥ w ≥ h): the cuboid's space diagonal. */
  | { kind: 'cuboid-diagonal'; l: number; w: number; h: number }
  /**
   * A, B and C on a circle with centre O, C on the major arc: the angle at the circumference ACB is
   * given and the angle at the centre AOB asked ('centre'), or the other way round ('circumference').
   */
  | { kind: 'angle-at-centre'; angle: number; ask: 'centre' | 'circumference' }
  /** Cyclic quadrilateral ABCD with angles A = a° and B = b°; angle C is asked. */
  | { kind: 'cyclic-quadrilateral'; a: number; b: number }
  /**
   * Triangle ABC with AB = c, AC = b and angle BAC = `angle`°; BC is asked (the cosine rule). Set as
   * two footpaths from a car park (lengths in km) when `setting` is 'footpaths'; a bare triangle (cm) otherwise.
   */
  | { kind: 'cosine-rule-side'; b: number; c: number; angle: number; setting?: 'footpaths' }
  /** Triangle ABC with angle BAC = A°, angle ABC = B° and BC = a; AC is asked (the sine rule). */
  | { kind: 'sine-rule-side'; a: number; A: number; B: number };

type P<K extends HigherGeometryProblem['kind']> = Extract<HigherGeometryProblem, { kind: K }>;

const UNIT_TEX = { cm: '\\text{ cm}', m: '\\text{ m}' } as const;

/** The length unit a sector question uses: centimetres for a bare sector, metres outdoors. */
export function sectorUnit(p: { setting: SectorSetting }): 'cm' | 'm' {
  return p.setting === 'plain' ? 'cm' : 'm';
}

/** k·π with a unit of length to a power (cm, m², cm³), keyed by the coefficient alone. */
export function piMeasure(coefficient: Rat | number, unit: 'cm' | 'm', power: 1 | 2 | 3): Answer {
  const c = toRat(coefficient);
  const coef = c.n === 1 && c.d === 1 ? '' : latexFraction(c);
  const tex = `${UNIT_TEX[unit]}${power === 1 ? '' : `^{${power}}`}`;
  return mathAnswer(`${coef}\\pi${tex}`, `pi:${c.n}/${c.d}:1`);
}

/** The side found with the cosine rule, in the problem's unit: km for the footpaths, cm for a bare triangle. */
export function cosineRuleAnswer(p: { setting?: 'footpaths' }, value: Rat | number): Answer {
  return numberAnswer(value, { unit: p.setting === 'footpaths' ? '\\text{ km}' : UNIT_TEX.cm });
}

/** A plain number of centimetres. */
export function cmAnswer(value: Rat | number): Answer {
  return numberAnswer(value, { unit: UNIT_TEX.cm });
}

/** An angle in degrees. */
export function degreesAnswer(value: Rat | number): Answer {
  return numberAnswer(value, { unit: '^{\\circ}' });
}

/** The largest whole number whose square is at most n (n a whole number ≥ 0). */
function wholeSqrt(n: number): number {
  let r = Math.floor(Math.sqrt(n));
  while (r * r > n) r--;
  while ((r + 1) * (r + 1) <= n) r++;
  return r;
}

/**
 * √n for a whole number n ≥ 0: exact when n is a square, else rounded to 1 decimal place with integer
 * arithmetic only. round(10√n) = ⌊(√(400n) + 1) / 2⌋, and as √(400n) is irrational its floor gives
 * the same result.
 */
export function rootTo1dp(n: number): Rat {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number ≥ 0: ${n}`);
  const whole = wholeSqrt(n);
  if (whole * whole === n) return rat(whole);
  return rat(Math.floor((wholeSqrt(400 * n) + 1) / 2), 10);
}

/**
 * Whether √n, to 1 decimal place, would be shown as a whole number though n is not a square (√101 ≈ 10.0):
 * the option would read "10" where the stem asks for 1 decimal place, so such numbers are not drawn.
 */
export function rootLooksWhole(n: number): boolean {
  const r = rootTo1dp(n);
  return r.d === 1 && r.n * r.n !== n;
}

/**
 * BC² = AB² + AC² − 2·AB·AC·cos A, × 10⁴⁰, with cos A as a slip would have it: the angle read in
 * radians, or the sign of the last term flipped.
 */
export function cosineRuleSquare(
  p: P<'cosine-rule-side'>,
  slip: { radians?: boolean; sign?: 1 | -1 } = {},
): bigint {
  const cos = cosFixed(p.angle, slip.radians);
  return fixed(p.b * p.b + p.c * p.c) - BigInt(slip.sign ?? 1) * BigInt(2 * p.b * p.c) * cos;
}

/** a·sin(top)/sin(bottom) to 1 decimal place, angles in degrees (or radians for the calculator slip). */
export function sineRatio(a: number, top: number, bottom: number, radians = false): Rat | undefined {
  const below = sinFixed(bottom, radians);
  return below > 0n ? tenths(over(BigInt(a) * sinFixed(top, radians), below)) : undefined;
}

/** The cosine rule's side BC to 1 decimal place (undefined only on a rounding boundary, never drawn). */
export function cosineRuleSide(p: P<'cosine-rule-side'>): Rat | undefined {
  return tenths(sqrtFixed(cosineRuleSquare(p)));
}

/** The sine rule's side AC = BC·sin B / sin A to 1 decimal place. */
export function sineRuleSide(p: P<'sine-rule-side'>): Rat | undefined {
  return sineRatio(p.a, p.B, p.A);
}

/** The radius of a round shape given by its radius or diameter. */
export function roundRadius(p: { value: number; given: RoundGiven }): Rat {
  return p.given === 'radius' ? rat(p.value) : rat(p.value, 2);
}

/** r² as a fraction, for a radius that may be a half. */
export function squared(r: Rat): Rat {
  return rat(r.n * r.n, r.d * r.d);
}

export function cubed(r: Rat): Rat {
  return rat(r.n * r.n * r.n, r.d * r.d * r.d);
}

/** A column vector as an answer, keyed by its components. */
export function vectorAnswer(x: number, y: number): Answer {
  return mathAnswer(`\\begin{pmatrix} ${x} \\\\ ${y} \\end{pmatrix}`, `vec:${x},${y}`);
}

/** The vector m·a + n·b, component by component. */
export function combine(p: P<'vector-combination'>): [number, number] {
  return [p.m * p.a[0] + p.n * p.b[0], p.m * p.a[1] + p.n * p.b[1]];
}

const vectorTex = (v: readonly [number, number]) => `\\begin{pmatrix} ${v[0]} \\\\ ${v[1]} \\end{pmatrix}`;

/** "2\mathbf{a} - 3\mathbf{b}" for m = 2, n = −3. */
function combinationTex(m: number, n: number): string {
  return `${m}\\mathbf{a} ${n < 0 ? '-' : '+'} ${Math.abs(n)}\\mathbf{b}`;
}

const sectorArc = (p: { r: number; angle: number }) => rat(2 * p.r * p.angle, 360);
const sectorArea = (p: { r: number; angle: number }) => rat(p.r * p.r * p.angle, 360);

/** The stem of an arc or sector question in its setting. */
function sectorStem(p: P<'arc-length'> | P<'sector-area'>): string {
  const inPi = 'Give your answer in terms of $\\pi$.';
  const r = `$${p.r}${UNIT_TEX[sectorUnit(p)]}$`;
  const angle = `$${p.angle}^{\\circ}$`;
  if (p.setting === 'sprinkler')
    return `A garden sprinkler sprays water up to ${r} away and turns through an angle of ${angle}, watering a sector of the lawn. What area of lawn does it water? ${inPi}`;
  if (p.setting === 'wheel')
    return `A big wheel at a fair has radius ${r}. One ride turns a seat on its rim through an angle of ${angle} about the centre. How far does the seat travel? ${inPi}`;
  const ask = p.kind === 'arc-length' ? 'Work out the length of its arc.' : 'Work out its area.';
  return `A sector of a circle has radius ${r} and an angle of ${angle}. ${ask} ${inPi}`;
}

/** Solvers and renderers for the Higher geometry kinds. */
export const HIGHER_GEOMETRY_KINDS: KindTable<HigherGeometryProblem> = {
  'arc-length': {
    solve: (p) => piMeasure(sectorArc(p), sectorUnit(p), 1),
    render: (p) => ({ stem: sectorStem(p) }),
  },
  'sector-area': {
    solve: (p) => piMeasure(sectorArea(p), sectorUnit(p), 2),
    render: (p) => ({ stem: sectorStem(p) }),
  },
  'cone-volume': {
    solve: (p) => {
      const r = roundRadius(p);
      return piMeasure(rat(r.n * r.n * p.h, 3 * r.d * r.d), 'cm', 3);
    },
    render: (p) => ({
      stem: `A paper cup at a water cooler is a cone. The circle at its top has a ${p.given} of $${p.value}\\text{ cm}$ and the cup is $${p.h}\\text{ cm}$ deep. How much water does the full cup hold? Give your answer in $\\text{cm}^{3}$ in terms of $\\pi$.`,
    }),
  },
  sphere: {
    solve: (p) => {
      const r = roundRadius(p);
      return p.ask === 'volume'
        ? piMeasure(rat(4 * r.n ** 3, 3 * r.d ** 3), 'cm', 3)
        : piMeasure(rat(4 * r.n ** 2, r.d ** 2), 'cm', 2);
    },
    render: (p) => ({
      stem: `A sphere has a ${p.given} of $${p.value}\\text{ cm}$. Work out its ${p.ask === 'volume' ? 'volume' : 'surface area'}. Give your answer in terms of $\\pi$.`,
    }),
  },
  'vector-combination': {
    solve: (p) => vectorAnswer(...combine(p)),
    render: (p) => ({
      stem: `$\\mathbf{a} = ${vectorTex(p.a)}$ and $\\mathbf{b} = ${vectorTex(p.b)}$. Work out $${combinationTex(p.m, p.n)}$ as a column vector.`,
    }),
  },
  'vector-magnitude': {
    solve: (p) => numberAnswer(rootTo1dp(p.x * p.x + p.y * p.y)),
    render: (p) => ({
      stem: `Work out the magnitude of the vector $${vectorTex([p.x, p.y])}$. Give your answer to 1 decimal place if it is not a whole number.`,
    }),
  },
  'cuboid-diagonal': {
    solve: (p) => cmAnswer(rootTo1dp(p.l * p.l + p.w * p.w + p.h * p.h)),
    render: (p) => ({
      stem: `A storage box is a cuboid $${p.l}\\text{ cm}$ long, $${p.w}\\text{ cm}$ wide and $${p.h}\\text{ cm}$ high. What is the length of the longest straight rod that fits inside the box? Give your answer to 1 decimal place if it is not a whole number.`,
    }),
  },
  'angle-at-centre': {
    solve: (p) => degreesAnswer(p.ask === 'centre' ? 2 * p.angle : rat(p.angle, 2)),
    render: (p) => {
      const [given, asked] = p.ask === 'centre' ? ['ACB', 'AOB'] : ['AOB', 'ACB'];
      const alt = `A circle with centre O and points A, B and C on it, C on the major arc AB. Chords CA and CB and radii OA and OB are drawn. Angle ${given} is marked ${p.angle}°.`;
      return {
        stem: `$A$, $B$ and $C$ are points on a circle with centre $O$, and $C$ is on the major arc $AB$. Angle $${given}$ is $${p.angle}^{\\circ}$. Work out the size of angle $${asked}$.`,
        diagram: {
          svg: angleAtCentreDiagram({
            circumference: p.ask === 'centre' ? p.angle : p.angle / 2,
            marked: p.ask === 'centre' ? 'ACB' : 'AOB',
            text: `${p.angle}°`,
            title: alt,
          }),
          alt,
        },
      };
    },
  },
  'cosine-rule-side': {
    solve: (p) => cosineRuleAnswer(p, cosineRuleSide(p)!),
    render: (p) => ({
      stem:
        p.setting === 'footpaths'
          ? `Two straight footpaths leave a car park at an angle of $${p.angle}^{\\circ}$ to each other. Amir walks $${p.c}\\text{ km}$ along one of them and Beth walks $${p.b}\\text{ km}$ along the other. How far apart are they now, in a straight line? Give your answer to 1 decimal place.`
          : `In triangle $ABC$, side $AB$ is $${p.c}\\text{ cm}$, side $AC$ is $${p.b}\\text{ cm}$ and angle $BAC$ is $${p.angle}^{\\circ}$. Work out the length of side $BC$. Give your answer to 1 decimal place.`,
    }),
  },
  'sine-rule-side': {
    solve: (p) => cmAnswer(sineRuleSide(p)!),
    render: (p) => ({
      stem: `In triangle $ABC$, angle $BAC$ is $${p.A}^{\\circ}$, angle $ABC$ is $${p.B}^{\\circ}$ and side $BC$ is $${p.a}\\text{ cm}$. Work out the length of side $AC$. Give your answer to 1 decimal place.`,
    }),
  },
  'cyclic-quadrilateral': {
    solve: (p) => degreesAnswer(180 - p.a),
    render: (p) => {
      const alt = `A quadrilateral ABCD with its four corners on a circle. Angle A is marked ${p.a}° and angle B is marked ${p.b}°.`;
      return {
        stem: `$ABCD$ is a cyclic quadrilateral. Angle $A$ is $${p.a}^{\\circ}$ and angle $B$ is $${p.b}^{\\circ}$. Work out the size of angle $C$.`,
        diagram: {
          svg: cyclicQuadrilateralDiagram({ a: p.a, b: p.b, labels: [`${p.a}°`, `${p.b}°`], title: alt }),
          alt,
        },
      };
    },
  },
};
