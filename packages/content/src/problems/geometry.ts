/**
 * Geometry and measures problem kinds: angle facts, polygons, area and perimeter, circles,
 * volume and surface area, Pythagoras, trigonometry, coordinates, translations and bearings.
 */

import { type Answer, mathAnswer, numberAnswer } from '../answer.ts';
import {
  type AngleRegion,
  anglesAtPointDiagram,
  anglesOnLineDiagram,
  bearingDiagram,
  coordinateGridDiagram,
  parallelLinesDiagram,
  parallelogramDiagram,
  rectangleDiagram,
  regularPolygonDiagram,
  rightTriangleDiagram,
  trapeziumDiagram,
  triangleAnglesDiagram,
  triangleHeightDiagram,
} from '../diagrams.ts';
import { circleDiagram, cuboidDiagram, cylinderDiagram } from '../diagrams-solids.ts';
import { withArticle } from '../english.ts';
import type { KindTable } from '../kind.ts';
import { latexFraction } from '../latex.ts';
import { type Rat, rat, roundFloat, toRat } from '../rational.ts';

/** How the unknown angle relates to the known one in a parallel-lines diagram. */
export type AngleRelation = 'alternate' | 'corresponding' | 'co-interior' | 'vertically-opposite';

/** A trigonometric ratio. */
export type TrigRatio = 'sin' | 'cos' | 'tan';

/** Every geometry-strand problem, as stored with its question. */
export type GeometryProblem =
  /** Known angles on a straight line; the unknown x makes the total 180°. */
  | { kind: 'angles-line'; known: number[] }
  | { kind: 'angles-point'; known: number[] }
  | { kind: 'angles-triangle'; a: number; b: number }
  /** An isosceles triangle: the apex angle or one base angle is given. */
  | { kind: 'isosceles-angle'; given: number; which: 'apex' | 'base' }
  /** The known angle sits at the upper crossing in `region`; x is related to it by `relation`. */
  | { kind: 'parallel-angles'; angle: number; relation: AngleRelation; region: AngleRegion }
  | { kind: 'polygon-angles'; sides: number; ask: 'sum' | 'interior' | 'exterior' }
  | { kind: 'rectangle'; w: number; h: number; ask: 'area' | 'perimeter' }
  | { kind: 'triangle-area'; base: number; height: number; slant: number }
  | { kind: 'parallelogram-area'; base: number; height: number; slant: number }
  | { kind: 'trapezium-area'; a: number; b: number; h: number }
  | { kind: 'circle'; value: number; given: 'radius' | 'diameter'; ask: 'area' | 'circumference' }
  | { kind: 'cuboid'; l: number; w: number; h: number; ask: 'volume' | 'surface' }
  | { kind: 'cylinder-volume'; r: number; h: number }
  /** hypotenuse: legs a and b; leg: hypotenuse a and one leg b. */
  | { kind: 'pythagoras'; a: number; b: number; ask: 'hypotenuse' | 'leg' }
  /** The side found is `given` × ratio(angle): sin (hyp → opp), cos (hyp → adj), tan (adj → opp). */
  | { kind: 'trig-side'; angle: number; given: number; ratio: TrigRatio }
  | { kind: 'coordinates'; x: number; y: number }
  | { kind: 'translation'; x: number; y: number; dx: number; dy: number }
  | { kind: 'back-bearing'; bearing: number };

/** An angle in degrees as an answer. */
/**
 * How far from 90° an angle may be drawn (figures are to scale) and still pass for a right angle by
 * eye: where "assumes a right angle" is a fair distractor.
 */
export const LOOKS_SQUARE_WITHIN = 15;

export function degrees(value: Rat | number): Answer {
  return numberAnswer(value, { unit: '^{\\circ}' });
}

/** A length, area or volume answer with its unit. */
export function measure(value: Rat | number, unit: 'cm' | 'cm2' | 'cm3'): Answer {
  const tex = { cm: '\\text{ cm}', cm2: '\\text{ cm}^{2}', cm3: '\\text{ cm}^{3}' }[unit];
  return numberAnswer(value, { unit: tex });
}

