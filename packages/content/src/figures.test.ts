/**
 * Every figure in the bank read back from its own SVG: the angles and lengths a student would see
 * must be the ones labelled, and the key must agree with the figure as drawn.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuestionBank } from './bank.ts';
import type { Question } from './question.ts';
import {
  arcAngle,
  arcCentre,
  arcMiddle,
  degreesIn,
  direction,
  distance,
  intersection,
  onSegment,
  type Pt,
  readSvg,
} from './test/svg-geometry.ts';

let bank: Question[];
beforeAll(() => {
  bank = buildQuestionBank();
});

function ofKind(kind: string): Question[] {
  return bank.filter((q) => q.problem.kind === kind);
}

/** The key's value as a number (keys look like "n:120/1"). */
function keyValue(q: Question): number {
  const m = /^n:(-?\d+)\/(\d+)$/.exec(q.options.find((o) => o.isCorrect)!.key);
  if (!m) throw new Error(`${q.key}: the key is not a number`);
  return Number(m[1]) / Number(m[2]);
}

/** Whether direction d (degrees) is one of the rays, within tol. */
function onRay(d: number, rays: readonly number[], tol = 1.5): boolean {
  return rays.some((r) => Math.abs(((d - r + 540) % 360) - 180) < tol);
}

/**
 * Reads a parallel-lines figure: the two horizontal lines, the transversal, the crossings, and each
 * marked angle as drawn (its size from the arc and the rays it spans) with the label drawn beside it.
 */
export function readParallelLines(svg: string): Array<{ text: string; drawn: number; problems: string[] }> {
  const fig = readSvg(svg);
  const ink = fig.segments.filter((s) => !s.dashed);
  const horizontals = ink.filter((s) => Math.abs(s.a[1] - s.b[1]) < 0.01);
  const transversal = ink.find((s) => Math.abs(s.a[1] - s.b[1]) >= 0.01);
  if (horizontals.length !== 2 || !transversal) throw new Error('not two parallel lines and a transversal');
  const crossings = horizontals.map((h) => intersection(h, transversal)!);
  const theta = direction(transversal.b, transversal.a);
  const rays = [0, 180, theta % 180, (theta % 180) + 180];
  return fig.arcs.map((arc) => {
    const problems: string[] = [];
    const centre = arcCentre(arc, crossings);
    const label = fig.labels.find((l) => l.fill === arc.stroke);
    if (!centre)
      return { text: label?.text ?? '', drawn: Number.NaN, problems: ['arc is not centred on a crossing'] };
    if (!horizontals.some((h) => onSegment(centre, h))) problems.push('crossing off the parallel lines');
    if (!onSegment(centre, transversal)) problems.push('crossing off the transversal');
    for (const end of [arc.start, arc.end]) {
      if (!onRay(direction(centre, end), rays)) problems.push('arc misses the lines it marks');
    }
    const drawn = arcAngle(arc, centre);
    // One angle between neighbouring rays: no ray runs through the middle of the arc.
    const mid = arcMiddle(arc, centre);
    for (const r of rays) {
      const off = Math.abs(((mid - r + 540) % 360) - 180);
      if (off < drawn / 2 - 1.5) problems.push('a line runs through the marked angle');
    }
    if (!label) problems.push('no label drawn in the arc colour');
    else {
      const along = direction(centre, label.at);
      if (Math.abs(((along - mid + 540) % 360) - 180) > 20 || distance(centre, label.at) > 60) {
        problems.push('the label is not inside its angle');
      }
    }
    return { text: label?.text ?? '', drawn, problems };
  });
}

