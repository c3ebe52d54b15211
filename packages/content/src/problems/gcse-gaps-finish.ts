/**
 * The last GCSE geometry and statistics gaps of issue 30 point 2 (decision 0062): the lines of symmetry
 * or the order of rotational symmetry of a drawn shape (G1), and whether an estimate read from a scatter
 * graph's line of best fit is interpolation or extrapolation and how far to trust it (S6). Every answer
 * is worked from the problem's own data.
 */

import { type Answer, numberAnswer } from '../answer.ts';
import type { KindTable } from '../kind.ts';
import type { Range, RangeTable } from '../range.ts';
import { SCATTER_CONTEXTS, type Scatter, scatterGraph } from '../scatter-diagram.ts';
import { type Point, symmetryDrawing } from '../symmetry-diagram.ts';

/** The shapes asked about; a regular polygon by its number of sides. */
export type SymmetryShape =
  | { shape: 'regular'; sides: 3 | 4 | 5 | 6 | 8; radius: number }
  | { shape: 'rectangle'; w: number; h: number }
  | { shape: 'rhombus'; a: number; b: number }
  | { shape: 'kite'; a: number; top: number; bottom: number }
  | { shape: 'isosceles-trapezium'; bottom: number; top: number; h: number }
  | { shape: 'parallelogram'; w: number; h: number; slant: number }
  | { shape: 'isosceles-triangle'; base: number; h: number };

export type GcseGapFinishProblem =
  /**
   * An L-shaped area: a w × h m rectangle with a cw × ch m rectangle cut from one corner, covered at
   * `price` pounds a square metre; the cost. `scene` names what is covered.
   */
  | { kind: 'l-shape-cost'; scene: LScene; w: number; h: number; cw: number; ch: number; price: number }
  /** A shape drawn on a grid; how many lines of symmetry it has, or the order of its rotational symmetry. */
  | { kind: 'symmetry-count'; figure: SymmetryShape; ask: 'lines' | 'rotation' }
  /**
   * A scatter graph with a line of best fit (through (x0, y0) and (x1, y1)); someone estimates y at `x`
   * from the line. Is that interpolation or extrapolation, and is it likely to be reliable?
   */
  | (Scatter & { kind: 'scatter-reliability'; name: string; x: number })
  /** A scatter graph with no line drawn; the strength and direction of its correlation. */
  | (Scatter & { kind: 'correlation-type'; correlation: Correlation });

/** A correlation's strength and direction (the key is never "none": see decision 0062). */
export type Correlation = { strength: 'strong' | 'weak' | 'none'; sign: 1 | -1 };

export function correlationAnswer(c: Correlation): Answer {
  if (c.strength === 'none') return { key: 's:correlation:none', text: 'No correlation' };
  const words = `${c.strength === 'strong' ? 'Strong' : 'Weak'} ${c.sign > 0 ? 'positive' : 'negative'}`;
  return { key: `s:correlation:${c.strength}:${c.sign}`, text: `${words} correlation` };
}

