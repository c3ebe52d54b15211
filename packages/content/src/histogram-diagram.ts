/**
 * A histogram with unequal class widths, drawn to scale: bars meet edge to edge, each as wide as
 * its class on the horizontal axis and as tall as its frequency density on the vertical one.
 */

import { mul, rat, ratFromNumber, toDecimalString } from './rational.ts';
import { CATEGORY_FILLS, COLOURS, el, label, line, svgDocument } from './svg.ts';

export function histogramDiagram(o: {
  /** Class boundaries, ascending: class i runs from bounds[i] to bounds[i + 1]. */
  bounds: readonly number[];
  /** Each class's frequency density in gridline steps (a whole number of them). */
  heights: readonly number[];
  /** The density between gridlines (0.2, 0.5, 1, 2 …); every gridline is labelled. */
  step: number;
  gridlines: number;
  axisLabel: string;
  title: string;
}): string {
  const [left, top, plotW, plotH] = [64, 20, 300, 200];
  const base = top + plotH;
  const [from, to] = [o.bounds[0]!, o.bounds[o.bounds.length - 1]!];
  const x = (b: number) => left + ((b - from) / (to - from)) * plotW;
  const y = (steps: number) => base - (steps / o.gridlines) * plotH;
  const body: string[] = [];
  for (let g = 0; g <= o.gridlines; g++) {
    const at = base - (g / o.gridlines) * plotH;
    body.push(line(left, at, left + plotW, at, { stroke: COLOURS.grid, 'stroke-width': 1 }));
    // The label written exactly (3 × 0.2 is "0.6", not a float's 0.6000000000000001).
    const value = toDecimalString(mul(rat(g), ratFromNumber(o.step)))!;
    body.push(label(left - 8, at, value, { 'text-anchor': 'end', 'font-size': 12 }));
  }
  o.heights.forEach((d, i) => {
    const [x0, x1] = [x(o.bounds[i]!), x(o.bounds[i + 1]!)];
    body.push(
      el('rect', {
        x: x0,
        y: y(d),
        width: x1 - x0,
        height: base - y(d),
        fill: CATEGORY_FILLS[0],
        stroke: COLOURS.ink,
        'stroke-width': 1.5,
      }),
    );
  });
  for (const b of o.bounds) body.push(label(x(b), base + 14, String(b), { 'font-size': 12 }));
  body.push(line(left, top, left, base), line(left, base, left + plotW, base));
  body.push(label(left + plotW / 2, base + 34, o.axisLabel, { 'font-size': 12 }));
  body.push(
    label(16, top + plotH / 2, 'Frequency density', {
      transform: `rotate(-90 16 ${top + plotH / 2})`,
      'font-size': 12,
    }),
  );
  return svgDocument(left + plotW + 20, base + 48, o.title, body);
}
