/**
 * A Venn diagram with the number of items in each region: two overlapping circles A and B (or three,
 * A, B and C) inside a rectangle for ξ, each region's count written in the middle of that region.
 */

import { COLOURS, el, label, svgDocument } from './svg.ts';

type Pt = readonly [number, number];

/** The circles' centres and radius: two side by side, or three in a triangle. */
const TWO = { centres: [[130, 120] as Pt, [210, 120] as Pt], r: 72 };
const THREE = { centres: [[135, 100] as Pt, [205, 100] as Pt, [170, 160] as Pt], r: 62 };

/** Where each set's name sits beside its circle, for three sets: A up left, B up right, C down right. */
const NAME_OFFSETS_THREE = [
  [-58, -50],
  [58, -50],
  [70, 50],
] as const;

/** Where a region's count sits, keyed by which circles the region is inside ("A", "AB", "" …). */
const SPOTS: Readonly<Record<string, Pt>> = {
  // Two sets.
  '2:A': [95, 120],
  '2:AB': [170, 120],
  '2:B': [245, 120],
  '2:': [315, 210],
  // Three sets.
  '3:A': [108, 82],
  '3:B': [232, 82],
  '3:C': [170, 196],
  '3:AB': [170, 72],
  '3:AC': [136, 140],
  '3:BC': [204, 140],
  '3:ABC': [170, 116],
  '3:': [315, 225],
};

/**
 * `counts` maps a region (the names of the sets it is inside, in order, "" for outside them all) to
 * its count; every region of two or of three sets must be given.
 */
export function vennDiagram(o: {
  sets: 2 | 3;
  counts: Readonly<Record<string, number>>;
  title: string;
}): string {
  const layout = o.sets === 2 ? TWO : THREE;
  const names = ['A', 'B', 'C'].slice(0, o.sets);
  const height = o.sets === 2 ? 235 : 250;
  const body: string[] = [
    el('rect', {
      x: 10,
      y: 10,
      width: 330,
      height: height - 20,
      fill: 'none',
      stroke: COLOURS.ink,
      'stroke-width': 2,
    }),
    label(24, 26, 'ξ', { 'font-size': 16 }),
  ];
  layout.centres.forEach(([cx, cy], i) => {
    body.push(el('circle', { cx, cy, r: layout.r, fill: 'none', stroke: COLOURS.accent, 'stroke-width': 2 }));
    // Each set's name outside its circle, away from the others.
    const [dx, dy] = o.sets === 2 ? ([i === 0 ? -52 : 52, -62] as const) : NAME_OFFSETS_THREE[i]!;
    body.push(
      label(cx + dx, cy + dy, names[i]!, { 'font-size': 16, 'font-weight': 'bold', fill: COLOURS.accent }),
    );
  });
  for (const [region, count] of Object.entries(o.counts)) {
    const at = SPOTS[`${o.sets}:${region}`];
    if (!at) throw new Error(`No region ${region} in a Venn diagram of ${o.sets} sets`);
    body.push(label(at[0], at[1], String(count), { 'font-size': 15 }));
  }
  return svgDocument(350, height, o.title, body);
}
