/**
 * GCSE geometry and statistics gaps (issue 30 points 1 and 2): worded and multi-step problems in
 * context (a tank's capacity in litres, floor packs bought whole, a score from a change in the mean)
 * and a scatter graph read through its line of best fit (S6). Every answer is worked from the
 * problem's own data.
 */

import { angleNameDrawing, type Corner } from '../angle-name-diagram.ts';
import { type Answer, numberAnswer } from '../answer.ts';
import { congruenceDrawing, type RightTriangleMarks } from '../congruence-diagram.ts';
import { cubesDrawing, type Stacks } from '../cubes-diagram.ts';
import type { KindTable } from '../kind.ts';
import type { Range, RangeTable } from '../range.ts';
import { type Rat, rat } from '../rational.ts';
import { type Mirror, reflectionsDrawing } from '../reflections-diagram.ts';
import { SCATTER_CONTEXTS, type ScatterAxis, type ScatterContext, scatterGraph } from '../scatter-diagram.ts';

export { SCATTER_CONTEXTS, type ScatterAxis, type ScatterContext };

export type GcseGapGeometryProblem =
  /**
   * A cuboid tank l × w × h cm, water to a depth of `depth` cm; the water's volume in litres. `unit` is
   * the unit the stem gives the lengths in (the data is in cm either way).
   */
  | { kind: 'tank-capacity'; unit: 'cm' | 'm'; l: number; w: number; h: number; depth: number; name: string }
  /**
   * A rectangular floor a m × b m (tenths of a metre as whole numbers: 45 = 4.5 m) covered from packs that
   * each cover `cover` m² and cost `price` pounds; only whole packs are sold. The cost of the packs.
   */
  | { kind: 'floor-packs-cost'; a10: number; b10: number; cover: number; price: number; room: string }
  /** A mean of `mean` over `n` scores becomes `newMean` with one more; the new score. */
  | { kind: 'mean-after-new-value'; name: string; n: number; mean: number; newMean: number }
  /**
   * A scatter graph of `points` with a line of best fit through (x0, y0) and (x1, y1) (whole numbers on
   * the grid); the estimate of y at `x` read from the line.
   */
  /** Shape A reflected in one line and then another; the single transformation that does both. */
  | {
      kind: 'combined-reflections';
      first: Mirror;
      second: Mirror;
      shape: ReadonlyArray<readonly [number, number]>;
    }
  /**
   * Quadrilateral ABCD (corners in grid units) with the diagonal from corner `diagonal[0]` to `diagonal[1]`;
   * the angle marked is at `at`, between the lines to corners `arms[0]` and `arms[1]`. Its three-letter name.
   */
  | {
      kind: 'name-an-angle';
      /** The quadrilateral's four letters in order, e.g. "PQRS". */
      letters: string;
      corners: readonly Corner[];
      diagonal: readonly [number, number];
      at: number;
      arms: readonly [number, number];
    }
  /** Two mirror-image right-angled triangles with some parts marked; which condition shows them congruent. */
  | { kind: 'congruence-criterion'; marks: RightTriangleMarks }
  /** A solid of cubes in stacks (back row first); how many squares the view asked for shows. */
  | { kind: 'cube-views'; rows: Stacks; view: View }
  | {
      kind: 'scatter-estimate';
      context: ScatterContext;
      across: ScatterAxis;
      up: ScatterAxis;
      points: ReadonlyArray<readonly [number, number]>;
      fit: readonly [number, number, number, number];
      x: number;
    };

/** The conditions for congruent triangles, and the answer that none is shown. */
export type Criterion = 'SSS' | 'SAS' | 'ASA' | 'RHS' | 'none';

const CRITERION_TEXT: Record<Criterion, string> = {
  SSS: 'SSS',
  SAS: 'SAS',
  ASA: 'ASA',
  RHS: 'RHS',
  none: 'Not enough information to tell',
};

/** A criterion as an option. */
export const criterionAnswer = (c: Criterion): Answer => ({
  key: `s:congruence:${c}`,
  text: CRITERION_TEXT[c],
});

/** The condition the marked parts meet: both sides at the right angle (SAS), the hypotenuse and a side (RHS), or a side and the angles at its ends (ASA). */
export function criterionOf(m: RightTriangleMarks): Criterion {
  if (m.show.ac) return 'RHS';
  return m.show.angleC ? 'ASA' : 'SAS';
}

/** A single transformation: a translation, a rotation (angle, clockwise or a half turn, centre) or a reflection. */
export type Transformation =
  | { t: 'translation'; dx: number; dy: number }
  | { t: 'rotation'; angle: 90 | 180; cx: number; cy: number }
  | { t: 'reflection'; mirror: Mirror };