/** k·π^power with a unit, e.g. 25π cm²; keyed by coefficient and power of π. */
export function piAnswer(coefficient: Rat | number, unit: 'cm' | 'cm2' | 'cm3', power = 1): Answer {
  const c = toRat(coefficient);
  const tex = { cm: '\\text{ cm}', cm2: '\\text{ cm}^{2}', cm3: '\\text{ cm}^{3}' }[unit];
  const coef = c.n === 1 && c.d === 1 ? '' : latexFraction(c);
  return mathAnswer(`${coef}\\pi${power === 1 ? '' : `^{${power}}`}${tex}`, `pi:${c.n}/${c.d}:${power}`);
}

/** A point (x, y) as an answer. */
export function pointAnswer(x: number, y: number): Answer {
  return mathAnswer(`(${x}, ${y})`, `pt:${x},${y}`);
}

/** A three-figure bearing as an answer (60 → 060°). */
export function bearingAnswer(value: number): Answer {
  const v = ((value % 360) + 360) % 360;
  return { key: `n:${v}/1`, text: `$${String(v).padStart(3, '0')}^{\\circ}$` };
}

/** A length rounded to 1 decimal place. */
export function lengthAnswer(value: number): Answer {
  return measure(roundFloat(value, 1), 'cm');
}

/** The true radius of a circle problem. */
export function radiusOf(p: { value: number; given: 'radius' | 'diameter' }): Rat {
  return p.given === 'radius' ? rat(p.value) : rat(p.value, 2);
}

/** The value of a trig ratio in degrees (or radians when asked, for the calculator-mode error). */
export function trig(ratio: TrigRatio, angle: number, radians = false): number {
  const a = radians ? angle : (angle * Math.PI) / 180;
  return ratio === 'sin' ? Math.sin(a) : ratio === 'cos' ? Math.cos(a) : Math.tan(a);
}

/** Interior or exterior angle facts of a regular polygon. */
export function polygonValue(sides: number, ask: 'sum' | 'interior' | 'exterior'): Rat {
  if (ask === 'sum') return rat(180 * (sides - 2));
  if (ask === 'interior') return rat(180 * (sides - 2), sides);
  return rat(360, sides);
}

const polygonNames: Record<number, string> = {
  5: 'pentagon',
  6: 'hexagon',
  7: 'heptagon',
  8: 'octagon',
  9: 'nonagon',
  10: 'decagon',
  12: 'dodecagon',
};

/** The region of the unknown angle and its crossing, from the relation to the known angle. */
export function unknownPosition(p: { relation: AngleRelation; region: AngleRegion }): {
  crossing: 0 | 1;
  region: AngleRegion;
} {
  const opposite: Record<AngleRegion, AngleRegion> = {
    'upper-right': 'lower-left',
    'lower-left': 'upper-right',
    'upper-left': 'lower-right',
    'lower-right': 'upper-left',
  };
  switch (p.relation) {
    case 'corresponding':
      return { crossing: 1, region: p.region };
    case 'vertically-opposite':
      return { crossing: 0, region: opposite[p.region] };
    case 'alternate':
      return { crossing: 1, region: opposite[p.region] };
    case 'co-interior':
      return { crossing: 1, region: p.region === 'lower-left' ? 'upper-left' : 'upper-right' };
  }
}

const relationWords: Record<AngleRelation, string> = {
  alternate: 'alternate',
  corresponding: 'corresponding',
  'co-interior': 'co-interior',
  'vertically-opposite': 'vertically opposite',
};

const trigSides: Record<TrigRatio, { given: string; find: string }> = {
  sin: { given: 'hypotenuse', find: 'opposite' },
  cos: { given: 'hypotenuse', find: 'adjacent' },
  tan: { given: 'adjacent', find: 'opposite' },
};

const cm = (x: number) => `${x} cm`;

