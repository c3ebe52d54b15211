/**
 * The statistics figures of issue 30 point 4 read back from their own SVG: the median, quartiles and
 * interquartile range read off the drawn cumulative frequency line must be the key, and the counts
 * drawn in each region of a Venn diagram must be the problem's and the text alternative's.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuestionBank } from './bank.ts';
import type { Question } from './question.ts';
import { distance, type Pt, readSvg } from './test/svg-geometry.ts';

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

/** A linear scale from two numbered labels along one direction of the page. */
function scale(labels: ReadonlyArray<{ at: Pt; text: string }>, along: 0 | 1) {
  const sorted = [...labels].sort((a, b) => a.at[along] - b.at[along]);
  const [a, b] = [sorted[0]!, sorted[sorted.length - 1]!];
  const perUnit = (b.at[along] - a.at[along]) / (Number(b.text) - Number(a.text));
  return (pixel: number) => Number(a.text) + (pixel - a.at[along]) / perUnit;
}

/** The cumulative frequency graph as drawn: its line's corners in data units, and the reading at any height. */
export function readCumulativeGraph(svg: string) {
  const fig = readSvg(svg);
  if (fig.polylines.length !== 1) throw new Error('not one plotted line');
  const numbers = fig.labels.filter((l) => /^\d+$/.test(l.text));
  const base = Math.max(...numbers.map((l) => l.at[1]));
  const x = scale(
    numbers.filter((l) => l.at[1] === base),
    0,
  );
  const y = scale(
    numbers.filter((l) => l.at[1] !== base),
    1,
  );
  const corners = fig.polylines[0]!.map(([px, py]) => [x(px), y(py)] as const);
  const across = (height: number) => {
    for (let i = 1; i < corners.length; i++) {
      const [[x0, c0], [x1, c1]] = [corners[i - 1]!, corners[i]!];
      if (c1 >= height - 1e-6 && c1 > c0) return x0 + ((x1 - x0) * (height - c0)) / (c1 - c0);
    }
    throw new Error(`the line never reaches ${height}`);
  };
  return { corners, across, classWidth: corners[1]![0] - corners[0]![0] };
}

/** What a cumulative frequency question's figure gives for what its stem asks. */
function readingAsked(q: Question): number {
  const g = readCumulativeGraph(q.diagram!);
  const n = g.corners[g.corners.length - 1]![1];
  const what = /estimate the (median|lower quartile|upper quartile|interquartile range)/.exec(q.stem)![1];
  if (what === 'interquartile range') return g.across((3 * n) / 4) - g.across(n / 4);
  return g.across({ median: 2, 'lower quartile': 1, 'upper quartile': 3 }[what as 'median'] * (n / 4));
}

describe('cumulative frequency graphs', () => {
  it('plot each running total at its upper class boundary, and give the key where the drawn line is read', () => {
    const qs = ofKind('cumulative-frequency');
    expect(qs.length).toBe(50);
    const failures: string[] = [];
    for (const q of qs) {
      if (q.problem.kind !== 'cumulative-frequency') continue;
      const { bounds, freqs } = q.problem;
      const g = readCumulativeGraph(q.diagram!);
      let total = 0;
      const expected = [[bounds[0]!, 0], ...freqs.map((f, i) => [bounds[i + 1]!, (total += f)])];
      g.corners.forEach(([x, c], i) => {
        if (Math.abs(x - expected[i]![0]!) > 0.05 || Math.abs(c - expected[i]![1]!) > 0.05)
          failures.push(`${q.key}: corner ${i} drawn at (${x.toFixed(1)}, ${c.toFixed(1)})`);
      });
      const read = readingAsked(q);
      // Read to within a tenth of a unit: the pixels are rounded to a tenth.
      if (Math.abs(read - keyValue(q)) > 0.1) failures.push(`${q.key}: the graph gives ${read.toFixed(2)}`);
      // Every other option is at least a small grid square (a fifth of a class) from the reading.
      for (const o of q.options.filter((x) => !x.isCorrect)) {
        const v = Number(/-?\d+/.exec(o.text)![0]);
        if (Math.abs(v - read) < g.classWidth / 5 - 1e-6)
          failures.push(`${q.key}: ${o.text} is too close to read apart`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('catches a plotted point moved', () => {
    const q = ofKind('cumulative-frequency').find((x) => /median/.test(x.stem))!;
    // Lower every corner after the first two by 20 pixels: the line now reaches each height later.
    const moved = q.diagram!.replace(/d="M ([^"]+)"/, (_m, d: string) => {
      const pts = d.split(' L ').map((p, i) => {
        const [x, y] = p.split(' ').map(Number);
        return `${x} ${i < 2 ? y : y! + 20}`;
      });
      return `d="M ${pts.join(' L ')}"`;
    });
    expect(Math.abs(readingAsked({ ...q, diagram: moved }) - keyValue(q))).toBeGreaterThan(0.5);
  });
});

/** The count drawn in each region of a Venn diagram, by the circles (named by their letters) around it. */
export function readVenn(svg: string): Map<string, number> {
  const fig = readSvg(svg);
  const rings = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/g)].map((m) => ({
    c: [Number(m[1]), Number(m[2])] as Pt,
    r: Number(m[3]),
  }));
  const names = fig.labels.filter((l) => /^[ABC]$/.test(l.text));
  const named = rings.map((ring) => ({
    ...ring,
    name: [...names].sort(
      (a, b) => Math.abs(distance(a.at, ring.c) - ring.r) - Math.abs(distance(b.at, ring.c) - ring.r),
    )[0]!.text,
  }));
  const out = new Map<string, number>();
  for (const l of fig.labels.filter((x) => /^\d+$/.test(x.text))) {
    const region = named
      .filter((ring) => distance(l.at, ring.c) < ring.r - 8)
      .map((ring) => ring.name)
      .sort()
      .join('');
    // Each number sits well inside its region: at least 8 px from every circle's edge.
    if (named.some((ring) => Math.abs(distance(l.at, ring.c) - ring.r) < 8))
      throw new Error(`${l.text} on an edge`);
    if (out.has(region)) throw new Error(`two numbers in region "${region}"`);
    out.set(region, Number(l.text));
  }
  return out;
}

describe('Venn diagrams', () => {
  it("draw each region's count inside exactly its circles, and the text alternative lists every region", () => {
    const qs = ofKind('venn-probability');
    expect(qs.length).toBe(75);
    const failures: string[] = [];
    for (const q of qs) {
      if (q.problem.kind !== 'venn-probability') continue;
      const drawn = readVenn(q.diagram!);
      const wanted = new Map(Object.entries(q.problem.counts));
      if (JSON.stringify([...drawn].sort()) !== JSON.stringify([...wanted].sort()))
        failures.push(`${q.key}: drawn ${JSON.stringify([...drawn])}`);
      const listed = /The number in each region: (.*)\.$/.exec(q.diagramAlt ?? '')?.[1]?.split('; ') ?? [];
      if (listed.length !== 2 ** q.problem.sets)
        failures.push(`${q.key}: the alt text lists ${listed.length} regions`);
    }
    expect(failures).toEqual([]);
  });

  it('catches a count moved into another region', () => {
    const q = ofKind('venn-probability').find(
      (x) => x.problem.kind === 'venn-probability' && x.problem.sets === 2,
    )!;
    // The count of "only A" moved 75 px right, into the overlap beside the overlap's own count.
    const moved = q.diagram!.replace(/<text x="95" y="120"/, '<text x="170" y="100"');
    expect(() => readVenn(moved)).toThrow(/two numbers/);
  });
});
