/**
 * The constructs of decision 0062 worked by hand: each answer and each misconception's option, and the
 * scatter graph read back from its SVG (drawn to scale from the problem's own data).
 */

import { describe, expect, it } from 'vitest';
import { type Problem, renderProblem, solveProblem } from '../problem.ts';
import { predict } from '../test/apply.ts';
import { readSvg } from '../test/svg-geometry.ts';

describe('water in a tank, in litres', () => {
  it('120 cm × 50 cm tank, 40 cm tall, water 25 cm deep: 150 000 cm³ = 150 litres', () => {
    const p: Problem = { kind: 'tank-capacity', unit: 'cm', l: 120, w: 50, h: 40, depth: 25, name: 'Ben' };
    expect(solveProblem(p).text).toBe('$150\\text{ litres}$');
    expect(predict(4700, p)).toBe('$240\\text{ litres}$'); // 120 × 50 × 40 ÷ 1000: the whole tank
    expect(predict(4701, p)).toBe('$1500\\text{ litres}$'); // ÷ 100
    expect(predict(4702, p)).toBe('$90\\text{ litres}$'); // 120 × 50 × 15: the empty space
    expect(predict(4703, p)).toBeUndefined(); // no cubic metres in a question in cm
  });

  it('1.5 m × 1.2 m × 1.5 m, water 1 m deep: 1.8 m³ = 1800 litres; 1 m³ taken as 100 litres gives 180', () => {
    const p: Problem = { kind: 'tank-capacity', unit: 'm', l: 150, w: 120, h: 150, depth: 100, name: 'Eli' };
    expect(renderProblem(p).stem).toContain('$1.5$ m long, $1.2$ m wide and $1.5$ m tall');
    expect(solveProblem(p).text).toBe('$1800\\text{ litres}$');
    expect(predict(4703, p)).toBe('$180\\text{ litres}$');
    expect(predict(4700, p)).toBe('$2700\\text{ litres}$');
    expect(predict(4702, p)).toBe('$900\\text{ litres}$');
    expect(predict(4701, p)).toBeUndefined();
  });
});

describe('floor packs bought whole', () => {
  it('3.9 m × 4 m = 15.6 m², packs of 2 m² at £35: 7.8 → 8 packs, £280', () => {
    const p: Problem = { kind: 'floor-packs-cost', a10: 39, b10: 40, cover: 2, price: 35, room: 'bedroom' };
    expect(solveProblem(p).text).toBe('£280');
    expect(predict(4704, p)).toBe('£245'); // 7 packs
    expect(predict(4705, p)).toBe('£273'); // 7.8 × £35
    expect(predict(4706, p)).toBe('£546'); // 15.6 × £35
  });

  it('2.6 m × 2.2 m = 5.72 m², packs of 3 m² at £22: 2 packs, £44; the perimeter 9.6 m needs 4 packs', () => {
    const p: Problem = { kind: 'floor-packs-cost', a10: 26, b10: 22, cover: 3, price: 22, room: 'bathroom' };
    expect(solveProblem(p).text).toBe('£44');
    expect(predict(4018, p)).toBe('£88');
    expect(predict(4704, p)).toBe('£22');
    expect(predict(4705, p)).toBe('£41.95'); // 5.72 ÷ 3 × £22 = £41.946…
    expect(predict(4706, p)).toBe('£125.84');
  });
});

describe('a new score from the change in the mean', () => {
  it('mean 62 over 5 tests, 65 over 6: 390 − 310 = 80', () => {
    const p: Problem = { kind: 'mean-after-new-value', name: 'Gus', n: 5, mean: 62, newMean: 65 };
    expect(solveProblem(p).text).toBe('$80$');
    expect(predict(5700, p)).toBe('$65$');
    expect(predict(5701, p)).toBe('$18$'); // 6 × 3
    expect(predict(5702, p)).toBe('$15$'); // 5 × 3
    expect(predict(5703, p)).toBe('$68$'); // 2 × 65 − 62
    expect(predict(5707, p)).toBe('$77$'); // 62 + 5 × 3
  });
});

