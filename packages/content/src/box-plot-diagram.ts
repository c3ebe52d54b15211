/**
 * A box plot above a number line drawn to scale: whiskers to the lowest and highest values, the box
 * from the lower to the upper quartile, a line at the median.
 */

import { CATEGORY_FILLS, COLOURS, el, label, line, svgDocument } from './svg.ts';

export function boxPlotDiagram(o: {
  /** Lowest value, lower quartile, median, upper quartile, highest value. */
  five: readonly [number, number, number, number, number];
  /** The scale runs from 0 to `scaleMax`, labelled every 10 with a tick every 2. */
  scaleMax: number;
  axisLabel: string;
  title: string;
}): string {
  const [left, plotW, axisY] = [30, 320, 150];
  const x = (v: number) => left + (v / o.scaleMax) * plotW;
  const [low, q1, median, q3, high] = o.five.map(x) as [number, number, number, number, number];
  const body: string[] = [line(left, axisY, left + plotW, axisY)];
  for (let v = 0; v <= o.scaleMax; v += 2) {
    body.push(line(x(v), axisY, x(v), axisY + (v % 10 === 0 ? 8 : 4), { 'stroke-width': 1 }));
    if (v % 10 === 0) body.push(label(x(v), axisY + 20, String(v), { 'font-size': 12 }));
  }
  body.push(
    line(low, 90, q1, 90),
    line(q3, 90, high, 90),
    line(low, 75, low, 105),
    line(high, 75, high, 105),
    el('rect', {
      x: q1,
      y: 60,
      width: q3 - q1,
      height: 60,
      fill: CATEGORY_FILLS[0],
      stroke: COLOURS.ink,
      'stroke-width': 2,
    }),
    line(median, 60, median, 120),
    label(left + plotW / 2, axisY + 44, o.axisLabel, { 'font-size': 12 }),
  );
  return svgDocument(left + plotW + 30, axisY + 60, o.title, body);
}