/** Solvers and renderers for the geometry strand. */
export const GEOMETRY_KINDS: KindTable<GeometryProblem> = {
  'angles-line': {
    solve: (p) => degrees(180 - p.known.reduce((s, a) => s + a, 0)),
    render: (p) => {
      const x = 180 - p.known.reduce((s, a) => s + a, 0);
      const alt = `A straight line with rays from one point making angles of ${p.known.map((a) => `${a}°`).join(' and ')} and an unknown angle x.`;
      return {
        stem: 'The diagram shows angles on a straight line. Work out the size of angle $x$.',
        diagram: {
          svg: anglesOnLineDiagram({
            angles: [...p.known, x],
            labels: [...p.known.map((a) => `${a}°`), 'x'],
            unknownIndex: p.known.length,
            title: alt,
          }),
          alt,
        },
      };
    },
  },
  'angles-point': {
    solve: (p) => degrees(360 - p.known.reduce((s, a) => s + a, 0)),
    render: (p) => {
      const x = 360 - p.known.reduce((s, a) => s + a, 0);
      const alt = `Rays from one point making angles of ${p.known.map((a) => `${a}°`).join(', ')} and an unknown angle x, all the way around the point.`;
      return {
        stem: 'The diagram shows angles around a point. Work out the size of angle $x$.',
        diagram: {
          svg: anglesAtPointDiagram({
            angles: [...p.known, x],
            labels: [...p.known.map((a) => `${a}°`), 'x'],
            title: alt,
          }),
          alt,
        },
      };
    },
  },
  'angles-triangle': {
    solve: (p) => degrees(180 - p.a - p.b),
    render: (p) => {
      const alt = `A triangle with angles ${p.a}°, ${p.b}° and an unknown angle x.`;
      return {
        stem: 'Work out the size of angle $x$ in this triangle.',
        diagram: {
          svg: triangleAnglesDiagram({
            angles: [p.a, p.b, 180 - p.a - p.b],
            labels: [`${p.a}°`, `${p.b}°`, 'x'],
            highlight: 2,
            title: alt,
          }),
          alt,
        },
      };
    },
  },
  'isosceles-angle': {
    solve: (p) => degrees(p.which === 'apex' ? rat(180 - p.given, 2) : 180 - 2 * p.given),
    render: (p) => {
      const base = p.which === 'apex' ? (180 - p.given) / 2 : p.given;
      const apex = 180 - 2 * base;
      const alt =
        p.which === 'apex'
          ? `An isosceles triangle with the two sloping sides marked equal. The top angle is ${p.given}° and a base angle is x.`
          : `An isosceles triangle with the two sloping sides marked equal. A base angle is ${p.given}° and the top angle is x.`;
      return {
        stem: 'The triangle is isosceles. Work out the size of angle $x$.',
        diagram: {
          svg: triangleAnglesDiagram({
            angles: [base, base, apex],
            labels: p.which === 'apex' ? ['x', '', `${p.given}°`] : [`${p.given}°`, '', 'x'],
            highlight: p.which === 'apex' ? 0 : 2,
            equalSides: true,
            title: alt,
          }),
          alt,
        },
      };
    },
  },
  'parallel-angles': {
    solve: (p) => degrees(p.relation === 'co-interior' ? 180 - p.angle : p.angle),
    render: (p) => {
      const slope = p.region === 'upper-right' || p.region === 'lower-left' ? p.angle : 180 - p.angle;
      const unknown = unknownPosition(p);
      const alt = `Two parallel lines crossed by a transversal. One angle is marked ${p.angle}°; angle x is ${relationWords[p.relation]} to it.`;
      return {
        stem: 'The two horizontal lines are parallel. Work out the size of angle $x$.',
        diagram: {
          svg: parallelLinesDiagram({
            slope,
            known: { crossing: 0, region: p.region, text: `${p.angle}°` },
            unknown: { ...unknown, text: 'x' },
            title: alt,
          }),
          alt,
        },
      };
    },
  },
  'polygon-angles': {
    solve: (p) => degrees(polygonValue(p.sides, p.ask)),
    render: (p) => {
      const name = polygonNames[p.sides] ?? `${p.sides}-sided polygon`;
      if (p.ask === 'sum') return { stem: `What is the sum of the interior angles of ${withArticle(name)}?` };
      const stem = `What is the size of each ${p.ask} angle of a regular ${name}?`;
      if (p.ask === 'exterior') return { stem };
      const alt = `A regular ${name} with one interior angle marked x.`;
      return {
        stem,
        diagram: { svg: regularPolygonDiagram({ sides: p.sides, angleLabel: 'x', title: alt }), alt },
      };
    },
  },
  rectangle: {
    solve: (p) => (p.ask === 'area' ? measure(p.w * p.h, 'cm2') : measure(2 * (p.w + p.h), 'cm')),
    render: (p) => {
      const alt = `A rectangle ${p.w} cm long and ${p.h} cm wide.`;
      return {
        stem: `Work out the ${p.ask} of this rectangle.`,
        diagram: {
          svg: rectangleDiagram({
            width: p.w,
            height: p.h,
            widthLabel: cm(p.w),
            heightLabel: cm(p.h),
            title: alt,
          }),
          alt,
        },
      };
    },
  },
  'triangle-area': {
    solve: (p) => measure(rat(p.base * p.height, 2), 'cm2'),
    render: (p) => {
      const alt = `A triangle with base ${p.base} cm, perpendicular height ${p.height} cm and a sloping side of ${p.slant} cm.`;
      return {
        stem: 'Work out the area of this triangle.',
        diagram: {
          svg: triangleHeightDiagram({
            base: p.base,
            height: p.height,
            slant: p.slant,
            baseLabel: cm(p.base),
            heightLabel: cm(p.height),
            slantLabel: cm(p.slant),
            title: alt,
          }),
          alt,
        },
      };
    },
  },
  'parallelogram-area': {
    solve: (p) => measure(p.base * p.height, 'cm2'),
    render: (p) => {
      const alt = `A parallelogram with base ${p.base} cm, perpendicular height ${p.height} cm and sloping sides of ${p.slant} cm.`;
      return {
        stem: 'Work out the area of this parallelogram.',
        diagram: {
          svg: parallelogramDiagram({
            base: p.base,
            height: p.height,
            slant: p.slant,
            baseLabel: cm(p.base),
            heightLabel: cm(p.height),
            slantLabel: cm(p.slant),
            title: alt,
          }),
          alt,
        },
      };
    },
  },
  'trapezium-area': {
    solve: (p) => measure(rat((p.a + p.b) * p.h, 2), 'cm2'),
    render: (p) => {
      const alt = `A trapezium with parallel sides of ${p.a} cm and ${p.b} cm, ${p.h} cm apart.`;
      return {
        stem: 'Work out the area of this trapezium.',
        diagram: {
          svg: trapeziumDiagram({
            top: p.a,
            bottom: p.b,
            height: p.h,
            topLabel: cm(p.a),
            bottomLabel: cm(p.b),
            heightLabel: cm(p.h),
            title: alt,
          }),
          alt,
        },
      };
    },
  },
  circle: {
    solve: (p) => {
      const r = radiusOf(p);
      return p.ask === 'area'
        ? piAnswer(rat(r.n * r.n, r.d * r.d), 'cm2')
        : piAnswer(rat(2 * r.n, r.d), 'cm');
    },
    render: (p) => {
      const alt = `A circle with its ${p.given} drawn and labelled ${p.value} cm.`;
      return {
        stem: `Work out the ${p.ask} of this circle. Give your answer in terms of $\\pi$.`,
        diagram: { svg: circleDiagram({ show: p.given, valueLabel: cm(p.value), title: alt }), alt },
      };
    },
  },
  cuboid: {
    solve: (p) =>
      p.ask === 'volume'
        ? measure(p.l * p.w * p.h, 'cm3')
        : measure(2 * (p.l * p.w + p.l * p.h + p.w * p.h), 'cm2'),
    render: (p) => {
      const alt = `A cuboid ${p.l} cm long, ${p.w} cm wide and ${p.h} cm high.`;
      return {
        stem: `Work out the ${p.ask === 'volume' ? 'volume' : 'total surface area'} of this cuboid. The diagram is not drawn to scale.`,
        diagram: {
          svg: cuboidDiagram({ lengthLabel: cm(p.l), widthLabel: cm(p.w), heightLabel: cm(p.h), title: alt }),
          alt,
        },
      };
    },
  },
  'cylinder-volume': {
    solve: (p) => piAnswer(p.r * p.r * p.h, 'cm3'),
    render: (p) => {
      const alt = `A cylinder with radius ${p.r} cm and height ${p.h} cm.`;
      return {
        stem: 'Work out the volume of this cylinder. Give your answer in terms of $\\pi$. The diagram is not drawn to scale.',
        diagram: { svg: cylinderDiagram({ radiusLabel: cm(p.r), heightLabel: cm(p.h), title: alt }), alt },
      };
    },
  },
  pythagoras: {
    solve: (p) => lengthAnswer(Math.sqrt(p.ask === 'hypotenuse' ? p.a ** 2 + p.b ** 2 : p.a ** 2 - p.b ** 2)),
    render: (p) => {
      const alt =
        p.ask === 'hypotenuse'
          ? `A right-angled triangle with shorter sides ${p.a} cm and ${p.b} cm; the hypotenuse is x.`
          : `A right-angled triangle with hypotenuse ${p.a} cm and one shorter side ${p.b} cm; the other shorter side is x.`;
      const shape =
        p.ask === 'hypotenuse'
          ? { width: p.a, height: p.b, base: cm(p.a), heightLabel: cm(p.b), hypotenuse: 'x' }
          : {
              width: Math.sqrt(p.a ** 2 - p.b ** 2),
              height: p.b,
              base: 'x',
              heightLabel: cm(p.b),
              hypotenuse: cm(p.a),
            };
      return {
        stem: 'Work out the length $x$. Give your answer to 1 decimal place if it is not a whole number.',
        diagram: { svg: rightTriangleDiagram({ ...shape, title: alt }), alt },
      };
    },
  },
  'trig-side': {
    solve: (p) => lengthAnswer(p.given * trig(p.ratio, p.angle)),
    render: (p) => {
      const sides = trigSides[p.ratio];
      const labelFor = (side: string) =>
        side === sides.given ? cm(p.given) : side === sides.find ? 'x' : '';
      const given = sides.given === 'hypotenuse' ? 'hypotenuse' : `${sides.given} side`;
      const alt = `A right-angled triangle with an angle of ${p.angle}°. The ${given} is ${p.given} cm and the ${sides.find} side is x.`;
      return {
        stem: 'Work out the length $x$. Give your answer to 1 decimal place.',
        diagram: {
          svg: rightTriangleDiagram({
            width: Math.cos((p.angle * Math.PI) / 180),
            height: Math.sin((p.angle * Math.PI) / 180),
            base: labelFor('adjacent'),
            heightLabel: labelFor('opposite'),
            hypotenuse: labelFor('hypotenuse'),
            angle: `${p.angle}°`,
            title: alt,
          }),
          alt,
        },
      };
    },
  },
  coordinates: {
    solve: (p) => pointAnswer(p.x, p.y),
    render: (p) => {
      const alt = `A coordinate grid from −5 to 5 on both axes with a point P plotted at (${p.x}, ${p.y}).`;
      return {
        stem: 'What are the coordinates of point $P$?',
        diagram: {
          svg: coordinateGridDiagram({
            min: -5,
            max: 5,
            points: [{ x: p.x, y: p.y, name: 'P' }],
            title: alt,
          }),
          alt,
        },
      };
    },
  },
  translation: {
    solve: (p) => pointAnswer(p.x + p.dx, p.y + p.dy),
    render: (p) => ({
      stem: `The point $(${p.x}, ${p.y})$ is translated by the vector $\\begin{pmatrix} ${p.dx} \\\\ ${p.dy} \\end{pmatrix}$. What are the coordinates of its image?`,
    }),
  },
  'back-bearing': {
    solve: (p) => bearingAnswer(p.bearing + 180),
    render: (p) => {
      const alt = `Points A and B with north lines. The bearing of B from A is ${String(p.bearing).padStart(3, '0')}°; the bearing of A from B is marked x.`;
      return {
        stem: `The bearing of $B$ from $A$ is $${String(p.bearing).padStart(3, '0')}^{\\circ}$. What is the bearing of $A$ from $B$?`,
        diagram: {
          svg: bearingDiagram({
            bearing: p.bearing,
            bearingLabel: `${String(p.bearing).padStart(3, '0')}°`,
            unknownLabel: 'x',
            title: alt,
          }),
          alt,
        },
      };
    },
  },
};