describe('an estimate from a scatter graph', () => {
  const p: Problem = {
    kind: 'scatter-estimate',
    context: 'revision',
    across: { from: 0, to: 10, step: 1 },
    up: { from: 0, to: 100, step: 10 },
    points: [
      [1, 41],
      [2, 38],
      [4, 60],
      [5, 58],
      [7, 70],
      [8, 82],
      [9, 80],
    ],
    fit: [0, 30, 10, 90],
    x: 6,
  };

  it('the line from (0, 30) to (10, 90) at 6 hours: 66; each misreading', () => {
    expect(solveProblem(p).text).toBe('$66$');
    expect(predict(5704, p)).toBeUndefined(); // 5 and 7 hours are equally near
    expect(predict(5705, p)).toBe('$36$'); // gradient 6 × 6 hours
    expect(predict(5706, p)).toBe('$64$'); // halfway between 58 and 70
    expect(
      predict(5706, {
        ...p,
        points: [
          [5, 57],
          [7, 70],
        ],
      }),
    ).toBeUndefined(); // 63.5 marks: not offered
    expect(predict(5704, { ...p, x: 10 })).toBe('$80$'); // 9 hours is the nearest point
  });

  it('draws the points and the line to scale on the numbered axes', () => {
    const r = renderProblem(p);
    const f = readSvg(r.diagram!.svg);
    const xAt = (v: number) => f.labels.find((l) => l.text === String(v) && l.at[1] > 220)!.at[0];
    const yAt = (v: number) => f.labels.find((l) => l.text === String(v) && l.at[0] < 56)!.at[1];
    const [[ax, ay], [bx, by]] = f.polylines[0]! as [readonly [number, number], readonly [number, number]];
    expect([ax, bx]).toEqual([xAt(0), xAt(10)]);
    expect(ay).toBeCloseTo(yAt(30), 0);
    expect(by).toBeCloseTo(yAt(90), 0);
    // Each cross is two short strokes centred on its point.
    const centres = f.segments
      .filter((s) => Math.abs(s.a[0] - s.b[0]) === 8)
      .map((s) => [(s.a[0] + s.b[0]) / 2, (s.a[1] + s.b[1]) / 2]);
    expect(centres).toHaveLength(2 * 7);
    const per = (xAt(10) - xAt(0)) / 10;
    const up = (yAt(0) - yAt(100)) / 100;
    expect(centres[4]![0]).toBeCloseTo(xAt(0) + 4 * per, 1);
    expect(centres[4]![1]).toBeCloseTo(yAt(0) - 60 * up, 1);
    expect(r.diagram!.alt).toContain('Points: (1, 41), (2, 38)');
  });
});

describe('plans and elevations of a solid of cubes', () => {
  // Back row 3, 1, 3, 1 high; front row 2, 0, 1, 0: 11 cubes.
  const rows = [
    [3, 1, 3, 1],
    [2, 0, 1, 0],
  ];

  it('plan 6 squares, front elevation 8, side elevation 5; each mix-up gives the other view', () => {
    const plan: Problem = { kind: 'cube-views', rows, view: 'plan' };
    const front: Problem = { kind: 'cube-views', rows, view: 'front' };
    const side: Problem = { kind: 'cube-views', rows, view: 'side' };
    expect([plan, front, side].map((p) => solveProblem(p).text)).toEqual(['$6$', '$8$', '$5$']);
    expect(predict(4707, plan)).toBe('$11$');
    expect(predict(4708, plan)).toBe('$8$');
    expect(predict(4709, plan)).toBe('$5$');
    expect(predict(4710, plan)).toBeUndefined();
    expect(predict(4711, front)).toBe('$3$'); // the front row alone: 2 + 0 + 1 + 0
    expect(predict(4711, side)).toBe('$1$'); // the right-hand column alone: 1 + 0
    expect(predict(4710, side)).toBe('$8$');
  });

  it('draws every cube as three faces, each front face a square at its place in its stack', () => {
    const r = renderProblem({ kind: 'cube-views', rows, view: 'front' });
    const f = readSvg(r.diagram!.svg);
    expect(f.polygons).toHaveLength(3 * 11);
    // Front faces are axis-aligned squares 40 px across; the front row's sit 40 px below their stacks' tops.
    const squares = f.polygons.filter(
      (pts) => pts.length === 4 && pts[0]![1] === pts[1]![1] && pts[1]![0] === pts[2]![0],
    );
    expect(squares.every((pts) => Math.abs(pts[1]![0] - pts[0]![0] - 40) < 0.2)).toBe(true);
    const heights = new Map<number, number>();
    for (const pts of squares) {
      const x = Math.round(pts[0]![0]);
      heights.set(x, (heights.get(x) ?? 0) + 1);
    }
    // Front row columns at x = 30, 110 (stacks 2 and 1); back row columns shifted by the depth.
    expect(heights.get(30)).toBe(2);
    expect(heights.get(110)).toBe(1);
    expect(r.diagram!.alt).toContain('Back row, left to right, stacks of heights 3, 1, 3, 1.');
  });
});

