/**
 * A line graph drawn to scale on a grid: two numbered axes and straight lines joining plotted points.
 * The cumulative frequency graph and the real-life graphs (distance–time) share it, so every graph in
 * the bank is read back the same way: numbers along the bottom and up the side, one plotted line.
 */

import { COLOURS, el, label, line, path, px, svgDocument } from './svg.ts';

/** One axis: its ends, the values it numbers, the spacing of its grid lines and its title. */
export interface GraphAxis {
  from: number;
  to: number;
  /** The values written along the axis, each at its place on the scale. */
  numbered: readonly number[];
  /** The spacing of the grid lines across the graph. */
  grid: number;
  title: string;
}

/**
 * A graph's plotting box `[left, upper, width, height]` in pixels, its scales from data to pixels and its
 * grid lines (the first of the body): shared by `lineGraph` and `function-graph.ts`.
 */
export function graphGrid(
  [left, upper, plotW, plotH]: readonly [number, number, number, number],
  across: Pick<GraphAxis, 'from' | 'to' | 'grid'>,
  up: Pick<GraphAxis, 'from' | 'to' | 'grid'>,
) {
  const base = upper + plotH;
  const x = (v: number) => left + ((v - across.from) / (across.to - across.from)) * plotW;
  const y = (f: number) => base - ((f - up.from) / (up.to - up.from)) * plotH;
  const body: string[] = [];
  const grid = { stroke: COLOURS.grid, 'stroke-width': 1 };
  for (let v = across.from; v <= across.to + 1e-9; v += across.grid)
    body.push(line(x(v), upper, x(v), base, grid));
  for (let f = up.from; f <= up.to + 1e-9; f += up.grid)
    body.push(line(left, y(f), left + plotW, y(f), grid));
  return { left, upper, plotW, plotH, base, x, y, body };
}

export function lineGraph(o: {
  across: GraphAxis;
  up: GraphAxis;
  /** The plotted points in data units, joined in order by straight lines. */
  points: ReadonlyArray<readonly [number, number]>;
  title: string;
}): string {
  const { across, up } = o;
  const { left, upper, plotW, plotH, base, x, y, body } = graphGrid([56, 16, 300, 200], across, up);
  for (const f of up.numbered)
    body.push(label(left - 8, y(f), String(f), { 'text-anchor': 'end', 'font-size': 12 }));
  for (const v of across.numbered) body.push(label(x(v), base + 14, String(v), { 'font-size': 12 }));
  body.push(line(left, upper, left, base), line(left, base, left + plotW, base));
  const drawn = o.points.map(([a, b]) => [x(a), y(b)] as const);
  body.push(
    path(`M ${drawn.map(([a, b]) => `${px(a)} ${px(b)}`).join(' L ')}`, {
      stroke: COLOURS.accent,
      'stroke-width': 2.5,
      'stroke-linejoin': 'round',
    }),
    ...drawn.map(([a, b]) => el('circle', { cx: a, cy: b, r: 3, fill: COLOURS.accent })),
    label(left + plotW / 2, base + 34, across.title, { 'font-size': 12 }),
    label(16, upper + plotH / 2, up.title, {
      transform: `rotate(-90 16 ${upper + plotH / 2})`,
      'font-size': 12,
    }),
  );
  return svgDocument(left + plotW + 20, base + 48, o.title, body);
}
