/**
 * A cumulative frequency graph drawn to scale from a grouped table: each class's running total
 * plotted at its upper class boundary, joined from (lowest boundary, 0) by straight lines, on a grid
 * fine enough to read a value between the boundaries.
 */

import { COLOURS, el, label, line, path, px, svgDocument } from './svg.ts';

export function cumulativeFrequencyDiagram(o: {
  /** Class boundaries, ascending: class i runs from bounds[i] to bounds[i + 1]. */
  bounds: readonly number[];
  /** The running total at each upper boundary, bounds[1] … bounds[k]. */
  cumulative: readonly number[];
  /** The vertical axis runs from 0 to `top` in steps of `step`, every step labelled. */
  top: number;
  step: number;
  axisLabel: string;
  title: string;
}): string {
  const [left, upper, plotW, plotH] = [56, 16, 300, 200];
  const base = upper + plotH;
  const [from, to] = [o.bounds[0]!, o.bounds[o.bounds.length - 1]!];
  const width = o.bounds[1]! - from;
  const x = (v: number) => left + ((v - from) / (to - from)) * plotW;
  const y = (f: number) => base - (f / o.top) * plotH;
  const body: string[] = [];
  const grid = { stroke: COLOURS.grid, 'stroke-width': 1 };
  // Fine lines every fifth of a class and every half step, darker ones at the labelled values.
  for (let v = from; v <= to + 1e-9; v += width / 5) body.push(line(x(v), upper, x(v), base, grid));
  for (let f = 0; f <= o.top; f += o.step / 2) body.push(line(left, y(f), left + plotW, y(f), grid));
  for (let f = 0; f <= o.top; f += o.step)
    body.push(label(left - 8, y(f), String(f), { 'text-anchor': 'end', 'font-size': 12 }));
  for (const b of o.bounds) body.push(label(x(b), base + 14, String(b), { 'font-size': 12 }));
  body.push(line(left, upper, left, base), line(left, base, left + plotW, base));
  const points: Array<[number, number]> = [
    [x(from), y(0)],
    ...o.cumulative.map((c, i) => [x(o.bounds[i + 1]!), y(c)] as [number, number]),
  ];
  body.push(
    path(`M ${points.map(([a, b]) => `${px(a)} ${px(b)}`).join(' L ')}`, {
      stroke: COLOURS.accent,
      'stroke-width': 2.5,
      'stroke-linejoin': 'round',
    }),
    ...points.map(([a, b]) => el('circle', { cx: a, cy: b, r: 3, fill: COLOURS.accent })),
    label(left + plotW / 2, base + 34, o.axisLabel, { 'font-size': 12 }),
    label(16, upper + plotH / 2, 'Cumulative frequency', {
      transform: `rotate(-90 16 ${upper + plotH / 2})`,
      'font-size': 12,
    }),
  );
  return svgDocument(left + plotW + 20, base + 48, o.title, body);
}
