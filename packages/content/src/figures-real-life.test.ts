/**
 * Real-life graphs read back from their own SVG: each distance–time graph's drawn corners must be the
 * journey's, on the grid, and the speed worked from the drawn line (rise over run between the stem's
 * times, or from the first corner to the last) must be the key; a conversion graph's line, followed
 * from the number in the stem, must reach the key on a grid line; a velocity–time graph's gradient or
 * area, measured on the drawn line, must be the key.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuestionBank } from './bank.ts';
import { readCumulativeGraph } from './figures-statistics.test.ts';
import { areaUnder, journeyPoints, motionPoints } from './problems/real-life-graphs.ts';
import type { Question } from './question.ts';

let bank: Question[];
beforeAll(() => {
  bank = buildQuestionBank();
}, 60_000);

const ofKind = (kind: string) => bank.filter((q) => q.problem.kind === kind);

function keyValue(q: Question): number {
  const m = /^n:(-?\d+)\/(\d+)$/.exec(q.options.find((o) => o.isCorrect)!.key);
  if (!m) throw new Error(`${q.key}: the key is not a number`);
  return Number(m[1]) / Number(m[2]);
}

/** The speed in km/h the drawn line gives for what the stem asks. */
function speedAsDrawn(q: Question): number {
  const corners = readCumulativeGraph(q.diagram!).corners;
  const at = (t: number) => {
    const c = corners.find(([x]) => Math.abs(x - t) < 0.05);
    if (!c) throw new Error(`${q.key}: no corner drawn at ${t} minutes`);
    return c;
  };
  const stage = /between \$(\d+)\$ minutes and \$(\d+)\$ minutes/.exec(q.stem);
  const [[t0, d0], [t1, d1]] = stage
    ? [at(Number(stage[1])), at(Number(stage[2]))]
    : [corners[0]!, corners[corners.length - 1]!];
  return ((d1 - d0) * 60) / (t1 - t0);
}

describe('distance–time graphs', () => {
  it("draw the journey's corners on the grid, and give the key as the gradient of the drawn line", () => {
    const qs = ofKind('distance-time');
    expect(qs.length).toBe(50);
    const failures: string[] = [];
    for (const q of qs) {
      if (q.problem.kind !== 'distance-time') continue;
      const drawn = readCumulativeGraph(q.diagram!).corners;
      const wanted = journeyPoints(q.problem.stages);
      drawn.forEach(([t, d], i) => {
        const [wt, wd] = wanted[i]!;
        if (Math.abs(t - wt) > 0.05 || Math.abs(d - wd) > 0.05)
          failures.push(`${q.key}: corner ${i} drawn at (${t.toFixed(1)}, ${d.toFixed(1)})`);
        // On the grid: every 15 minutes across, every 1 km up.
        if (wt % 15 !== 0 || !Number.isInteger(wd)) failures.push(`${q.key}: corner ${i} off the grid`);
      });
      if (drawn.length !== wanted.length) failures.push(`${q.key}: ${drawn.length} corners drawn`);
      const speed = speedAsDrawn(q);
      if (Math.abs(speed - keyValue(q)) > 0.05)
        failures.push(`${q.key}: the graph gives ${speed.toFixed(2)}`);
      // Exactly one flat stretch: the stop the average speed must count.
      const flat = drawn.slice(1).filter(([, d], i) => Math.abs(d - drawn[i]![1]) < 0.05).length;
      if (flat !== 1) failures.push(`${q.key}: ${flat} flat stretches drawn`);
    }
    expect(failures).toEqual([]);
  });

  it('catches a plotted point moved', () => {
    const q = ofKind('distance-time').find((x) => /average speed/.test(x.stem))!;
    // Raise the last corner by 16 pixels (about 2 km on the scale): the whole journey is longer.
    const moved = q.diagram!.replace(/d="M ([^"]+)"/, (_m, d: string) => {
      const pts = d.split(' L ');
      const [x, y] = pts[pts.length - 1]!.split(' ').map(Number);
      pts[pts.length - 1] = `${x} ${y! - 16}`;
      return `d="M ${pts.join(' L ')}"`;
    });
    expect(Math.abs(speedAsDrawn({ ...q, diagram: moved }) - keyValue(q))).toBeGreaterThan(0.5);
  });
});