/** A number as a line's equation or a coordinate writes it ("1.5", "-2"). */
const num = (n: number) => String(n);

/** A single transformation as an option. */
export function transformationAnswer(x: Transformation): Answer {
  if (x.t === 'translation')
    return {
      key: `s:transform:T:${x.dx},${x.dy}`,
      text: `Translation by $\\begin{pmatrix} ${x.dx} \\\\ ${x.dy} \\end{pmatrix}$`,
    };
  if (x.t === 'rotation')
    return {
      key: `s:transform:R:${x.angle},${x.cx},${x.cy}`,
      text: `Rotation of $${x.angle}^{\\circ}$${x.angle === 90 ? ' clockwise' : ''} about $(${num(x.cx)}, ${num(x.cy)})$`,
    };
  return {
    key: `s:transform:M:${x.mirror.axis}=${x.mirror.at}`,
    text: `Reflection in the line $${x.mirror.axis} = ${num(x.mirror.at)}$`,
  };
}

/** Reflection in `first` then in `second`: parallel lines make a translation by twice the gap, perpendicular ones a half turn about where they cross. */
export function combinedReflection(first: Mirror, second: Mirror): Transformation {
  if (first.axis === second.axis) {
    const d = 2 * (second.at - first.at);
    return first.axis === 'x' ? { t: 'translation', dx: d, dy: 0 } : { t: 'translation', dx: 0, dy: d };
  }
  const [vertical, horizontal] = first.axis === 'x' ? [first, second] : [second, first];
  return { t: 'rotation', angle: 180, cx: vertical.at, cy: horizontal.at };
}

/** An angle named by three corners (indices into ABCD), the vertex in the middle, as an option. */
export function angleNameAnswer(letters: string, first: number, vertex: number, last: number): Answer {
  // The same angle read either way round ("ABC" and "CBA") is one option.
  const arms = [letters[first], letters[last]].sort().join('');
  return {
    key: `s:angle:${letters[vertex]}:${arms}`,
    text: `Angle $${letters[first]}${letters[vertex]}${letters[last]}$`,
  };
}

/** The three views of a solid GCSE G13 names. */
export type View = 'plan' | 'front' | 'side';

/** How many squares each view of a solid of stacked cubes shows, and how many cubes it has. */
export function viewCounts(rows: Stacks): Record<View | 'cubes', number> {
  const width = rows[0]!.length;
  const columns = Array.from({ length: width }, (_, x) => rows.map((r) => r[x]!));
  return {
    plan: rows.flat().filter((h) => h > 0).length,
    // From the front, each column shows its tallest stack; from the (right) side, each row does.
    front: columns.reduce((t, c) => t + Math.max(...c), 0),
    side: rows.reduce((t, r) => t + Math.max(...r), 0),
    cubes: rows.flat().reduce((t, h) => t + h, 0),
  };
}

const VIEW_WORDS: Record<View, string> = {
  plan: 'its plan (the view from above)',
  front: 'its front elevation (the view from the front)',
  side: 'its side elevation (the view from the side marked)',
};

type P<K extends GcseGapGeometryProblem['kind']> = Extract<GcseGapGeometryProblem, { kind: K }>;

/** A length in tenths of a metre as LaTeX ("4.5"). */
export const metres = (tenths: number) => (tenths % 10 === 0 ? `${tenths / 10}` : (tenths / 10).toFixed(1));

/** A length in cm written in metres ("1.25"). */
export const inMetres = (cm: number) => String(cm / 100);

/** cm³ to litres: 1000 cm³ in a litre. */
export const litres = (cm3: number, per = 1000) => numberAnswer(rat(cm3, per), { unit: '\\text{ litres}' });

/** The floor's area in m², exactly (tenths × tenths ÷ 100). */
export const floorArea = (p: P<'floor-packs-cost'>): Rat => rat(p.a10 * p.b10, 100);

/** Pounds, to the penny, from an exact value. */
export const pounds = (x: Rat) => numberAnswer(rat(Math.round((x.n * 100) / x.d), 100), { money: true });

/** The cost of `packs` packs. */
export const packCost = (p: P<'floor-packs-cost'>, packs: number) => pounds(rat(packs * p.price));

/** Whole packs needed for an area of `area` m². */
export const packsFor = (p: P<'floor-packs-cost'>, area: Rat) => Math.ceil(area.n / (area.d * p.cover));