describe('the congruence condition two right-angled triangles meet', () => {
  it('two sides at the right angle: SAS; the right angle taken for RHS, the order for ASA, any three parts for SSS', () => {
    const p: Problem = {
      kind: 'congruence-criterion',
      marks: { legs: [7, 4], show: { ab: true, bc: true, ac: false, angleC: false }, angleC: 0 },
    };
    expect(solveProblem(p).text).toBe('SAS');
    expect([4712, 4713, 4714, 4715, 4716].map((id) => predict(id, p))).toEqual([
      'ASA',
      undefined,
      'SSS',
      'RHS',
      undefined,
    ]);
  });

  it('the hypotenuse and a side: RHS; SAS, SSS or "not enough information" from the three beliefs', () => {
    const p: Problem = {
      kind: 'congruence-criterion',
      marks: { legs: [15, 8], show: { ab: false, bc: true, ac: true, angleC: false }, angleC: 0 },
    };
    expect(solveProblem(p).text).toBe('RHS');
    expect([4712, 4713, 4714, 4715, 4716].map((id) => predict(id, p))).toEqual([
      undefined,
      'SAS',
      'SSS',
      undefined,
      'Not enough information to tell',
    ]);
    // The hypotenuse labelled is the true one (8, 15, 17), drawn to scale: AB is 15/8 of BC.
    const r = renderProblem(p);
    expect(r.diagram!.alt).toContain('BC = 8 cm, AC = 17 cm');
    const f = readSvg(r.diagram!.svg);
    const [A, B, C] = f.polygons[0]!;
    expect((B![1] - A![1]) / (C![0] - B![0])).toBeCloseTo(15 / 8, 2);
  });

  it('a side and the angles at its ends (the right angle and 30°): ASA, and AB = BC tan 30° as drawn', () => {
    const p: Problem = {
      kind: 'congruence-criterion',
      marks: { legs: [5.77, 10], show: { ab: false, bc: true, ac: false, angleC: true }, angleC: 30 },
    };
    expect(solveProblem(p).text).toBe('ASA');
    expect(predict(4712, p)).toBe('SAS');
    const [A, B, C] = readSvg(renderProblem(p).diagram!.svg).polygons[0]!;
    const angleC = (Math.atan2(B![1] - A![1], C![0] - B![0]) * 180) / Math.PI;
    expect(angleC).toBeCloseTo(30, 0);
  });
});

describe('two reflections as one transformation', () => {
  const shape = [
    [-5, -5],
    [-3, -5],
    [-5, -4],
  ] as const;
  /** Shape A reflected in x or y = a, then in x or y = b. */
  const twice = (p: 'x' | 'y', a: number, r: 'x' | 'y', b: number): Problem => ({
    kind: 'combined-reflections',
    first: { axis: p, at: a },
    second: { axis: r, at: b },
    shape,
  });

  it('x = 1 then x = 4: a translation by (6, 0); the gap 3, the reverse (−6, 0), a reflection in x = 2.5', () => {
    const p = twice('x', 1, 'x', 4);
    expect(solveProblem(p).text).toBe('Translation by $\\begin{pmatrix} 6 \\\\ 0 \\end{pmatrix}$');
    expect(predict(4717, p)).toBe('Translation by $\\begin{pmatrix} 3 \\\\ 0 \\end{pmatrix}$');
    expect(predict(4718, p)).toBe('Translation by $\\begin{pmatrix} -6 \\\\ 0 \\end{pmatrix}$');
    expect(predict(4719, p)).toBe('Reflection in the line $x = 2.5$');
  });

  it('y = 4 then x = 2: a half turn about (2, 4); a quarter turn, (4, 2) or the origin from the three beliefs', () => {
    const p = twice('y', 4, 'x', 2);
    expect(solveProblem(p).text).toBe('Rotation of $180^{\\circ}$ about $(2, 4)$');
    expect(predict(4717, p)).toBe('Rotation of $90^{\\circ}$ clockwise about $(2, 4)$');
    expect(predict(4720, p)).toBe('Rotation of $180^{\\circ}$ about $(4, 2)$');
    expect(predict(4721, p)).toBe('Rotation of $180^{\\circ}$ about $(0, 0)$');
    // The mirror lines are drawn where their equations say, against the grid's numbered axes.
    const f = readSvg(renderProblem(p).diagram!.svg);
    const mirrors = f.segments.filter((s) => s.dashed);
    const xAt = (v: number) => f.labels.find((l) => l.text === String(v) && l.at[1] > 140)!.at[0];
    const vertical = mirrors.find((s) => s.a[0] === s.b[0])!;
    expect(vertical.a[0]).toBeCloseTo(xAt(2), 1);
  });
});

describe('naming a marked angle', () => {
  const p: Problem = {
    kind: 'name-an-angle',
    letters: 'PQRS',
    corners: [
      [0, 0],
      [1, 5],
      [7, 5],
      [8, 1],
    ],
    diagonal: [1, 3],
    at: 3,
    arms: [1, 2],
  };

  it('the part of the angle at S between SQ and SR: angle QSR; each naming slip', () => {
    expect(solveProblem(p).text).toBe('Angle $QSR$');
    expect(predict(4722, p)).toBe('Angle $SQR$');
    expect(predict(4723, p)).toBe('Angle $QRS$');
    expect(predict(4724, p)).toBe('Angle $RSP$'); // the whole angle at S
  });

  it('marks the angle with an arc centred on S whose ends lie on SQ and SR', () => {
    const f = readSvg(renderProblem(p).diagram!.svg);
    const [, Q, R, S] = f.polygons[0]!;
    const arc = f.arcs[0]!;
    const dir = (from: readonly number[], to: readonly number[]) =>
      Math.atan2(to[1]! - from[1]!, to[0]! - from[0]!);
    expect(Math.hypot(arc.start[0] - S![0], arc.start[1] - S![1])).toBeCloseTo(arc.r, 0);
    expect([dir(S!, arc.start), dir(S!, arc.end)].sort()).toEqual(
      [dir(S!, Q!), dir(S!, R!)].sort().map((d) => expect.closeTo(d, 1)),
    );
  });
});