/** The conversion the drawn line gives for the stem's number, and the grid spacing of the axis read. */
function conversionAsDrawn(q: Question) {
  const corners = readCumulativeGraph(q.diagram!).corners;
  if (corners.length !== 2) throw new Error(`${q.key}: not one straight line`);
  const [[x0, y0], [x1, y1]] = [corners[0]!, corners[1]!];
  if (Math.abs(x0) > 0.05 || Math.abs(y0) > 0.05) throw new Error(`${q.key}: the line misses the origin`);
  const m = /convert £?\$(\d+)\$(?: \w+)? to (\w+)\.$/.exec(q.stem)!;
  const value = Number(m[1]);
  // Into pounds, miles or inches: the unit across the bottom.
  const toAcross = ['pounds', 'miles', 'inches'].includes(m[2]!);
  return toAcross ? (value * x1) / y1 : (value * y1) / x1;
}

describe('conversion graphs', () => {
  it('draw one straight line through the origin, and the number in the stem followed to the line gives the key', () => {
    const qs = ofKind('conversion-graph');
    expect(qs.length).toBe(25);
    const failures: string[] = [];
    for (const q of qs) {
      const read = conversionAsDrawn(q);
      if (Math.abs(read - keyValue(q)) > 0.05) failures.push(`${q.key}: the graph gives ${read.toFixed(2)}`);
    }
    expect(failures).toEqual([]);
  });

  it('catches a line drawn at the wrong slope', () => {
    const q = ofKind('conversion-graph')[0]!;
    const steeper = q.diagram!.replace(/d="M ([^ ]+) ([^ ]+) L ([^ ]+) ([^"]+)"/, (_m, a, b, c, d) => {
      return `d="M ${a} ${b} L ${Number(c) - 40} ${d}"`;
    });
    expect(Math.abs(conversionAsDrawn({ ...q, diagram: steeper }) - keyValue(q))).toBeGreaterThan(0.5);
  });
});

/** What the drawn velocity–time line gives for the stem: the gradient between its times, or the area under it. */
function motionAsDrawn(q: Question): number {
  const corners = readCumulativeGraph(q.diagram!).corners;
  const stage = /acceleration between \$(\d+)\$ and \$(\d+)\$ seconds/.exec(q.stem);
  if (!stage) {
    let area = 0;
    for (let i = 1; i < corners.length; i++) {
      const [[t0, v0], [t1, v1]] = [corners[i - 1]!, corners[i]!];
      area += ((v0 + v1) * (t1 - t0)) / 2;
    }
    return area;
  }
  const at = (t: number) => corners.find(([x]) => Math.abs(x - t) < 0.05)!;
  const [[t0, v0], [t1, v1]] = [at(Number(stage[1])), at(Number(stage[2]))];
  return (v1 - v0) / (t1 - t0);
}

describe('velocity–time graphs', () => {
  it('draw the corners on the grid, and give the key as the drawn gradient or the area under the drawn line', () => {
    const qs = ofKind('velocity-time');
    expect(qs.length).toBe(50);
    const failures: string[] = [];
    for (const q of qs) {
      if (q.problem.kind !== 'velocity-time') continue;
      const drawn = readCumulativeGraph(q.diagram!).corners;
      const wanted = motionPoints(q.problem);
      if (drawn.length !== wanted.length) failures.push(`${q.key}: ${drawn.length} corners drawn`);
      drawn.forEach(([t, v], i) => {
        const [wt, wv] = wanted[i]!;
        if (Math.abs(t - wt) > 0.05 || Math.abs(v - wv) > 0.05)
          failures.push(`${q.key}: corner ${i} drawn at (${t.toFixed(1)}, ${v.toFixed(1)})`);
        if (wt % 5 !== 0 || !Number.isInteger(wv)) failures.push(`${q.key}: corner ${i} off the grid`);
      });
      // An area adds up the drawn pixels' rounding (a tenth of a pixel) over every stretch.
      const read = motionAsDrawn(q);
      if (Math.abs(read - keyValue(q)) > (q.problem.ask === 'distance' ? 0.5 : 0.05))
        failures.push(`${q.key}: the graph gives ${read.toFixed(2)}`);
      if (
        q.problem.ask === 'distance' &&
        Math.abs(keyValue(q) - Number(areaUnder(q.problem).n) / Number(areaUnder(q.problem).d)) > 1e-9
      )
        failures.push(`${q.key}: the key is not the area`);
    }
    expect(failures).toEqual([]);
  });

  it('catches a corner moved', () => {
    const q = ofKind('velocity-time').find((x) => /total distance/.test(x.stem))!;
    const moved = q.diagram!.replace(/d="M ([^"]+)"/, (_m, d: string) => {
      const pts = d.split(' L ');
      const [x, y] = pts[1]!.split(' ').map(Number);
      pts[1] = `${x} ${y! - 20}`;
      return `d="M ${pts.join(' L ')}"`;
    });
    expect(Math.abs(motionAsDrawn({ ...q, diagram: moved }) - keyValue(q))).toBeGreaterThan(0.5);
  });
});