/** Pearson's correlation coefficient of the points. */
export function pearson(points: ReadonlyArray<readonly [number, number]>): number {
  const n = points.length;
  const [mx, my] = [points.reduce((t, p) => t + p[0], 0) / n, points.reduce((t, p) => t + p[1], 0) / n];
  let [sxy, sxx, syy] = [0, 0, 0];
  for (const [x, y] of points) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

/** What an L-shaped area is and what covers it. */
export const L_SCENES = {
  lawn: { area: 'A lawn', cover: 'Turf', verb: 'turf the lawn' },
  patio: { area: 'A patio', cover: 'Paving', verb: 'pave the patio' },
  floor: { area: 'The floor of a room', cover: 'Carpet', verb: 'carpet the floor' },
} as const;

export type LScene = keyof typeof L_SCENES;

type P<K extends GcseGapFinishProblem['kind']> = Extract<GcseGapFinishProblem, { kind: K }>;

const REGULAR_NAMES = {
  3: 'equilateral triangle',
  4: 'square',
  5: 'regular pentagon',
  6: 'regular hexagon',
  8: 'regular octagon',
} as const;

/** The shape's name as the stem and alt text say it. */
export function shapeName(f: SymmetryShape): string {
  return f.shape === 'regular' ? REGULAR_NAMES[f.sides] : f.shape.replace('-', ' ');
}

/** The shape's corners in grid units, anticlockwise, its middle at the origin (y up). */
export function shapeCorners(f: SymmetryShape): Point[] {
  switch (f.shape) {
    case 'regular': {
      // An odd polygon stands on a side with a corner at the top; an even one has a flat top and bottom.
      const start = 90 + (f.sides % 2 === 0 ? 180 / f.sides : 0);
      return Array.from({ length: f.sides }, (_, k) => {
        const t = ((start + (360 * k) / f.sides) * Math.PI) / 180;
        return [f.radius * Math.cos(t), f.radius * Math.sin(t)] as const;
      });
    }
    case 'rectangle':
      return [
        [-f.w / 2, -f.h / 2],
        [f.w / 2, -f.h / 2],
        [f.w / 2, f.h / 2],
        [-f.w / 2, f.h / 2],
      ];
    case 'rhombus':
      return [
        [f.a, 0],
        [0, f.b],
        [-f.a, 0],
        [0, -f.b],
      ];
    case 'kite':
      return [
        [0, -f.bottom],
        [f.a, 0],
        [0, f.top],
        [-f.a, 0],
      ];
    case 'isosceles-trapezium':
      return [
        [-f.bottom / 2, -f.h / 2],
        [f.bottom / 2, -f.h / 2],
        [f.top / 2, f.h / 2],
        [-f.top / 2, f.h / 2],
      ];
    case 'parallelogram':
      return [
        [-(f.w + f.slant) / 2, -f.h / 2],
        [(f.w - f.slant) / 2, -f.h / 2],
        [(f.w + f.slant) / 2, f.h / 2],
        [-(f.w - f.slant) / 2, f.h / 2],
      ];
    case 'isosceles-triangle':
      return [
        [-f.base / 2, -f.h / 2],
        [f.base / 2, -f.h / 2],
        [0, f.h / 2],
      ];
  }
}

/** Lines of symmetry and the order of rotational symmetry of each shape (the facts taught for G1). */
export function symmetryOf(f: SymmetryShape): { lines: number; rotation: number } {
  switch (f.shape) {
    case 'regular':
      return { lines: f.sides, rotation: f.sides };
    case 'rectangle':
    case 'rhombus':
      return { lines: 2, rotation: 2 };
    case 'parallelogram':
      return { lines: 0, rotation: 2 };
    default:
      // A kite, an isosceles trapezium or an isosceles triangle: one line, and only the full turn.
      return { lines: 1, rotation: 1 };
  }
}

/** How many sides (and corners) the shape has. */
export const sidesOf = (f: SymmetryShape) => shapeCorners(f).length;

/** Whether reflecting every corner with `map` lands on a corner. */
function mapsOnto(corners: readonly Point[], map: (p: Point) => Point): boolean {
  return corners.every((c) => {
    const [x, y] = map(c);
    return corners.some(([u, v]) => Math.hypot(u - x, v - y) < 1e-6);
  });
}

/** The lines of symmetry that are upright or level on the page (through the shape's middle). */
export function uprightLines(f: SymmetryShape): number {
  const corners = shapeCorners(f);
  return Number(mapsOnto(corners, ([x, y]) => [-x, y])) + Number(mapsOnto(corners, ([x, y]) => [x, -y]));
}

/** The lines of symmetry that join two opposite corners. */
export function cornerToCornerLines(f: SymmetryShape): number {
  switch (f.shape) {
    case 'regular':
      return f.sides % 2 === 0 ? f.sides / 2 : 0;
    case 'rhombus':
      return 2;
    case 'kite':
      return 1;
    default:
      return 0;
  }
}

/** The diagonals (corner to corner) of a quadrilateral that are not lines of symmetry. */
export function diagonalsNotLines(f: SymmetryShape): number {
  if (sidesOf(f) !== 4 || f.shape === 'regular') return 0;
  return 2 - cornerToCornerLines(f);
}

/** The three-letter-free options of the scatter question: what the estimate is, and how far to trust it. */
export type Judgement = { inside: boolean; reliable: boolean };

export function judgementAnswer(j: Judgement): Answer {
  const name = j.inside ? 'Interpolation' : 'Extrapolation';
  const trust = j.reliable ? 'it is likely to be reliable' : 'it may not be reliable';
  return { key: `s:estimate:${j.inside ? 'I' : 'E'}:${j.reliable ? 'R' : 'U'}`, text: `${name}; ${trust}` };
}

/** The x-values the data covers, from its smallest to its largest. */
export const dataSpan = (p: P<'scatter-reliability'>) => {
  const xs = p.points.map(([a]) => a);
  return [Math.min(...xs), Math.max(...xs)] as const;
};

/** Inside the data's range: interpolation, likely reliable; outside it: extrapolation, which may not be. */
export function judgementOf(p: P<'scatter-reliability'>): Judgement {
  const [lo, hi] = dataSpan(p);
  const inside = p.x >= lo && p.x <= hi;
  return { inside, reliable: inside };
}

/** The L-shape's area in m²: the whole rectangle less the corner cut from it. */
export const lArea = (p: P<'l-shape-cost'>) => p.w * p.h - p.cw * p.ch;

/** A cost in pounds for `area` m². */
export const lCost = (p: P<'l-shape-cost'>, area: number) => numberAnswer(area * p.price, { money: true });

const ASK = {
  lines: 'How many lines of symmetry does',
  rotation: 'What is the order of rotational symmetry of',
};

export const GCSE_GAP_FINISH_KINDS: KindTable<GcseGapFinishProblem> = {
  'symmetry-count': {
    solve: (p) => numberAnswer(symmetryOf(p.figure)[p.ask]),
    render: (p) => {
      const name = shapeName(p.figure);
      return {
        stem: `The diagram shows ${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name} drawn on a square grid. ${ASK[p.ask]} the ${name}${p.ask === 'lines' ? ' have' : ''}?`,
        diagram: symmetryDrawing(name, shapeCorners(p.figure)),
      };
    },
  },
  'l-shape-cost': {
    solve: (p) => lCost(p, lArea(p)),
    render: (p) => {
      const s = L_SCENES[p.scene];
      return {
        stem: `${s.area} is L-shaped: a rectangle $${p.w}$ m by $${p.h}$ m with a rectangle $${p.cw}$ m by $${p.ch}$ m cut from one corner. ${s.cover} costs £$${p.price}$ per square metre. How much does it cost to ${s.verb}?`,
      };
    },
  },
  'correlation-type': {
    solve: (p) => correlationAnswer(p.correlation),
    render: (p) => {
      const c = SCATTER_CONTEXTS[p.context];
      return {
        stem: `The scatter graph shows data for some ${c.point === 'person' ? 'people' : `${c.point}s`}. Which of these describes the correlation?`,
        diagram: scatterGraph(p),
      };
    },
  },
  'scatter-reliability': {
    solve: (p) => judgementAnswer(judgementOf(p)),
    render: (p) => {
      const c = SCATTER_CONTEXTS[p.context];
      return {
        stem: `The scatter graph shows data for some ${c.point === 'person' ? 'people' : `${c.point}s`}, with a line of best fit. ${p.name} uses the line of best fit to estimate ${c.ask(p.x)}. Which of these describes ${p.name}’s estimate?`,
        diagram: scatterGraph(p),
      };
    },
  },
};

/** A count of lines or of positions in a turn: a whole number up to twice the most sides drawn. */
export const GCSE_GAP_FINISH_RANGES: RangeTable<GcseGapFinishProblem> = {
  'symmetry-count': (): Range => ({ min: 0, max: 16 }),
  'l-shape-cost': (): Range => ({ min: 0, minOpen: true }),
};
