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
