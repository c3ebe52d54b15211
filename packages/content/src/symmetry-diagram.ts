/**
 * A polygon drawn to scale on a square grid (GCSE G1: lines of symmetry and the order of rotational
 * symmetry). The corners are given in grid units (y up, the shape's middle at the origin); the text
 * alternative names the shape and lists its corners, so a screen-reader user has the same shape.
 */

import { COLOURS, line, polygon, svgDocument } from './svg.ts';

export type Point = readonly [number, number];

const U = 24;
const PAD = 12;

/** A number of grid units as the alt text writes it (to one decimal place at most). */
const unit = (v: number) => String(Math.round(v * 10) / 10 || 0);

export function symmetryDrawing(name: string, corners: readonly Point[]): { svg: string; alt: string } {
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  // The grid runs one square beyond the shape each way, on whole grid units.
  const [x0, x1] = [Math.floor(Math.min(...xs)) - 1, Math.ceil(Math.max(...xs)) + 1];
  const [y0, y1] = [Math.floor(Math.min(...ys)) - 1, Math.ceil(Math.max(...ys)) + 1];
  const toPx = ([x, y]: Point): [number, number] => [PAD + (x - x0) * U, PAD + (y1 - y) * U];
  const body: string[] = [];
  const grid = { stroke: COLOURS.grid, 'stroke-width': 1 };
  for (let x = x0; x <= x1; x++) body.push(line(...toPx([x, y0]), ...toPx([x, y1]), grid));
  for (let y = y0; y <= y1; y++) body.push(line(...toPx([x0, y]), ...toPx([x1, y]), grid));
  body.push(polygon(corners.map(toPx), { fill: COLOURS.fillBlue }));
  const a = /^[aeiou]/.test(name) ? 'An' : 'A';
  const listed = corners.map(([x, y]) => `(${unit(x)}, ${unit(y)})`).join(', ');
  const alt = `${a} ${name} drawn on a square grid. Its corners, in grid squares from its middle: ${listed}.`;
  const [w, h] = [2 * PAD + (x1 - x0) * U, 2 * PAD + (y1 - y0) * U];
  return { svg: svgDocument(w, h, `${a} ${name} drawn on a square grid`, body), alt };
}