/** The line of best fit's value at x, exactly. */
export function fitAt(p: P<'scatter-estimate'>, x: number): Rat {
  const [x0, y0, x1, y1] = p.fit;
  return rat(y0 * (x1 - x0) + (y1 - y0) * (x - x0), x1 - x0);
}

export const GCSE_GAP_GEOMETRY_KINDS: KindTable<GcseGapGeometryProblem> = {
  'name-an-angle': {
    solve: (p) => angleNameAnswer(p.letters, p.arms[0], p.at, p.arms[1]),
    render: (p) => ({
      stem: `One angle is marked in quadrilateral $${p.letters}$. Which of these names the marked angle?`,
      diagram: angleNameDrawing(p.letters, p.corners, p.diagonal, p.at, p.arms),
    }),
  },
  'combined-reflections': {
    solve: (p) => transformationAnswer(combinedReflection(p.first, p.second)),
    render: (p) => ({
      stem: `Shape A is reflected in the line $${p.first.axis} = ${p.first.at}$. The image is then reflected in the line $${p.second.axis} = ${p.second.at}$. Which single transformation maps shape A to the final image?`,
      diagram: reflectionsDrawing([p.first, p.second], p.shape),
    }),
  },
  'congruence-criterion': {
    solve: (p) => criterionAnswer(criterionOf(p.marks)),
    render: (p) => ({
      stem: 'The sides and angles marked on the two triangles are equal. Which condition shows that triangle $ABC$ is congruent to triangle $DEF$?',
      diagram: congruenceDrawing(p.marks),
    }),
  },
  'cube-views': {
    solve: (p) => numberAnswer(viewCounts(p.rows)[p.view]),
    render: (p) => ({
      stem: `The drawing shows a solid made of cubes. How many squares are there in ${VIEW_WORDS[p.view]}?`,
      diagram: cubesDrawing(p.rows),
    }),
  },
  'tank-capacity': {
    solve: (p) => litres(p.l * p.w * p.depth),
    render: (p) => ({
      stem:
        p.unit === 'cm'
          ? `${p.name}’s fish tank is a cuboid $${p.l}$ cm long, $${p.w}$ cm wide and $${p.h}$ cm tall. ${p.name} fills it with water to a depth of $${p.depth}$ cm. How many litres of water are in the tank?`
          : `A water tank on ${p.name}’s farm is a cuboid $${inMetres(p.l)}$ m long, $${inMetres(p.w)}$ m wide and $${inMetres(p.h)}$ m tall. It holds water to a depth of $${inMetres(p.depth)}$ m. How many litres of water are in the tank?`,
    }),
  },
  'floor-packs-cost': {
    solve: (p) => packCost(p, packsFor(p, floorArea(p))),
    render: (p) => ({
      stem: `A rectangular ${p.room} floor measures $${metres(p.a10)}$ m by $${metres(p.b10)}$ m. Flooring is sold in packs that each cover $${p.cover}\\text{ m}^{2}$ and cost £$${p.price}$ a pack. Only whole packs are sold. How much do the packs needed to cover the floor cost?`,
    }),
  },
  'mean-after-new-value': {
    solve: (p) => numberAnswer((p.n + 1) * p.newMean - p.n * p.mean),
    render: (p) => ({
      stem: `The mean of ${p.name}’s first $${p.n}$ test scores is $${p.mean}$. After one more test, the mean of all ${p.name}’s scores is $${p.newMean}$. What did ${p.name} score in that last test?`,
    }),
  },
  'scatter-estimate': {
    solve: (p) => numberAnswer(fitAt(p, p.x)),
    render: (p) => {
      const c = SCATTER_CONTEXTS[p.context];
      return {
        stem: `The scatter graph shows data for some ${c.point === 'person' ? 'people' : `${c.point}s`}, with a line of best fit. Use the line of best fit to estimate ${c.ask(p.x)}.`,
        diagram: scatterGraph(p),
      };
    },
  },
};

/** Capacities and costs are positive; a test score lies from 0 to 100; a reading lies on the graph's scale. */
export const GCSE_GAP_GEOMETRY_RANGES: RangeTable<GcseGapGeometryProblem> = {
  // At most the tank's full volume in any unit a student might give: a tenth of its cm³.
  'cube-views': () => ({ min: 1 }),
  'tank-capacity': (p): Range => ({ min: 1, max: (p.l * p.w * p.h) / 10 }),
  'floor-packs-cost': (): Range => ({ min: 0, minOpen: true }),
  'mean-after-new-value': (): Range => ({ min: 0, max: 100 }),
  'scatter-estimate': (p): Range => ({ min: p.up.from, max: p.up.to }),
};