describe('parallel-lines figures', () => {
  it('draw every labelled angle at its labelled size, and x at the size of the key', () => {
    const qs = ofKind('parallel-angles');
    expect(qs.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const q of qs) {
      const marks = readParallelLines(q.diagram!);
      if (marks.length !== 2) failures.push(`${q.key}: ${marks.length} angle marks`);
      for (const m of marks) {
        for (const p of m.problems) failures.push(`${q.key} ${m.text}: ${p}`);
        const labelled = m.text === 'x' ? keyValue(q) : degreesIn(m.text);
        if (labelled === undefined || Math.abs(m.drawn - labelled) > 0.5) {
          failures.push(
            `${q.key}: ${m.text} is drawn as ${m.drawn.toFixed(1)}° (labelled or keyed ${labelled}°)`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('catches a mirrored figure', () => {
    const q = ofKind('parallel-angles')[0]!;
    // Mirror the drawing left to right (x → 400 − x) but keep the labels' text and the arcs' recipe.
    const mirrored = q.diagram!.replace(
      /<line x1="(-?[\d.]+)" y1="(-?[\d.]+)" x2="(-?[\d.]+)" y2="(-?[\d.]+)"/g,
      (_m, x1, y1, x2, y2) => `<line x1="${400 - Number(x1)}" y1="${y1}" x2="${400 - Number(x2)}" y2="${y2}"`,
    );
    const problems = readParallelLines(mirrored).flatMap((m) => m.problems);
    expect(problems.length).toBeGreaterThan(0);
  });
});

/** The centimetres in a label such as "7 cm". */
function cmIn(text: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?) cm$/.exec(text);
  return m ? Number(m[1]) : undefined;
}

function midpoint(p: Pt, q: Pt): Pt {
  return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
}

/**
 * Checks a figure with a base, a dashed perpendicular height and a labelled sloping side (triangle or
 * parallelogram): the height meets the base at a right angle inside it, the labelled lengths can all
 * be true at once, and the drawing is to scale. Returns what is wrong; empty when it is fine.
 */
export function heightFigureProblems(svg: string): string[] {
  const fig = readSvg(svg);
  const shape = fig.polygons[0];
  const height = fig.segments.find((s) => s.dashed);
  if (!shape || !height) return ['no shape or no dashed height'];
  const bottom = Math.max(...shape.map((p) => p[1]));
  const baseEnds = shape.filter((p) => Math.abs(p[1] - bottom) < 0.2).sort((p, q) => p[0] - q[0]);
  if (baseEnds.length !== 2) return ['no horizontal base'];
  const [left, right] = baseEnds as [Pt, Pt];
  const [top, foot] = height.a[1] < height.b[1] ? [height.a, height.b] : [height.b, height.a];
  const problems: string[] = [];
  if (Math.abs(top[0] - foot[0]) > 0.2) problems.push('the height is not perpendicular to the base');
  if (Math.abs(foot[1] - bottom) > 0.2) problems.push('the height does not reach the base');
  if (!shape.some((p) => distance(p, top) < 0.2)) problems.push('the height does not start at a corner');
  if (!(foot[0] > left[0] + 0.5 && foot[0] < right[0] - 0.5))
    problems.push('the foot of the height is outside the base');

  const labels = fig.labels.filter((l) => cmIn(l.text) !== undefined);
  const nearest = (p: Pt) =>
    labels.reduce((best, l) => (distance(l.at, p) < distance(best.at, p) ? l : best));
  const baseLabel = nearest(midpoint(left, right));
  const heightLabel = nearest(midpoint(top, foot));
  const slantLabel = labels.find((l) => l !== baseLabel && l !== heightLabel);
  if (labels.length !== 3 || !slantLabel || baseLabel === heightLabel)
    return [...problems, 'labels not found'];
  const [b, h, s] = [baseLabel, heightLabel, slantLabel].map((l) => cmIn(l.text)!) as [
    number,
    number,
    number,
  ];
  // The labelled sloping side: the edge of the shape, not horizontal, whose midpoint is nearest its label.
  const edges = shape.map((p, i) => [p, shape[(i + 1) % shape.length]!] as const);
  const slantSide = edges
    .filter(([p, q]) => Math.abs(p[1] - q[1]) > 0.2)
    .sort((x, y) => distance(midpoint(...x), slantLabel.at) - distance(midpoint(...y), slantLabel.at))[0]!;
  const along = Math.sqrt(s * s - h * h);
  if (!(s > h && along > 0 && along < b)) {
    problems.push(
      `no such figure: base ${b}, height ${h} and sloping side ${s} put the foot outside the base`,
    );
  }
  const scale = distance(left, right) / b;
  const drawnH = distance(top, foot) / scale;
  const drawnS = distance(slantSide[0], slantSide[1]) / scale;
  if (Math.abs(drawnH - h) > 0.03 * h || Math.abs(drawnS - s) > 0.03 * s) {
    problems.push(
      `not to scale: height drawn ${drawnH.toFixed(2)} for ${h}, side ${drawnS.toFixed(2)} for ${s}`,
    );
  }
  return problems;
}

describe('figures with a perpendicular height', () => {
  it('put the foot of the height inside the base, with labels that can all be true, drawn to scale', () => {
    const qs = [...ofKind('triangle-area'), ...ofKind('parallelogram-area')];
    expect(qs.length).toBe(50);
    const failures = qs.flatMap((q) => heightFigureProblems(q.diagram!).map((p) => `${q.key}: ${p}`));
    expect(failures).toEqual([]);
  });

  it('catches a height whose foot falls outside the base', () => {
    const q = ofKind('triangle-area')[0]!;
    // Relabel the sloping side far longer than the base allows.
    const svg = q.diagram!.replace(/>(\d+) cm<\/text>(?![\s\S]*cm<\/text>)/, '>40 cm</text>');
    expect(heightFigureProblems(svg).join()).toMatch(/no such figure|not to scale/);
  });
});

/** Where the angle label of a right-angled triangle sits relative to its arc and the right-angle mark. */
export function trigLabelProblems(svg: string): string[] {
  const fig = readSvg(svg);
  const arc = fig.arcs[0];
  const mark = fig.polylines.find((p) => p.length === 3);
  const angleLabel = fig.labels.find((l) => degreesIn(l.text) !== undefined);
  const triangle = fig.polygons[0];
  if (!arc || !mark || !angleLabel || !triangle) return ['no arc, right-angle mark, angle label or triangle'];
  const vertex = arcCentre(arc, triangle);
  if (!vertex) return ['the angle arc is not at a corner'];
  // The right angle's corner is the vertex of the triangle the mark's middle point sits nearest.
  const square = triangle.reduce((best, p) => (distance(p, mark[1]!) < distance(best, mark[1]!) ? p : best));
  const problems: string[] = [];
  const mid = arcMiddle(arc, vertex);
  const along = direction(vertex, angleLabel.at);
  if (Math.abs(((along - mid + 540) % 360) - 180) > arcAngle(arc, vertex) / 2) {
    problems.push('the angle label is outside its angle');
  }
  if (distance(angleLabel.at, square) < 34) problems.push('the angle label sits beside the right-angle mark');
  if (distance(angleLabel.at, vertex) >= distance(angleLabel.at, square)) {
    problems.push('the angle label is nearer the right angle than its own corner');
  }
  return problems;
}

describe('right-angled triangle figures', () => {
  it('put the angle label inside its angle, clear of the right-angle mark', () => {
    const qs = ofKind('trig-side');
    expect(qs.length).toBeGreaterThan(0);
    const failures = qs.flatMap((q) => trigLabelProblems(q.diagram!).map((p) => `${q.key}: ${p}`));
    expect(failures).toEqual([]);
  });
});

/** The labelled lengths (cm) of a figure and the drawn length each labels: the figure's edge or dashed line nearest the label. */
function labelledLengths(svg: string): Array<{ text: string; labelled: number; drawn: number }> {
  const fig = readSvg(svg);
  const edges: Array<[Pt, Pt]> = [
    ...fig.polygons.flatMap((shape) => shape.map((p, i) => [p, shape[(i + 1) % shape.length]!] as [Pt, Pt])),
    ...fig.segments.map((s) => [s.a, s.b] as [Pt, Pt]),
  ];
  if (edges.length === 0) return [];
  return fig.labels
    .filter((l) => cmIn(l.text) !== undefined)
    .map((l) => {
      const gap = (e: [Pt, Pt]) => distance(midpoint(e[0], e[1]), l.at);
      const [p, q] = edges.reduce((best, e) => (gap(e) < gap(best) ? e : best));
      return { text: l.text, labelled: cmIn(l.text)!, drawn: distance(p, q) };
    });
}

/** Whether the labelled lengths are in the drawn proportions, within 3 %. */
function toScale(svg: string): string[] {
  const lengths = labelledLengths(svg);
  if (lengths.length < 2) return [];
  const scale = lengths[0]!.drawn / lengths[0]!.labelled;
  return lengths
    .filter((l) => Math.abs(l.drawn / scale - l.labelled) > 0.03 * l.labelled)
    .map((l) => `${l.text} is drawn as ${(l.drawn / scale).toFixed(1)} cm`);
}

describe('figures with labelled lengths', () => {
  it('are drawn to scale, or the stem says they are not', () => {
    const failures: string[] = [];
    for (const q of bank) {
      if (!q.diagram || !/>\d+(\.\d+)? cm</.test(q.diagram)) continue;
      if (/not drawn to scale/.test(q.stem)) continue;
      for (const p of toScale(q.diagram)) failures.push(`${q.key}: ${p}`);
    }
    expect(failures).toEqual([]);
  });

  it('catches a figure not drawn to scale', () => {
    const q = bank.find((x) => x.problem.kind === 'trapezium-area')!;
    const relabelled = q.diagram!.replace(/>(\d+) cm<\/text>/, (_m, n) => `>${Number(n) * 3} cm</text>`);
    expect(toScale(relabelled).length).toBeGreaterThan(0);
  });
});

/**
 * Angle marks read from a figure: for each arc, the corner it is drawn at, the lines it runs between,
 * the size it marks and the label inside it. Each labelled size must be the size drawn, and x must be
 * drawn at the size of the key.
 */
export function angleMarkProblems(svg: string, key: number): string[] {
  const fig = readSvg(svg);
  const corners: Pt[] = [...fig.polygons.flat(), ...fig.segments.flatMap((s) => [s.a, s.b])];
  // Every direction a drawn line leaves a point in: polygon sides and segments through or from it.
  const raysFrom = (c: Pt): number[] => {
    const out: number[] = [];
    const edges = [
      ...fig.polygons.flatMap((shape) => shape.map((p, i) => ({ a: p, b: shape[(i + 1) % shape.length]! }))),
      ...fig.segments,
    ];
    for (const e of edges) {
      if (distance(e.a, c) > 0.6 && onSegment(c, { ...e, stroke: '', dashed: false }, 0.6))
        out.push(direction(c, e.a));
      if (distance(e.b, c) > 0.6 && onSegment(c, { ...e, stroke: '', dashed: false }, 0.6))
        out.push(direction(c, e.b));
    }
    return out;
  };
  const problems: string[] = [];
  const matched = new Set<(typeof fig.labels)[number]>();
  for (const arc of fig.arcs) {
    const centre = arcCentre(arc, corners, 0.8);
    if (!centre) {
      problems.push('an arc is not at a corner');
      continue;
    }
    const rays = raysFrom(centre);
    if (!onRay(direction(centre, arc.start), rays) || !onRay(direction(centre, arc.end), rays)) {
      problems.push('an arc misses the lines it marks');
    }
    const drawn = arcAngle(arc, centre);
    const mid = arcMiddle(arc, centre);
    const inside = fig.labels
      .filter(
        // Labels sit 40–80 px out along their angle; an unlabelled corner must not borrow a far one.
        (l) =>
          l.text !== '' &&
          distance(centre, l.at) < 90 &&
          Math.abs(((direction(centre, l.at) - mid + 540) % 360) - 180) < drawn / 2,
      )
      .sort((p, q) => distance(centre, p.at) - distance(centre, q.at))[0];
    // An arc without a label marks an angle the question does not ask about (an isosceles base angle).
    if (!inside) continue;
    matched.add(inside);
    const labelled = inside.text === 'x' ? key : degreesIn(inside.text);
    if (labelled !== undefined && Math.abs(drawn - labelled) > 0.6) {
      problems.push(`${inside.text} is drawn as ${drawn.toFixed(1)}°`);
    }
  }
  for (const l of fig.labels) {
    if ((l.text === 'x' || degreesIn(l.text) !== undefined) && !matched.has(l))
      problems.push(`${l.text} marks no angle`);
  }
  return problems;
}

describe('angle figures', () => {
  it('draw every labelled angle at its size, and x at the size of the key', () => {
    const kinds = new Set([
      'angles-line',
      'angles-point',
      'angles-triangle',
      'isosceles-angle',
      'polygon-angles',
      'angle-at-centre',
      'cyclic-quadrilateral',
      'semicircle-angle',
      'two-tangents',
      'same-segment',
      'alternate-segment',
    ]);
    const qs = bank.filter((q) => kinds.has(q.problem.kind) && q.diagram);
    expect(qs.length).toBeGreaterThan(100);
    const failures = qs.flatMap((q) =>
      angleMarkProblems(q.diagram!, keyValue(q)).map((p) => `${q.key}: ${p}`),
    );
    expect(failures).toEqual([]);
  });

  it('catches a relabelled angle', () => {
    const q = bank.find((x) => x.problem.kind === 'angles-triangle')!;
    const svg = q.diagram!.replace(/>(\d+)°</, (_m, n) => `>${Number(n) + 20}°<`);
    expect(angleMarkProblems(svg, keyValue(q)).join()).toMatch(/is drawn as/);
  });
});
